import type { FastifyInstance, FastifyRequest } from 'fastify';
import ipaddr from 'ipaddr.js';
import type { Database } from '../db/database';
import { errors } from '../errors';
import { hostIsLoopback } from '../http/public-origin';
import { devMailboxService, type OutboxMessage } from './dev-mailbox.service';

// The dev mailbox: every message the server "sent", newest first. Registered only in embedded mode without
// SMTP, and answered only to loopback clients that asked for a loopback name (not PUBLIC_URL's host, not a name a
// rebinding page borrowed), because messages carry sign-in and reset links.

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function linkify(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}

function isLoopback(ip: string): boolean {
  try {
    const addr = ipaddr.process(ip);
    return addr.range() === 'loopback';
  } catch {
    return false;
  }
}

function page(messages: OutboxMessage[]): string {
  const items = messages
    .map(
      (m) => `<article>
  <h2>${escapeHtml(m.subject)}</h2>
  <p class="meta">To <strong>${escapeHtml(m.to)}</strong> · ${escapeHtml(m.createdAt)} · ${escapeHtml(m.kind)}${m.error ? ` · <span class="err">SMTP failed: ${escapeHtml(m.error)}</span>` : m.sentAt ? ' · sent by SMTP' : ''}</p>
  <pre>${linkify(m.text)}</pre>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Dev mailbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#222}
article{border:1px solid #ddd;border-radius:8px;padding:0 1rem;margin:1rem 0}.meta{color:#666;font-size:.9rem}
pre{white-space:pre-wrap;word-break:break-all}.err{color:#b00}</style></head>
<body><h1>Dev mailbox</h1><p>Messages the server sent, newest first (${messages.length}). JSON: <a href="/dev/mail.json">/dev/mail.json</a></p>
${items || '<p>No messages yet.</p>'}
</body></html>`;
}

export async function devMailRoutes(app: FastifyInstance, options: { database: Database }): Promise<void> {
  const mailbox = devMailboxService(options.database);

  // This machine only: the connection, the client address (which honours TRUST_PROXY) and every address a proxy
  // forwarded must all be loopback, so neither a proxy in front nor a made-up X-Forwarded-For opens the mailbox.
  const guard = async (request: FastifyRequest) => {
    const forwarded = [request.headers['x-forwarded-for'] ?? []]
      .flat()
      .flatMap((value) => value.split(','))
      .map((value) => value.trim());
    const addresses = [request.socket.remoteAddress ?? '', request.ip, ...forwarded];
    if (!hostIsLoopback(request) || !addresses.every(isLoopback))
      throw errors.notFound('The dev mailbox is only available on this machine.');
  };

  app.get('/dev/mail', { preHandler: guard }, async (_request, reply) => {
    const messages = await mailbox.messages();
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page(messages));
  });

  app.get<{ Querystring: { to?: string } }>('/dev/mail.json', { preHandler: guard }, async (request, reply) => {
    const to = typeof request.query.to === 'string' ? request.query.to : undefined;
    const messages = await mailbox.messages(to);
    return reply.header('cache-control', 'no-store').send({ messages });
  });
}
