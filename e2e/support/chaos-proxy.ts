import http from 'node:http';
import type net from 'node:net';
import { pipeline } from 'node:stream';
import { api } from '#core/api';

/** What the server answered for one item of a batch (the fields the chaos test reads). */
export interface ItemOutcome {
  responseId: string | null;
  status: 'saved' | 'rejected';
  duplicate?: boolean;
  code?: string;
}

/** One `save-form-responses` call as the proxy saw it: the evidence the chaos test counts. */
export interface SaveExchange {
  n: number;
  /** the answers the device sent: responseId → form id */
  sent: Map<string, number>;
  /** the request reached the server */
  forwarded: boolean;
  /** the server's results, once it replied; null while it has not (or never did) */
  results: ItemOutcome[] | null;
  /** the reply went out to the device */
  delivered: boolean;
  /** the proxy threw the reply away on purpose (`loseAcknowledgement`) */
  withheld: boolean;
  /** the connection to the server closed before any reply (the server died with the request in it) */
  unanswered: boolean;
}

/** The answers a reply stored for the first time (not duplicates). */
export const newlySaved = (exchange: SaveExchange): string[] =>
  (exchange.results ?? []).filter((item) => item.status === 'saved' && !item.duplicate).map((item) => item.responseId ?? '');

/** A save request the proxy holds back from the server until `forward` is called. */
export interface HeldSave {
  exchange: SaveExchange;
  /** sends the request on to the server; resolves once its bytes are written to the server's socket */
  forward(): Promise<void>;
}

const hopByHop = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade']);

function endToEnd(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !hopByHop.has(name)));
}

