import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RuntimeConfig } from '../../contract/wire';
import { errors } from '../errors';

// Serves the built browser app, its run-time configuration (as an external script, so the page needs no
// inline script under the CSP) and the index page for every in-app path such as /onboard-setup.

export interface WebOptions {
  distDir: string;
  runtimeConfig: (request: FastifyRequest) => RuntimeConfig;
}

const API_PREFIXES = ['/api/', '/auth/v1/', '/storage/v1/', '/dev/', '/samples/'];

export async function webRoutes(app: FastifyInstance, options: WebOptions): Promise<void> {
  const indexFile = path.join(options.distDir, 'index.html');
  const built = existsSync(indexFile);
  const indexHtml = built ? readFileSync(indexFile, 'utf8') : null;

  app.get('/config.js', async (request, reply) => {
    const body = `window.__APP_CONFIG__ = ${JSON.stringify(options.runtimeConfig(request)).replace(/</g, '\\u003c')};\n`;
    return reply.header('content-type', 'text/javascript; charset=utf-8').header('cache-control', 'no-store').send(body);
  });

  if (built) {
    await app.register(fastifyStatic, {
      root: options.distDir,
      prefix: '/',
      index: false,
      wildcard: false,
      // The build writes .br and .gz beside each file (vite.config.ts); the one the browser accepts is sent.
      preCompressed: true,
      // Hashed assets never change; the index page must always be fresh.
      setHeaders(reply, filePath) {
        reply.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0];
    // The root is always the app (a health probe or curl asks for */*); deeper paths only when a page is wanted.
    const isPage =
      request.method === 'GET' &&
      !API_PREFIXES.some((p) => request.url.startsWith(p)) &&
      (path === '/' || (request.headers.accept ?? '').includes('text/html'));
    if (!isPage) throw errors.notFound(`No route for ${request.method} ${request.url.split('?')[0]}`);
    if (!indexHtml) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The browser app has not been built yet. Run `npm start` (it builds first) or `npm run build`.');
    }
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
  });
}
