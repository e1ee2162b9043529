import type { Database } from '../db/database';
import { ReadCache } from '../db/read-cache';
import { toWireListing } from './listing-summary';
import type { ListingContentRow, ListingsRepository, ListingSummaryRow } from './listings.repository';

// GET /api/listings and GET /api/listing/:id answer whole listings, and the browser polls them every 2-3 s while an
// analysis runs. Two columns, the page's content and the score's checks (~25 KB a listing), are most of the
// bytes and most of the cost of every poll: read back out of jsonb, parsed, serialised and encoded again. Their
// JSON is kept per listing, as UTF-8, at the version it was read at (updated_at, which every write changes), so a
// poll reads only the small columns. The answer is byte for byte JSON.stringify({ listings: rows.map(toWireListing) }).

interface Body {
  version: string;
  scrapedData: Buffer;
  recommendations: Buffer;
}

const bytesOf = (body: Body) => body.scrapedData.length + body.recommendations.length;

/** The two JSON columns' UTF-8 per listing, latest version only, least recently used out first. */
export class ListingBodyCache {
  private readonly byId = new Map<string, Body>();
  private bytes = 0;

  constructor(private readonly maxBytes = 32 * 1024 * 1024) {}

  get(id: string, version: string): Body | undefined {
    const body = this.byId.get(id);
    if (!body || body.version !== version) return undefined;
    // A Map iterates in insertion order: re-inserting keeps the most recently used last.
    this.byId.delete(id);
    this.byId.set(id, body);
    return body;
  }

  set(row: ListingContentRow): Body {
    const body: Body = {
      version: row.version,
      scrapedData: Buffer.from(JSON.stringify(row.scraped_data ?? null)),
      recommendations: Buffer.from(JSON.stringify(row.recommendations ?? null)),
    };
    const old = this.byId.get(row.id);
    if (old) {
      this.byId.delete(row.id);
      this.bytes -= bytesOf(old);
    }
    if (bytesOf(body) > this.maxBytes) return body;
    this.byId.set(row.id, body);
    this.bytes += bytesOf(body);
    for (const [id, entry] of this.byId) {
      if (this.bytes <= this.maxBytes) break;
      this.byId.delete(id);
      this.bytes -= bytesOf(entry);
    }
    return body;
  }

  get size(): number {
    return this.byId.size;
  }
}

const SCRAPED = Buffer.from(',"scrapedData":');
const RECOMMENDATIONS = Buffer.from(',"recommendations":');
const COMMA = Buffer.from(',');

/** The pieces of JSON.stringify(toWireListing(row)), for a row whose two JSON columns come as UTF-8. */
function listingParts(row: ListingSummaryRow, body: Body): Buffer[] {
  const {
    scrapedData: _content,
    recommendations: _checks,
    analysisError,
    createdAt,
    updatedAt,
    analyzedAt,
    ...head
  } = toWireListing({
    ...row,
    scraped_data: null,
    recommendations: null,
  });
  const tail = { analysisError, createdAt, updatedAt, analyzedAt };
  return [
    Buffer.from(JSON.stringify(head).slice(0, -1)),
    SCRAPED,
    body.scrapedData,
    RECOMMENDATIONS,
    body.recommendations,
    Buffer.from(`,${JSON.stringify(tail).slice(1)}`),
  ];
}

/** JSON.stringify(toWireListing(row)) as UTF-8. */
export function listingJson(row: ListingSummaryRow, body: Body): Buffer {
  return Buffer.concat(listingParts(row, body));
}

export class ListingJson {
  // The small columns too, while the embedded database is unchanged (ReadCache): polls then cost no query.
  private readonly summaries: ReadCache<ListingSummaryRow[]>;
  private readonly summary: ReadCache<ListingSummaryRow | undefined>;

  constructor(
    private readonly listings: ListingsRepository,
    database: Pick<Database, 'writeCount'>,
    private readonly cache = new ListingBodyCache(),
  ) {
    this.summaries = new ReadCache(database);
    this.summary = new ReadCache(database);
  }

  /** `{"listings":[...]}` for the user, newest first (the ListResponse of wire.ts), as UTF-8. */
  async list(userId: string): Promise<Buffer> {
    const rows = await this.summaries.get(userId, () => this.listings.listSummariesForUser(userId));
    const bodies = await this.bodiesFor(userId, rows);
    if (!bodies) {
      // A listing changed between the two reads: answer from one consistent read instead.
      return Buffer.from(JSON.stringify({ listings: (await this.listings.listForUser(userId)).map(toWireListing) }));
    }
    const parts: Buffer[] = [Buffer.from('{"listings":[')];
    rows.forEach((row, i) => {
      if (i > 0) parts.push(COMMA);
      parts.push(...listingParts(row, bodies.get(row.id)!));
    });
    parts.push(Buffer.from(']}'));
    return Buffer.concat(parts);
  }

  /** `{"listing":...}` (the SingleResponse of wire.ts) as UTF-8, or null when the user has no such listing. */
  async one(userId: string, id: string): Promise<Buffer | null> {
    const row = await this.summary.get(`${userId} ${id}`, () => this.listings.findSummaryForUser(userId, id));
    if (!row) return null;
    const bodies = await this.bodiesFor(userId, [row]);
    if (bodies) return Buffer.concat([Buffer.from('{"listing":'), ...listingParts(row, bodies.get(row.id)!), Buffer.from('}')]);
    const full = await this.listings.findForUser(userId, id);
    return full ? Buffer.from(JSON.stringify({ listing: toWireListing(full) })) : null;
  }

  /** The JSON of each row's columns at the row's version; null when one was written meanwhile (or deleted). */
  private async bodiesFor(userId: string, rows: readonly ListingSummaryRow[]): Promise<Map<string, Body> | null> {
    const found = new Map<string, Body>();
    const missing: ListingSummaryRow[] = [];
    for (const row of rows) {
      const body = this.cache.get(row.id, row.version);
      if (body) found.set(row.id, body);
      else missing.push(row);
    }
    if (missing.length === 0) return found;
    const read = new Map(
      (
        await this.listings.contentForUser(
          userId,
          missing.map((r) => r.id),
        )
      ).map((c) => [c.id, this.cache.set(c)]),
    );
    for (const row of missing) {
      const body = read.get(row.id);
      if (!body || body.version !== row.version) return null;
      found.set(row.id, body);
    }
    return found;
  }
}
