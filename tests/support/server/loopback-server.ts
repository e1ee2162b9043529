import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { HostRule } from '../../../server/analysis/fetch';

// A throw-away HTTP server on 127.0.0.1 for fetcher and job tests, and the policy rule that lets the fetcher
// reach exactly it (loopback is refused otherwise).

export interface LoopbackServer {
  port: number;
  origin: string;
  /** Requests seen, in order. */
  requests: IncomingMessage[];
  rule: HostRule;
  close(): Promise<void>;
}

export async function startLoopbackServer(handler: (req: IncomingMessage, res: ServerResponse) => void): Promise<LoopbackServer> {
  const requests: IncomingMessage[] = [];
  const sockets = new Set<import('node:net').Socket>();
  const server = http.createServer((req, res) => {
    requests.push(req);
    handler(req, res);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    origin: `http://127.0.0.1:${port}`,
    requests,
    rule: { host: '127.0.0.1', subdomains: false, ports: [port], allowPrivate: true, origin: 'test' },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
