import net from 'node:net';
import { closeGracefully } from '../../../server/http/graceful-close';
import { buildTestApp, type TestApp } from '../../support/server/test-app';

// Stopping the server: idle connections close at once; a client that sent half a request and went quiet is
// cut off when the grace period ends, instead of holding the shutdown for ever.

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp();
});
afterEach(() => t.close());

async function listen(): Promise<number> {
  return Number(new URL(await t.app.listen({ port: 0, host: '127.0.0.1' })).port);
}

function connect(port: number, data: string): Promise<{ socket: net.Socket; closed: Promise<string> }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(data);
      let received = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => (received += chunk));
      resolve({ socket, closed: new Promise((done) => socket.on('close', () => done(received))) });
    });
    socket.on('error', reject);
  });
}

it('cuts a client that sent half a request and went quiet once the grace period is over', async () => {
  const port = await listen();
  const head = ['PATCH /api/profile HTTP/1.1', 'Host: 127.0.0.1', 'Content-Type: application/json', 'Content-Length: 100', '', ''].join(
    '\r\n',
  );
  const stalled = await connect(port, `${head}{"fullName":`);
  await new Promise((resolve) => setTimeout(resolve, 50)); // the server has the request's head

  await closeGracefully(t.app, 200); // without the cut this would wait for the 88 bytes that never come
  expect(await stalled.closed).toBe('');
});

it('closes an idle kept-alive connection at once, without waiting for the grace period', async () => {
  const port = await listen();
  const idle = await connect(port, 'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n');
  await new Promise((resolve) => setTimeout(resolve, 100)); // answered; the connection stays open for the next request

  await closeGracefully(t.app, 10 * 60_000); // a wait for the grace period would outlast the test's time limit
  expect(await idle.closed).toMatch(/^HTTP\/1\.1 200 /);
});
