import { createHmac, timingSafeEqual } from 'node:crypto';
import { type IncomingHttpHeaders, type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedDelivery {
  deliveryId: string;
  timestamp: string;
  signature: string;
  body: string;
  /** the status this receiver answered */
  answered: number;
  /** the signature checked against the secret by this file's own HMAC code */
  signatureValid: boolean;
}

const header = (headers: IncomingHttpHeaders, name: string) => {
  const value = headers[name];
  return typeof value === 'string' ? value : '';
};

/**
 * The receiver side of docs/integrations.md written from the documentation alone (not the
 * server's signing code): HMAC-SHA256 keyed with the whole secret over `<timestamp>.<raw body>`,
 * hex, after `v1=`, compared in constant time.
 */
export function verifySignature(secret: string, timestamp: string, body: string, signature: string): boolean {
  const expected = Buffer.from(`v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`, 'utf8').digest('hex')}`);
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * A webhook receiver on loopback. `answer` decides each reply's status from the count of requests
 * so far (fails, then accepts); `hold` keeps replies waiting until released (two workers at once).
 */
export class WebhookReceiver {
  readonly received: ReceivedDelivery[] = [];
  secret = '';
  answer: (n: number) => number = () => 200;
  private held: (() => void)[] = [];
  hold = false;
  private server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const timestamp = header(req.headers, 'webhook-timestamp');
      const signature = header(req.headers, 'webhook-signature');
      const answered = this.answer(this.received.length + 1);
      this.received.push({
        deliveryId: header(req.headers, 'webhook-id'), timestamp, signature, body, answered,
        signatureValid: verifySignature(this.secret, timestamp, body, signature),
      });
      const reply = () => res.writeHead(answered, { 'content-type': 'text/plain' }).end('ok');
      if (this.hold) this.held.push(reply);
      else reply();
    });
  });

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hook`;
  }

  start(): Promise<void> {
    return new Promise((resolve) => this.server.listen(0, '127.0.0.1', resolve));
  }

  release(): void {
    this.hold = false;
    for (const reply of this.held.splice(0)) reply();
  }

  /** the successful deliveries, by delivery id */
  accepted(): Map<string, number> {
    const counts = new Map<string, number>();
    for (const r of this.received) if (r.answered >= 200 && r.answered < 300) counts.set(r.deliveryId, (counts.get(r.deliveryId) ?? 0) + 1);
    return counts;
  }

  close(): Promise<void> {
    this.release();
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
