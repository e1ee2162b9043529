/**
 * @jest-environment node
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AxiosInstance } from 'axios';
import { createHttp } from '../../../src/api/request/axios-instance';
import { HttpError } from '../../../src/api/request/request-layer';
import * as historyApi from '../../../src/api/history';
import * as listingsApi from '../../../src/api/listings';

// The history, report and delete endpoints against a real HTTP server on loopback.

let http: AxiosInstance;
jest.mock('../../../src/api/request/supabase-client', () => ({ getHttp: () => http }));

type Handler = (req: IncomingMessage, body: string, res: ServerResponse) => void;
let server: Server;
let handler: Handler;
const seen: { method: string; path: string; body: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', path: req.url ?? '', body });
      handler(req, body, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  http = createHttp({
    baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    getAccessToken: () => 'token',
    awaitSessionVerdict: async () => 'expired',
  });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen.length = 0;
});

describe('history and report endpoints', () => {
  it('reads the history of one listing', async () => {
    handler = (_req, _body, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ history: [], changes: null }));
    };
    await expect(historyApi.fetchListingHistory('a/b')).resolves.toEqual({ history: [], changes: null });
    expect(seen[0]).toMatchObject({ method: 'GET', path: '/api/listing/a%2Fb/history' });
  });

  it('posts the approved texts and returns the PDF under the UTF-8 name the server gave', async () => {
    handler = (_req, _body, res) => {
      res.writeHead(200, {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="Zurich Studio - Listing report.pdf"; filename*=UTF-8''Z%C3%BCrich%20Studio%20-%20Listing%20report.pdf`,
      });
      res.end('%PDF-1.7 report');
    };
    const approved = { 'Guest access': { text: 'The whole loft is yours.', section: 'Guest access' } };
    const file = await historyApi.fetchListingReport('a', approved);
    expect(file.fileName).toBe('Zürich Studio - Listing report.pdf');
    expect(seen[0]).toMatchObject({ method: 'POST', path: '/api/listing/a/report' });
    expect(JSON.parse(seen[0]!.body)).toEqual({ approvedTexts: approved });
  });

  it("fails with the server's code and words when the report cannot be made", async () => {
    handler = (_req, _body, res) => {
      res.writeHead(409, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ code: 'conflict', message: 'This listing has no score yet.' }));
    };
    const failure = await historyApi.fetchListingReport('a', {}).catch((err: unknown) => err);
    expect(failure).toBeInstanceOf(HttpError);
    expect(failure).toMatchObject({ status: 409, code: 'conflict', serverMessage: 'This listing has no score yet.' });
  });

  it('deletes a listing without asking to keep anything of it', async () => {
    handler = (_req, _body, res) => {
      res.writeHead(204);
      res.end();
    };
    await listingsApi.deleteListing('b');
    expect(seen.map((s) => `${s.method} ${s.path}`)).toEqual(['DELETE /api/listing/b']);
  });
});

describe('report file name', () => {
  it('prefers the UTF-8 name, falls back to the plain one, then to a default', () => {
    expect(historyApi.fileNameOf(`attachment; filename="a.pdf"; filename*=UTF-8''%C3%A9t%C3%A9.pdf`, 'x.pdf')).toBe('été.pdf');
    expect(historyApi.fileNameOf(`attachment; filename="a.pdf"; filename*=UTF-8''%E0%A4%A.pdf`, 'x.pdf')).toBe('a.pdf');
    expect(historyApi.fileNameOf(undefined, 'Listing report.pdf')).toBe('Listing report.pdf');
  });
});