async function bodyOf(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function sentAnswers(body: Buffer): Map<string, number> {
  try {
    const parsed = JSON.parse(body.toString('utf8')) as { responses?: { responseId?: unknown; formId?: unknown }[] };
    return new Map((parsed.responses ?? []).map((item) => [String(item.responseId), Number(item.formId)]));
  } catch {
    return new Map();
  }
}

function outcomes(body: Buffer): ItemOutcome[] | null {
  try {
    return (JSON.parse(body.toString('utf8')) as { responseData?: { results?: ItemOutcome[] } }).responseData?.results ?? null;
  } catch {
    return null;
  }
}

/**
 * An HTTP proxy on loopback between the browser and the server, for the chaos test. Like the
 * fixture's TCP proxy it cuts the network for real (refuses and drops connections), and it also
 * reads the answers' uploads going by, so the test can count what happened instead of assuming
 * it: replies thrown away after the server stored the answers (a lost acknowledgement), and
 * requests the server was processing when it was killed.
 */
export class ChaosProxy {
  private server: http.Server | null = null;
  private readonly sockets = new Set<net.Socket>();
  private readonly upstream = new Set<http.ClientRequest>();
  private connected = true;
  private readonly losses: { when: (exchange: SaveExchange) => boolean; lost: (exchange: SaveExchange) => void }[] = [];
  private holdSave: ((held: HeldSave) => void) | null = null;
  readonly exchanges: SaveExchange[] = [];
  port = 0;

  constructor(private readonly targetPort: number) {}

  async start(): Promise<void> {
    const server = http.createServer((req, res) => void this.pass(req, res));
    server.keepAliveTimeout = 5_000;
    server.on('connection', (socket: net.Socket) => {
      if (!this.connected) {
        socket.destroy();
        return;
      }
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
    this.server = server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    this.port = (server.address() as net.AddressInfo).port;
  }

  /** Refuses new connections and drops the open ones, on both sides of the proxy. */
  cut(): void {
    this.connected = false;
    for (const socket of this.sockets) socket.destroy();
    for (const request of this.upstream) request.destroy();
  }

  restore(): void {
    this.connected = true;
  }

  /** Save calls sent on to the server and not answered yet. */
  inFlight(): SaveExchange[] {
    return this.exchanges.filter((exchange) => exchange.forwarded && exchange.results === null && !exchange.unanswered);
  }

  /**
   * The next reply that stores at least one answer for the first time and meets `when` is thrown
   * away and its connection dropped: the server has the answers, the device is never told. Resolves with it.
   */
  loseAcknowledgement(when: (exchange: SaveExchange) => boolean = () => true): Promise<SaveExchange> {
    return new Promise((lost) => this.losses.push({ when, lost }));
  }

  /** How many answers to this form the server said it stored for the first time, in the replies seen so far. */
  storedFor(formId: number): number {
    return this.exchanges.reduce((n, exchange) => n + newlySaved(exchange).filter((id) => exchange.sent.get(id) === formId).length, 0);
  }

  /**
   * The next save request is held back from the server until the test forwards it; null when none
   * came within `timeoutMs` (the hold is then called off).
   */
  async holdNextSave(timeoutMs: number): Promise<HeldSave | null> {
    let timer: NodeJS.Timeout | undefined;
    const none = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), timeoutMs)));
    const held = await Promise.race([new Promise<HeldSave>((resolve) => (this.holdSave = resolve)), none]);
    clearTimeout(timer);
    this.holdSave = null;
    return held;
  }

  async stop(): Promise<void> {
    this.cut();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private async pass(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const drop = () => {
      req.socket.destroy();
    };
    const body = await bodyOf(req).catch(() => null);
    if (body === null) return drop();
    if (req.method !== 'POST' || req.url?.split('?')[0] !== api.saveResponses) {
      void this.forward(req, body, res, drop, null);
      return;
    }
    const exchange: SaveExchange = {
      n: this.exchanges.length + 1, sent: sentAnswers(body), forwarded: false, results: null, delivered: false, withheld: false, unanswered: false,
    };
    this.exchanges.push(exchange);
    const hold = this.holdSave;
    if (!hold) {
      void this.forward(req, body, res, drop, exchange);
      return;
    }
    this.holdSave = null;
    hold({ exchange, forward: () => this.forward(req, body, res, drop, exchange) });
  }

  private forward(req: http.IncomingMessage, body: Buffer, res: http.ServerResponse, drop: () => void, exchange: SaveExchange | null): Promise<void> {
    const upstream = http.request({
      host: '127.0.0.1', port: this.targetPort, method: req.method, path: req.url, headers: endToEnd(req.headers), agent: false,
    });
    this.upstream.add(upstream);
    upstream.on('close', () => this.upstream.delete(upstream));
    upstream.on('error', () => {
      if (exchange && exchange.forwarded && exchange.results === null) exchange.unanswered = true;
      drop();
    });
    upstream.on('response', (reply) => void this.answer(reply, res, drop, exchange));
    // the browser went away (a cut): the server sees its connection close, as through a TCP proxy
    res.once('close', () => upstream.destroy());
    return new Promise<void>((resolve) => {
      upstream.end(body, () => {
        if (exchange) exchange.forwarded = true;
        resolve();
      });
    });
  }

  private async answer(reply: http.IncomingMessage, res: http.ServerResponse, drop: () => void, exchange: SaveExchange | null): Promise<void> {
    if (!exchange) {
      res.writeHead(reply.statusCode ?? 502, endToEnd(reply.headers));
      pipeline(reply, res, (error) => error && drop());
      return;
    }
    const body = await bodyOf(reply).catch(() => null);
    if (body === null) {
      exchange.unanswered = true;
      return drop();
    }
    exchange.results = outcomes(body) ?? [];
    const loss = newlySaved(exchange).length > 0 ? this.losses.findIndex((armed) => armed.when(exchange)) : -1;
    if (loss >= 0) {
      const [armed] = this.losses.splice(loss, 1);
      exchange.withheld = true;
      drop();
      armed?.lost(exchange);
      return;
    }
    res.writeHead(reply.statusCode ?? 502, { ...endToEnd(reply.headers), 'content-length': body.length });
    res.end(body, () => (exchange.delivered = true));
  }
}
