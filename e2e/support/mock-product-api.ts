// (page.evaluate and addInitScript callbacks run in the browser.)
import type { Page, Route } from '@playwright/test';
import type { MarketInsight } from '../../contract/market';
import type { Listing, ListingAllowance, ListingHistoryResponse, PhotoAnalysis, PhotoRecommendation, Profile } from '../../contract/wire';

// Answers the product API and the identity service from inside the page (page.route), so the listing screens
// can be looked at and screenshotted without accounts or analyses on the server. The signed-in session is a
// synthetic one placed where supabase-js keeps it; nothing here ever reaches the real server's /api.

export interface MockState {
  profile: Profile;
  listings: Listing[];
  analyses: Record<string, PhotoAnalysis[]>;
  recommendations: Record<string, PhotoRecommendation>;
  /** Answers for GET /api/listing/:id in turn (the last one repeats), e.g. analysing then done. */
  listingSequence: Record<string, Listing[]>;
  /** What POST /api/listings/analyze answers. */
  analyzeAnswer: { status: number; body: unknown } | null;
  failList: boolean;
  /** What GET /api/listing/:id/history answers; a listing not named here has one analysis, no changes. */
  history?: Record<string, ListingHistoryResponse>;
  /**
   * What GET /api/listing/:id/market answers: an insight, or { status, body } for an error; a listing not named
   * here is in no loaded market (404 no_market).
   */
  market?: Record<string, MarketInsight | { status: number; body: unknown }>;
  /** What GET /api/listings/allowance answers; unset, a purchased account (no free-account line). */
  allowance?: ListingAllowance;
}

const USER = { id: 'u-1', email: 'alex.morgan@example.com' };

/** The signed-in host of the mocked screens, with nothing filled in beyond the name. */
export function mockProfile(): Profile {
  return { ...USER, fullName: 'Alex Morgan', phoneNumber: null, address: null, city: null, state: null, zipCode: null, avatarUrl: null };
}

function base64url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

export function fakeSession() {
  const expiresAt = Math.floor(Date.now() / 1000) + 3600;
  const accessToken = `${base64url({ alg: 'ES256', typ: 'JWT' })}.${base64url({ sub: USER.id, email: USER.email, role: 'authenticated', aud: 'authenticated', exp: expiresAt })}.c2ln`;
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: expiresAt,
    refresh_token: 'synthetic-refresh-token',
    user: {
      id: USER.id,
      aud: 'authenticated',
      role: 'authenticated',
      email: USER.email,
      app_metadata: { provider: 'email' },
      user_metadata: {},
      identities: [],
      created_at: '2026-01-01T00:00:00Z',
      updated_at: '2026-01-01T00:00:00Z',
    },
  };
}

/** A photo-like SVG (sky, hills, a house) in one of a few palettes, so thumbnails look like a photo set. */
export function photoSvg(index: number): string {
  const palettes = [
    ['#7dd3fc', '#fde68a', '#0f766e'],
    ['#c4b5fd', '#fecaca', '#7c2d12'],
    ['#1e293b', '#334155', '#0f172a'],
    ['#a7f3d0', '#fef3c7', '#166534'],
    ['#fbcfe8', '#fde68a', '#9d174d'],
  ];
  const [sky, ground, house] = palettes[index % palettes.length]!;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 400"><rect width="600" height="400" fill="${sky}"/><path d="M0 260 L150 180 L300 250 L450 170 L600 240 L600 400 L0 400Z" fill="${ground}"/><rect x="220" y="210" width="160" height="110" fill="#fff"/><path d="M200 215 L300 140 L400 215Z" fill="${house}"/><rect x="285" y="260" width="30" height="60" fill="${house}"/><text x="20" y="40" font-family="sans-serif" font-size="28" fill="#fff">${index + 1}</text></svg>`;
}

