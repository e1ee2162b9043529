import { createHash } from 'node:crypto';
import type { Database } from '../db/database';
import { ReadCache } from '../db/read-cache';
import { AnswerCache } from '../http/answer-cache';
import { toListingCard, toWireListing } from './listing-summary';
import { cardsVersionOf, type ListingsRepository, type ListingSummaryRow } from './listings.repository';

// GET /api/listings and GET /api/listing/:id are polled every 2-3 s while an analysis runs. The list answers cards
// only (wire.ts ListingCard: no page content, no checks), so it costs what the dashboard shows. Each answer has an
// entity tag made from the versions of the rows it is built from (updated_at to the microsecond, which every write
// changes): a poll that names it (If-None-Match) is answered 304 after reading only the versions, and an
// answer already made for that tag is sent again as it was (AnswerCache), JSON and compressed forms alike. Only a
// listing written since is read whole and serialised again.

/** Bumped when the JSON of either answer changes shape, so that no browser keeps an answer of the old shape. */
const FORMAT = '3';

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

/** The list's tag, from the md5 of its cards' ids and versions (cardsVersionOf). */
const listTag = (cardsVersion: string) => tagOf('l', [cardsVersion]);
const listingTag = (row: { id: string; version: string }) => tagOf('o', [row.id, row.version]);

export class ListingJson {
  // The list's versions and a listing's small columns are read again only after a write to the embedded database
  // (ReadCache): polls then cost no query.
  private readonly cardsVersions: ReadCache<string>;
  private readonly summary: ReadCache<ListingSummaryRow | undefined>;
  private readonly building = new Map<string, Promise<{ etag: string; body: Buffer }>>();

  constructor(
    private readonly listings: ListingsRepository,
    database: Pick<Database, 'writeCount' | 'changeStamp' | 'changeStampSoFar'>,
    /** The answers made, by tag; the routes send their compressed forms from here too. */
    readonly answers = new AnswerCache(),
  ) {
    // Both read the listings table alone (its rows go with nothing else: no cascade reaches it).
    this.cardsVersions = new ReadCache(database, 10_000, ['listings']);
    this.summary = new ReadCache(database, 10_000, ['listings']);
  }

  /** `{"listings":[...]}` (the ListResponse of wire.ts: cards, newest first) as UTF-8, unless `known`. */
  async list(userId: string, known: Known = nothingKnown): Promise<PolledAnswer> {
    // On PGlite, whose count moves with anyone's writes, the versions come first: a poll whose answer is known or
    // already made reads one short row, not 50 cards. On PostgreSQL a new stamp means this user's listings changed,
    // so the tag is new too: the cards are read at once (one round trip, not the versions and then the cards).
    const version = await this.cardsVersions.get(
      userId,
      (byUser) => (byUser ? this.readCards(userId).then((built) => built.version) : this.listings.cardsVersionForUser(userId)),
      userId,
    );
    const etag = listTag(version);
    if (known(etag)) return { etag, notModified: true };
    const kept = this.answers.kept(etag);
    if (kept) return { etag, body: kept };
    // Polls that find the same new versions share one read of the cards.
    const flight = `${userId} ${etag}`;
    let building = this.building.get(flight);
    if (!building) {
      building = this.readCards(userId).finally(() => this.building.delete(flight));
      this.building.set(flight, building);
    }
    const { etag: builtTag, body } = await building;
    if (known(builtTag)) return { etag: builtTag, notModified: true };
    return { etag: builtTag, body };
  }

  /** The cards read whole: a write since the versions were read makes this a newer list, answered with its own tag. */
  private async readCards(userId: string): Promise<{ version: string; etag: string; body: Buffer }> {
    const rows = await this.listings.listCardsForUser(userId);
    const version = cardsVersionOf(rows);
    const etag = listTag(version);
    return { version, etag, body: this.answers.body(etag, () => Buffer.from(JSON.stringify({ listings: rows.map(toListingCard) }))) };
  }

  /** `{"listing":...}` (the SingleResponse of wire.ts) as UTF-8 unless `known`; null when the user has no such listing. */
  async one(userId: string, id: string, known: Known = nothingKnown): Promise<PolledAnswer | null> {
    const row = await this.summary.get(`${userId} ${id}`, () => this.listings.findSummaryForUser(userId, id), userId);
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
