import http from 'node:http';
import type { AddressInfo } from 'node:net';

// A local stand-in for an OpenAI-compatible provider on 127.0.0.1: POST /v1/chat/completions answers with the
// next scripted step, and every request is recorded. The real `openai` SDK talks to it over HTTP.

export type Step =
  | { content: string | null }
  | { status: number; message?: string }
  /** Never answers (until the server closes): a provider that hangs. */
  | { hang: true };

export interface RecordedCall {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: any;
}

export interface OpenAiCompatibleServer {
  /** Base URL to give the SDK, ending in /v1. */
  baseUrl: string;
  calls: RecordedCall[];
  script(...steps: Step[]): void;
  reset(): void;
  close(): Promise<void>;
}

function completion(model: string, content: string | null) {
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: 1_700_000_000,
    model,
    choices: [{ index: 0, message: { role: 'assistant', content, refusal: null }, finish_reason: 'stop', logprobs: null }],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  };
}

export async function startOpenAiCompatibleServer(): Promise<OpenAiCompatibleServer> {
  const calls: RecordedCall[] = [];
  let steps: Step[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: any;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        body = text;
      }
      calls.push({ path: req.url ?? '', headers: req.headers, body });
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'not found' } }));
        return;
      }
      const step = steps.shift() ?? { status: 500, message: 'no scripted reply left' };
      if ('hang' in step) return;
      if ('status' in step) {
        res
          .writeHead(step.status, { 'content-type': 'application/json' })
          .end(JSON.stringify({ error: { message: step.message ?? 'provider error', type: 'server_error' } }));
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(completion(body?.model ?? 'model', step.content)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    calls,
    script(...next) {
      steps.push(...next);
    },
    reset() {
      steps = [];
      calls.length = 0;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
