import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { loggerOptions, maskUrl, serverLogOptions, SLOW_REQUEST_MS } from '../../../server/http/logger';

describe('logs never hold secrets', () => {
  it('masks secret query values in request URLs', () => {
    expect(maskUrl('/auth/v1/verify?token=abc123&type=recovery&redirect_to=%2F')).toBe(
      '/auth/v1/verify?token=%5Bredacted%5D&type=recovery&redirect_to=%2F',
    );
    expect(maskUrl('/onboard-setup?session=eyJ')).toBe('/onboard-setup?session=%5Bredacted%5D');
    expect(maskUrl('/api/listings')).toBe('/api/listings');
  });

  it('writes no bearer token, api key or reset token into the request log', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const options = loggerOptions('info') as object;
    const app = Fastify({ logger: { ...options, stream } });
    app.post('/api/auth/reset-password', async (request) => {
      request.log.info({ body: request.body }, 'handling');
      return { ok: true };
    });
    await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password?token=super-secret-token',
      headers: { authorization: 'Bearer eyJ.secret.jwt', apikey: 'anon-key-value' },
      payload: { token: 'x', newPassword: 'Hunter2hunter2', password: 'Hunter2hunter2' },
    });
    await app.close();
    const log = lines.join('\n');
    expect(log).toContain('/api/auth/reset-password');
    for (const secret of ['super-secret-token', 'eyJ.secret.jwt', 'anon-key-value', 'Hunter2hunter2']) expect(log).not.toContain(secret);
  });
});

describe("the operator's log", () => {
  function appLogging(level: string) {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    const { logController } = serverLogOptions(level);
    const app = Fastify({ logger: { ...(loggerOptions(level) as object), stream }, logController });
    app.get('/api/quick', async () => ({ ok: true }));
    app.get('/api/slow', async () => {
      await new Promise((resolve) => setTimeout(resolve, SLOW_REQUEST_MS + 50));
      return { ok: true };
    });
    return { app, lines };
  }

  it('writes nothing for an ordinary request by default, and a warning with its time for a slow one', async () => {
    const { app, lines } = appLogging('info');
    for (let i = 0; i < 5; i++) await app.inject({ method: 'GET', url: '/api/quick' });
    await app.inject({ method: 'GET', url: '/api/missing' });
    expect(lines).toEqual([]);
    await app.inject({ method: 'GET', url: '/api/slow?token=secret-value' });
    await app.close();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 40, msg: expect.stringMatching(/^slow request: \d+ ms$/), responseTime: expect.any(Number) });
    expect((lines[0]!.req as { url: string }).url).toBe('/api/slow?token=%5Bredacted%5D');
    expect(lines[0]!.responseTime as number).toBeGreaterThanOrEqual(SLOW_REQUEST_MS);
  });

  it('writes each request, as JSON lines, with LOG_LEVEL=debug', async () => {
    const { app, lines } = appLogging('debug');
    await app.inject({ method: 'GET', url: '/api/quick' });
    await app.close();
    expect(lines.map((l) => l.msg)).toEqual(['incoming request', 'request completed']);
    expect(lines.every((l) => l.level === 20)).toBe(true);
  });
});
