import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errors } from '../errors';
import { samplePhotoFile } from './sample-photo-file';
import { SAMPLE_LISTINGS, sampleBySlug, samplePagePath } from './sample-listings';

// Embedded mode serves the synthetic sample listings (samples/listings/*.html) and draws their photos on
// first request, so a new user can paste a sample URL and see the whole analysis offline.

export interface SamplesOptions {
  /** Folder holding listings/*.html. */
  dir: string;
  baseUrl: (request: FastifyRequest) => string;
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export async function samplesRoutes(app: FastifyInstance, options: SamplesOptions): Promise<void> {
  app.get('/samples', async (_request, reply) => reply.redirect('/samples/'));

  app.get('/samples/', async (request, reply) => {
    const base = options.baseUrl(request);
    const items = SAMPLE_LISTINGS.map((s) => {
      const url = `${base}${samplePagePath(s)}`;
      return `<li><a href="${escapeHtml(url)}">${escapeHtml(url)}</a><br>${escapeHtml(s.summary)}</li>`;
    }).join('\n');
    const body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sample listings</title></head><body>
<h1>Sample listings</h1>
<p>Invented listings in the page formats the analyser reads. Copy an address into "Paste your listing URL".</p>
<ul>
${items}
</ul></body></html>`;
    return reply.type('text/html; charset=utf-8').send(body);
  });

  app.get<{ Params: { file: string } }>('/samples/listings/:file', async (request, reply) => {
    const slug = request.params.file.replace(/\.html$/, '');
    const sample = sampleBySlug(slug);
    const file = path.join(options.dir, 'listings', `${slug}.html`);
    if (!sample || !request.params.file.endsWith('.html') || !existsSync(file)) throw errors.notFound('No such sample listing');
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(readFileSync(file));
  });

  app.get<{ Params: { slug: string; file: string } }>('/samples/photos/:slug/:file', async (request, reply) => {
    const bytes = samplePhotoFile(request.params.slug, request.params.file);
    if (!bytes) throw errors.notFound('No such sample photo');
    return reply
      .type('image/jpeg')
      .header('cache-control', 'public, max-age=86400')
      .send(await bytes);
  });
}
