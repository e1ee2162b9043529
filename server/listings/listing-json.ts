import { createHash } from 'node:crypto';
import type { Database } from '../db/database';
import { ReadCache } from '../db/read-cache';
import { toListingCard, toWireListing } from './listing-summary';
import type { ListingCardRow, ListingContentRow, ListingsRepository, ListingSummaryRow } from './listings.repository';

// GET /api/listings and GET /api/listing/:id are polled every 2-3 s while an analysis runs. The list answers cards
// only (wire.ts ListingCard: no page content, no checks), so it costs what the dashboard shows. Each answer has an
// entity tag made from the versions of the rows it is built from (updated_at to the microsecond, which every write
// changes), so a poll that finds nothing new is answered 304 without reading or serialising anything large.
//
// The whole listing's two large JSON columns (~25 KB) are kept per listing as UTF-8, at the version they were read
// at, so a changed listing costs one read of its small columns and one of its content, and an unchanged one none.

/** Bumped when the JSON of either answer changes shape, so that no browser keeps an answer of the old shape. */
const FORMAT = '2';

export type PolledAnswer = { etag: string; body: Buffer; notModified?: never } | { etag: string; notModified: true; body?: never };

/** Whether the caller already holds the answer with this tag (the request's If-None-Match). */
export type Known = (etag: string) => boolean;

const nothingKnown: Known = () => false;

function tagOf(kind: string, parts: readonly string[]): string {
  const hash = createHash('sha1');
  hash.update(FORMAT).update(kind);
  for (const part of parts) hash.update('\0').update(part);
  return `W/"${kind}${hash.digest('base64url').slice(0, 22)}"`;
}

const listTag = (rows: readonly ListingCardRow[]) =>
  tagOf(
    'l',
    rows.flatMap((r) => [r.id, r.version]),
  );
const listingTag = (row: { id: string; version: string }) => tagOf('o', [row.id, row.version]);

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

/** JSON.stringify(toWireListing(row)) as UTF-8, for a row whose two JSON columns come as UTF-8. */
export function listingJson(row: ListingSummaryRow, body: Body): Buffer {
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
  return Buffer.concat([
    Buffer.from(JSON.stringify(head).slice(0, -1)),
    SCRAPED,
    body.scrapedData,
    RECOMMENDATIONS,
    body.recommendations,
    Buffer.from(`,${JSON.stringify(tail).slice(1)}`),
  ]);
}

export class ListingJson {
  // The small columns too, while the embedded database is unchanged (ReadCache): polls then cost no query.
  private readonly cards: ReadCache<ListingCardRow[]>;
  private readonly summary: ReadCache<ListingSummaryRow | undefined>;

  constructor(
    private readonly listings: ListingsRepository,
    database: Pick<Database, 'writeCount'>,
    private readonly cache = new ListingBodyCache(),
  ) {
    this.cards = new ReadCache(database);
    this.summary = new ReadCache(database);
  }

  /** `{"listings":[...]}` (the ListResponse of wire.ts: cards, newest first) as UTF-8, unless `known`. */
  async list(userId: string, known: Known = nothingKnown): Promise<PolledAnswer> {
    const rows = await this.cards.get(userId, () => this.listings.listCardsForUser(userId));
    const etag = listTag(rows);
    if (known(etag)) return { etag, notModified: true };
    return { etag, body: Buffer.from(JSON.stringify({ listings: rows.map(toListingCard) })) };
  }

  /** `{"listing":...}` (the SingleResponse of wire.ts) as UTF-8 unless `known`; null when the user has no such listing. */
  async one(userId: string, id: string, known: Known = nothingKnown): Promise<PolledAnswer | null> {
    const row = await this.summary.get(`${userId} ${id}`, () => this.listings.findSummaryForUser(userId, id));
    if (!row) return null;
    const etag = listingTag(row);
    if (known(etag)) return { etag, notModified: true };
    let body = this.cache.get(row.id, row.version);
    if (!body) {
      const content = await this.listings.contentForUser(userId, id);
      body = content ? this.cache.set(content) : undefined;
    }
    if (body?.version === row.version) {
      return { etag, body: Buffer.concat([Buffer.from('{"listing":'), listingJson(row, body), Buffer.from('}')]) };
    }
    // The listing was written (or deleted) between the two reads: answer from one consistent read instead.
    const full = await this.listings.findVersionedForUser(userId, id);
    if (!full) return null;
    const fullTag = listingTag(full);
    if (known(fullTag)) return { etag: fullTag, notModified: true };
    return { etag: fullTag, body: Buffer.from(JSON.stringify({ listing: toWireListing(full) })) };
  }
}
