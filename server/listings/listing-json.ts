import { createHash } from 'node:crypto';
import type { Database } from '../db/database';
import { ReadCache } from '../db/read-cache';
import { AnswerCache } from '../http/answer-cache';
import { toListingCard, toWireListing } from './listing-summary';
import type { ListingCardRow, ListingsRepository, ListingSummaryRow } from './listings.repository';

// GET /api/listings and GET /api/listing/:id are polled every 2-3 s while an analysis runs. The list answers cards
// only (wire.ts ListingCard: no page content, no checks), so it costs what the dashboard shows. Each answer has an
// entity tag made from the versions of the rows it is built from (updated_at to the microsecond, which every write
// changes): a poll that names it (If-None-Match) is answered 304 after reading only the small columns, and an
// answer already made for that tag is sent again as it was (AnswerCache), JSON and compressed forms alike. Only a
// listing written since is read whole and serialised again.

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

export class ListingJson {
  // The small columns too, while the embedded database is unchanged (ReadCache): polls then cost no query.
  private readonly cards: ReadCache<ListingCardRow[]>;
  private readonly summary: ReadCache<ListingSummaryRow | undefined>;

  constructor(
    private readonly listings: ListingsRepository,
    database: Pick<Database, 'writeCount'>,
    /** The answers made, by tag; the routes send their compressed forms from here too. */
    readonly answers = new AnswerCache(),
  ) {
    this.cards = new ReadCache(database);
    this.summary = new ReadCache(database);
  }

  /** `{"listings":[...]}` (the ListResponse of wire.ts: cards, newest first) as UTF-8, unless `known`. */
  async list(userId: string, known: Known = nothingKnown): Promise<PolledAnswer> {
    const rows = await this.cards.get(userId, () => this.listings.listCardsForUser(userId));
    const etag = listTag(rows);
    if (known(etag)) return { etag, notModified: true };
    return { etag, body: this.answers.body(etag, () => Buffer.from(JSON.stringify({ listings: rows.map(toListingCard) }))) };
  }

  /** `{"listing":...}` (the SingleResponse of wire.ts) as UTF-8 unless `known`; null when the user has no such listing. */
  async one(userId: string, id: string, known: Known = nothingKnown): Promise<PolledAnswer | null> {
    const row = await this.summary.get(`${userId} ${id}`, () => this.listings.findSummaryForUser(userId, id));
    if (!row) return null;
    const etag = listingTag(row);
    if (known(etag)) return { etag, notModified: true };
    const kept = this.answers.kept(etag);
    if (kept) return { etag, body: kept };
    // Read whole; a write since the first read makes this a newer version, answered with its own tag.
    const full = await this.listings.findVersionedForUser(userId, id);
    if (!full) return null;
    const fullTag = listingTag(full);
    if (known(fullTag)) return { etag: fullTag, notModified: true };
    return { etag: fullTag, body: this.answers.body(fullTag, () => Buffer.from(JSON.stringify({ listing: toWireListing(full) }))) };
  }
}
