import net from 'node:net';

/**
 * A loopback TCP load balancer: each new connection goes to the next upstream port in turn, as a
 * round-robin proxy in front of several server processes would send it. Keep-alive connections
 * stay on the process they reached first, like behind nginx or HAProxy in TCP mode.
 */
export class RoundRobinProxy {
  private server: net.Server | null = null;
  private readonly sockets = new Set<net.Socket>();
  private next = 0;
  /** connections sent to each upstream, in the order of `upstreamPorts` */
  readonly connections: number[];
  port = 0;

  constructor(private readonly upstreamPorts: readonly number[], private readonly listenPort = 0) {
    this.connections = upstreamPorts.map(() => 0);
  }

  async start(): Promise<void> {
    const server = net.createServer((client) => {
      const index = this.next++ % this.upstreamPorts.length;
      this.connections[index] = (this.connections[index] ?? 0) + 1;
      const upstream = net.connect(this.upstreamPorts[index] ?? 0, '127.0.0.1');
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => socket.destroy());
      }
      client.pipe(upstream);
      upstream.pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    this.server = server;
    await new Promise<void>((resolve) => server.listen(this.listenPort, '127.0.0.1', resolve));
    this.port = (server.address() as net.AddressInfo).port;
  }

  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    const server = this.server;
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  }
}
