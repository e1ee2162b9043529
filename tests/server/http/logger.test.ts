import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { loggerOptions, maskUrl } from '../../../server/http/logger';

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
