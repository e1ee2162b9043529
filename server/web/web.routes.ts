import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { matchAppPath } from '../../contract/app-paths';
import type { RuntimeConfig } from '../../contract/wire';
import { errors } from '../errors';

// Serves the built browser app, its run-time configuration (as an external script, so the page needs no
// inline script under the CSP) and the index page for every address of the app (contract/app-paths.ts: /,
// /dashboard, /listings/<id>, the reset and onboarding links...). Any other path is a 404: a page saying so to
// a browser, the error body to anything else.

export interface WebOptions {
  distDir: string;
  runtimeConfig: (request: FastifyRequest) => RuntimeConfig;
}

/** Paths of the API and the services beside it: a missing one is answered in their own error shape, never a page. */
const API_PREFIXES = ['/api/', '/auth/v1/', '/storage/v1/', '/dev/', '/samples/'];

const NOT_FOUND_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<title>Page not found · Listing Optimiser</title></head>' +
  '<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;line-height:1.5">' +
  '<h1>Page not found</h1><p>There is no page at this address.</p><p><a href="/">Go to the Listing Optimiser</a></p></body></html>';

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
    const path = request.url.split('?')[0]!;
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (!isRead || matchAppPath(path) === null) {
      const wantsPage = isRead && !API_PREFIXES.some((p) => path.startsWith(p)) && (request.headers.accept ?? '').includes('text/html');
      if (wantsPage) {
        return reply.status(404).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(NOT_FOUND_PAGE);
      }
      throw errors.notFound(`No route for ${request.method} ${path}`);
    }
    if (!indexHtml) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The browser app has not been built yet. Run `npm start` (it builds first) or `npm run build`.');
    }
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
  });
}
