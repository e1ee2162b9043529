import { performance } from 'node:perf_hooks';
import { row, type Row } from '../lib/report';
import { median, round } from '../lib/stats';
import { api, request, type SignedIn } from '../support/client';
import type { BenchServer } from '../support/protocol';

// Two single requests a host waits for, each next to the bare route measured in turn with it on the same
// server: a password sign-in (bcrypt, a session row, two signed tokens) and a chat message answered by the
// built-in coach (the listing read, the reply written, both messages stored). No goal is set for them.

const QUESTIONS = ['improve my title', 'rewrite The space', 'what should I fix first?', 'how are my photos', 'explain my score'];

async function bareMs(server: BenchServer): Promise<number> {
  const started = performance.now();
  await request(server, 'GET', '/bench/bare');
  return performance.now() - started;
}

export async function requestsBench(
  server: BenchServer,
  user: SignedIn & { email: string; password: string },
  options: { label: string; listingId: string; rounds: number },
): Promise<{ rows: Row[]; detail: unknown }> {
  const signIn = async () => {
    const started = performance.now();
    const res = await request(
      server,
      'POST',
      '/auth/v1/token?grant_type=password',
      { apikey: server.anonKey, 'content-type': 'application/json' },
      JSON.stringify({ email: user.email, password: user.password }),
    );
    if (res.status !== 200) throw new Error(`password sign-in answered ${res.status}`);
    return performance.now() - started;
  };
  let asked = 0;
  const chat = async () => {
    const content = `${QUESTIONS[asked % QUESTIONS.length]} (${asked++})`;
    const started = performance.now();
    const res = await api(server, user, 'POST', '/api/chat', { listingId: options.listingId, content, section: null, approvedTexts: {} });
    if (res.status !== 200) throw new Error(`POST /api/chat answered ${res.status}: ${JSON.stringify(res.body)}`);
    return performance.now() - started;
  };
  const measured: Record<'signIn' | 'chat' | 'bare', number[]> = { signIn: [], chat: [], bare: [] };
  for (let i = 0; i < 2; i++) {
    await signIn();
    await chat();
    await bareMs(server);
  }
  for (let i = 0; i < options.rounds; i++) {
    measured.signIn.push(await signIn());
    measured.bare.push(await bareMs(server));
    measured.chat.push(await chat());
    measured.bare.push(await bareMs(server));
  }
  const bare = median(measured.bare);
  const line = (figure: string, values: number[]) =>
    row({
      area: `Requests (${options.label})`,
      figure: `${figure} (median of ${values.length})`,
      value: round(median(values), 1),
      unit: 'ms',
      baseline: { label: 'bare route, in turn with it', value: round(bare, 2), unit: 'ms' },
      goal: null,
      met: null,
    });
  return {
    rows: [
      line('password sign-in, POST /auth/v1/token', measured.signIn),
      line('chat message, POST /api/chat (built-in coach)', measured.chat),
    ],
    detail: { signInMs: measured.signIn.map((v) => round(v, 1)), chatMs: measured.chat.map((v) => round(v, 1)), bareMs: round(bare, 2) },
  };
}
