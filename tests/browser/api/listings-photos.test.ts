/**
 * @jest-environment node
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AxiosInstance } from 'axios';
import type { HttpError } from '../../../src/api/request/request-layer';
import { createHttp } from '../../../src/api/request/axios-instance';
import * as listingsApi from '../../../src/api/listings';
import * as photosApi from '../../../src/api/photos';

// The listing and photo endpoints against a real HTTP server on loopback: paths, bodies, one request per call
// (retries are the sagas'), the photo recommendation's 404 meaning "none yet", and the photo analysis's 6-minute timeout.

let http: AxiosInstance;
jest.mock('../../../src/api/request/supabase-client', () => ({ getHttp: () => http }));

type Handler = (req: IncomingMessage, body: string, res: ServerResponse) => void;
let server: Server;
let handler: Handler;
const seen: { method: string; path: string; body: string }[] = [];

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

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
  const baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  http = createHttp({ baseURL, getAccessToken: () => 'token', awaitSessionVerdict: async () => 'expired' });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen.length = 0;
});

describe('listing endpoints', () => {
  it('reads the list, one listing, and sends the trimmed URL with the user id', async () => {
    handler = (req, _body, res) => {
      if (req.url === '/api/listings') return json(res, 200, { listings: [{ id: 'a' }] });
      if (req.url === '/api/listing/a') return json(res, 200, { listing: { id: 'a' } });
      return json(res, 200, { listing: { id: 'new' } });
    };
    expect(await listingsApi.fetchListings()).toEqual([{ id: 'a' }]);
    expect(await listingsApi.fetchListing('a')).toEqual({ id: 'a' });
    expect(await listingsApi.analyzeListing({ url: '  https://www.airbnb.com/rooms/1 ', userId: 'u-1' })).toEqual({ id: 'new' });
    expect(seen.map((s) => `${s.method} ${s.path}`)).toEqual(['GET /api/listings', 'GET /api/listing/a', 'POST /api/listings/analyze']);
    expect(JSON.parse(seen[2]!.body)).toEqual({ url: 'https://www.airbnb.com/rooms/1', userId: 'u-1' });
  });

  it('deletes and re-analyses by id', async () => {
    handler = (req, _body, res) =>
      req.method === 'DELETE' ? json(res, 200, { ok: true }) : json(res, 200, { listing: { id: 'a', isAnalyzing: true } });
    await listingsApi.deleteListing('a');
    expect(await listingsApi.reanalyzeListing('a')).toEqual({ id: 'a', isAnalyzing: true });
    expect(seen.map((s) => `${s.method} ${s.path}`)).toEqual(['DELETE /api/listing/a', 'POST /api/listings/a/reanalyze']);
  });

  it("makes one request per call: the retries of spec section 7 are the sagas'", async () => {
    handler = (_req, _body, res) => json(res, 500, { code: 'internal', message: 'Database unavailable' });
    await expect(listingsApi.fetchListings()).rejects.toMatchObject({ status: 500 });
    await expect(listingsApi.fetchListing('a')).rejects.toMatchObject({ status: 500 });
    expect(seen.map((s) => s.path)).toEqual(['/api/listings', '/api/listing/a']);
  });

  it('drops a request whose signal was aborted (a polling screen that was left)', async () => {
    handler = (_req, _body, res) => void setTimeout(() => json(res, 200, { listing: { id: 'a' } }), 500);
    const left = new AbortController();
    const pending = listingsApi.fetchListing('a', { signal: left.signal });
    setTimeout(() => left.abort(), 50);
    const started = Date.now();
    await expect(pending).rejects.toMatchObject({ code: 'canceled', status: null });
    // Given up at the abort, not when the server answered.
    expect(Date.now() - started).toBeLessThan(400);
  });
});

describe('photo endpoints', () => {
  it('reads the analyses and the recommendation', async () => {
    handler = (req, _body, res) =>
      req.url!.endsWith('/recommendations') ? json(res, 200, { overallPhotoScore: 70 }) : json(res, 200, { analyses: [{ photoIndex: 0 }] });
    expect(await photosApi.fetchPhotoAnalyses('a')).toEqual([{ photoIndex: 0 }]);
    expect(await photosApi.fetchPhotoRecommendation('a')).toEqual({ overallPhotoScore: 70 });
    expect(seen.map((s) => s.path)).toEqual(['/api/photos/a', '/api/photos/a/recommendations']);
  });

  it('answers null while no recommendation exists (404), and fails on anything else', async () => {
    handler = (_req, _body, res) => json(res, 404, { code: 'not_found', message: 'No recommendation yet' });
    expect(await photosApi.fetchPhotoRecommendation('a')).toBeNull();
    handler = (_req, _body, res) => json(res, 500, { code: 'internal', message: 'boom' });
    await expect(photosApi.fetchPhotoRecommendation('a')).rejects.toMatchObject({ status: 500 });
  });

  it('waits up to 6 minutes for a photo analysis', async () => {
    handler = (_req, _body, res) => json(res, 200, { overallPhotoScore: 80 });
    const request = jest.spyOn(http, 'request');
    expect(await photosApi.analyzePhotos('a')).toEqual({ overallPhotoScore: 80 });
    expect(request.mock.calls[0]![0]).toMatchObject({ method: 'POST', url: '/api/photos/analyze/a', timeout: 360_000 });
    expect(photosApi.PHOTO_ANALYSIS_TIMEOUT_MS).toBe(6 * 60 * 1000);
    request.mockRestore();
  });

  it("carries the server's message when the analysis fails", async () => {
    handler = (_req, _body, res) => json(res, 422, { code: 'no_photos', message: 'This listing has no photos' });
    const error = (await photosApi.analyzePhotos('a').catch((e: unknown) => e)) as HttpError;
    expect(error.serverMessage).toBe('This listing has no photos');
  });
});
