import net from 'node:net';

/**
 * A loopback TCP proxy between the browser and the server. Cutting it refuses new connections and
 * destroys open ones, which stops the page's and the service worker's requests for real.
 */
export class TcpProxy {
  private server: net.Server | null = null;
  private readonly sockets = new Set<net.Socket>();
  private connected = true;
  /** Holds the server's replies back this long, to catch the page between "stored" and "acknowledged". */
  replyDelayMs = 0;

  /** known once started: the system picks a free port, so two ports chosen at once never clash */
  port = 0;

  constructor(private readonly targetPort: number) {}

  async start(): Promise<void> {
    this.server = net.createServer((client) => {
      if (!this.connected) {
        client.destroy();
        return;
      }
      const upstream = net.connect(this.targetPort, '127.0.0.1');
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => socket.destroy());
      }
      client.pipe(upstream);
      upstream.on('data', (chunk: Buffer) => {
        if (this.replyDelayMs === 0) client.write(chunk);
        else setTimeout(() => client.writable && client.write(chunk), this.replyDelayMs);
      });
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as net.AddressInfo).port;
  }

  cut(): void {
    this.connected = false;
    for (const socket of this.sockets) socket.destroy();
  }

  restore(): void {
    this.connected = true;
  }

  async stop(): Promise<void> {
    this.cut();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
