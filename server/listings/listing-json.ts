import { toWireListing } from './listing-summary';
import type { ListingContentRow, ListingsRepository, ListingSummaryRow } from './listings.repository';

// GET /api/listings and GET /api/listing/:id answer whole listings, and the browser polls them every 2-3 s while an
// analysis runs. Two columns, the page's content and the score's checks (~25 KB a listing), are most of the
// bytes and most of the cost of every poll: read back out of jsonb, parsed, serialised again. Their JSON text is
// kept per listing at the version it was read at (updated_at, which every write changes), so a poll reads only
// the small columns. The answer is byte for byte JSON.stringify({ listings: rows.map(toWireListing) }).

interface Body {
  version: string;
  scrapedData: string;
  recommendations: string;
  chars: number;
}

/** The two JSON columns' text per listing, latest version only, least recently used out first. */
export class ListingBodyCache {
  private readonly byId = new Map<string, Body>();
  private chars = 0;

  constructor(private readonly maxChars = 16 * 1024 * 1024) {}

  get(id: string, version: string): Body | undefined {
    const body = this.byId.get(id);
    if (!body || body.version !== version) return undefined;
    // A Map iterates in insertion order: re-inserting keeps the most recently used last.
    this.byId.delete(id);
    this.byId.set(id, body);
    return body;
  }

  set(row: ListingContentRow): Body {
    const scrapedData = JSON.stringify(row.scraped_data ?? null);
    const recommendations = JSON.stringify(row.recommendations ?? null);
    const body: Body = { version: row.version, scrapedData, recommendations, chars: scrapedData.length + recommendations.length };
    const old = this.byId.get(row.id);
    if (old) {
      this.byId.delete(row.id);
      this.chars -= old.chars;
    }
    if (body.chars > this.maxChars) return body;
    this.byId.set(row.id, body);
    this.chars += body.chars;
    for (const [id, entry] of this.byId) {
      if (this.chars <= this.maxChars) break;
      this.byId.delete(id);
      this.chars -= entry.chars;
    }
    return body;
  }

  get size(): number {
    return this.byId.size;
  }
}

/** JSON.stringify(toWireListing(row)) for a row whose two JSON columns come as text. */
export function listingJson(row: ListingSummaryRow, body: Pick<Body, 'scrapedData' | 'recommendations'>): string {
  const { scrapedData: _content, recommendations: _checks, analysisError, createdAt, updatedAt, analyzedAt, ...head } = toWireListing({
    ...row,
    scraped_data: null,
    recommendations: null,
  });
  const tail = { analysisError, createdAt, updatedAt, analyzedAt };
  return `${JSON.stringify(head).slice(0, -1)},"scrapedData":${body.scrapedData},"recommendations":${body.recommendations},${JSON.stringify(tail).slice(1)}`;
}

export class ListingJson {
  constructor(
    private readonly listings: ListingsRepository,
    private readonly cache = new ListingBodyCache(),
  ) {}

  /** `{"listings":[...]}` for the user, newest first (the ListResponse of wire.ts). */
  async list(userId: string): Promise<string> {
    const rows = await this.listings.listSummariesForUser(userId);
    const bodies = await this.bodiesFor(userId, rows);
    if (bodies) return `{"listings":[${rows.map((row) => listingJson(row, bodies.get(row.id)!)).join(',')}]}`;
    // A listing changed between the two reads: answer from one consistent read instead.
    return JSON.stringify({ listings: (await this.listings.listForUser(userId)).map(toWireListing) });
  }

  /** `{"listing":...}` (the SingleResponse of wire.ts), or null when the user has no such listing. */
  async one(userId: string, id: string): Promise<string | null> {
    const row = await this.listings.findSummaryForUser(userId, id);
    if (!row) return null;
    const bodies = await this.bodiesFor(userId, [row]);
    if (bodies) return `{"listing":${listingJson(row, bodies.get(row.id)!)}}`;
    const full = await this.listings.findForUser(userId, id);
    return full ? JSON.stringify({ listing: toWireListing(full) }) : null;
  }

  /** The JSON text of each row's columns at the row's version; null when one was written meanwhile (or deleted). */
  private async bodiesFor(userId: string, rows: readonly ListingSummaryRow[]): Promise<Map<string, Body> | null> {
    const found = new Map<string, Body>();
    const missing: ListingSummaryRow[] = [];
    for (const row of rows) {
      const body = this.cache.get(row.id, row.version);
      if (body) found.set(row.id, body);
      else missing.push(row);
    }
    if (missing.length === 0) return found;
    const read = new Map((await this.listings.contentForUser(userId, missing.map((r) => r.id))).map((c) => [c.id, this.cache.set(c)]));
    for (const row of missing) {
      const body = read.get(row.id);
      if (!body || body.version !== row.version) return null;
      found.set(row.id, body);
    }
    return found;
  }
}