export async function mockProductApi(page: Page, state: MockState, options: { signedIn?: boolean } = {}) {
  if (options.signedIn !== false) {
    await page.addInitScript((session) => window.localStorage.setItem('sb-localhost-auth-token', JSON.stringify(session)), fakeSession());
  }
  const json = (route: Route, body: unknown, status = 200) =>
    route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });

  await page.route('**/e2e-photos/*.svg', (route) => {
    const index = Number(/(\d+)\.svg$/.exec(route.request().url())?.[1] ?? 0);
    return route.fulfill({ status: 200, contentType: 'image/svg+xml', body: photoSvg(index) });
  });
  await page.route('**/auth/v1/**', (route) => json(route, {}));
  await page.route('**/api/auth/user', (route) => json(route, state.profile));
  await page.route('**/api/listings', (route) => {
    if (state.failList) return route.abort('internetdisconnected');
    return json(route, { listings: state.listings });
  });
  await page.route('**/api/listings/analyze', (route) => {
    const answer = state.analyzeAnswer ?? { status: 500, body: { code: 'internal', message: 'No answer configured' } };
    return json(route, answer.body, answer.status);
  });
  await page.route(/\/api\/listings\/[^/]+\/reanalyze$/, (route) => {
    const id = /listings\/([^/]+)\/reanalyze/.exec(route.request().url())![1]!;
    const found = state.listings.find((l) => l.id === id);
    if (!found) return json(route, { code: 'not_found', message: 'Listing not found' }, 404);
    const running = { ...found, isAnalyzing: true, seoScore: null };
    state.listings = state.listings.map((l) => (l.id === id ? running : l));
    return json(route, { listing: running });
  });
  await page.route(/\/api\/listing\/[^/?]+$/, (route) => {
    const id = /listing\/([^/?]+)$/.exec(route.request().url())![1]!;
    if (route.request().method() === 'DELETE') {
      state.listings = state.listings.filter((l) => l.id !== id);
      return json(route, { ok: true });
    }
    const sequence = state.listingSequence[id];
    if (sequence && sequence.length > 0) {
      const next = sequence.length > 1 ? sequence.shift()! : sequence[0]!;
      return json(route, { listing: next });
    }
    const found = state.listings.find((l) => l.id === id);
    return found ? json(route, { listing: found }) : json(route, { code: 'not_found', message: 'Listing not found' }, 404);
  });
  await page.route(/\/api\/listing\/[^/]+\/history$/, (route) => {
    const id = /listing\/([^/]+)\/history$/.exec(route.request().url())![1]!;
    const found = state.listings.find((l) => l.id === id);
    if (!found) return json(route, { code: 'not_found', message: 'Listing not found' }, 404);
    const first = { analyzedAt: found.analyzedAt, title: found.title, seoScore: found.seoScore, rubricVersion: 'mock' };
    return json(route, state.history?.[id] ?? { history: found.seoScore === null ? [] : [first], changes: null });
  });
  await page.route(/\/api\/listing\/[^/]+\/market$/, (route) => {
    const id = /listing\/([^/]+)\/market$/.exec(route.request().url())![1]!;
    const answer = state.market?.[id];
    if (answer && 'status' in answer) return json(route, answer.body, answer.status);
    if (answer) return json(route, answer);
    const city = state.listings.find((l) => l.id === id)?.scrapedData?.location.city ?? 'this place';
    return json(
      route,
      { code: 'no_market', message: `No market data for ${city} yet.`, instructions: 'npm run market -- import FILE' },
      404,
    );
  });
  // A purchased account unless the test says otherwise: no free-account line on the dashboard.
  await page.route('**/api/listings/allowance', (route) =>
    json(route, state.allowance ?? { purchased: true, freeListings: 1, used: 0, remaining: null }),
  );
  // Nothing told to the assistant yet (a spec that shows facts registers its own answers after these).
  await page.route(/\/api\/listing\/[^/]+\/facts$/, (route) => {
    const id = /listing\/([^/]+)\/facts$/.exec(route.request().url())![1]!;
    return json(route, { listingId: id, pageFacts: [], hostFacts: [] });
  });
  await page.route(/\/api\/photos\/[^/]+\/recommendations$/, (route) => {
    const id = /photos\/([^/]+)\/recommendations/.exec(route.request().url())![1]!;
    const found = state.recommendations[id];
    return found ? json(route, found) : json(route, { code: 'not_found', message: 'No photo recommendation yet' }, 404);
  });
  await page.route(/\/api\/photos\/analyze\/[^/]+$/, (route) => {
    const id = /analyze\/([^/]+)$/.exec(route.request().url())![1]!;
    const found = state.recommendations[id];
    return found ? json(route, found) : json(route, { code: 'no_photos', message: 'This listing has no photos' }, 422);
  });
  await page.route(/\/api\/photos\/[^/]+$/, (route) => {
    const id = /photos\/([^/]+)$/.exec(route.request().url())![1]!;
    return json(route, { analyses: state.analyses[id] ?? [] });
  });
}
