import { randomUUID } from 'node:crypto';
import { airbnbListingIdOf } from '../analysis/extract/page-address';
import { prepareImport, type PreparedImport } from '../analysis/extract/imported-page';
import type { SavedPageProblem } from '../analysis/extract/saved-page';
import { PageTooComplexError } from '../analysis/extract/page-limits';
import type { Fetcher } from '../analysis/fetch';
import {
  airbnbCanonicalUrl,
  classifyListingUrl,
  ListingUrlError,
  resolveListingUrl,
  type IntakeContext,
  type ResolvedTarget,
} from '../analysis/url';
import type { Database } from '../db/database';
import { AppError, errors } from '../errors';
import { ANALYSE_LISTING, type JobQueue } from '../jobs/queue';
import { listingImportsRepository } from './listing-imports.repository';
import { listingsRepository, type ListingRow, type ListingsRepository } from './listings.repository';

// The host hands over the listing page their own browser shows (a saved file or the page source): when the
// listing site will not show it to us, they still get it analysed. The page is checked (text, a web page, not
// too large), its listing is found from the page itself (or from the address the host gave), and the listing
// is created or started over exactly like an analysis of that address; the analysis job then reads the
// handed-over page instead of fetching one. Photos the page names are fetched later by the photo analysis,
// through the same guarded fetcher as any other photo.

export interface ImportRequest {
  bytes: Buffer;
  source: 'file' | 'paste';
  fileName: string | null;
  /** The listing's address as the host gave it; it wins over the page's own when it is a listing address. */
  url: string | null;
}

/** The fair queue and the account's limits of listing-analysis.service.ts, which an imported page shares. */
export interface AnalysisAdmission {
  countStart(userId: string): void;
  /** Claims the address against a free account and records it as analysing, one analysis of a host at a time. */
  admitNew(userId: string, email: string | null, target: ResolvedTarget, jobId: string): Promise<{ listing: ListingRow; place: number }>;
}

/** Handed-over pages up to this size are read on the request's own thread (under ~5 ms). */
export const PREPARE_IN_PLACE_BYTES = 256 * 1024;

export interface ListingImportDeps {
  database: Database;
  queue: () => Promise<JobQueue>;
  fetcher: Fetcher;
  admission: AnalysisAdmission;
  /** Reads the handed-over bytes (the analysis pool on a server: the page is read off the server's thread). */
  prepare?: (bytes: Uint8Array) => Promise<PreparedImport>;
}

const NO_ADDRESS =
  "We could not tell which listing this page is: it names no listing address. Add the listing's address (from your browser's address bar) with the page.";

function pageProblem(problem: SavedPageProblem, message: string): AppError {
  return problem === 'not_text' ? new AppError('unsupported_media_type', message) : errors.validation(message);
}

export class ListingImportService {
  private readonly listings: ListingsRepository;
  private readonly imports: ReturnType<typeof listingImportsRepository>;

  constructor(private readonly deps: ListingImportDeps) {
    this.listings = listingsRepository(deps.database);
    this.imports = listingImportsRepository(deps.database);
  }

  async import(userId: string, request: ImportRequest, intake: IntakeContext, email: string | null = null): Promise<ListingRow> {
    this.deps.admission.countStart(userId);
    // A page of a few hundred kilobytes is decoded and scanned in a few milliseconds; a larger one (up to 15 MB:
    // a quarter of a second) goes to the analysis pool, so no request holds the server's thread for long.
    const inPlace = !this.deps.prepare || request.bytes.length <= PREPARE_IN_PLACE_BYTES;
    const prepare = inPlace ? async (bytes: Uint8Array) => prepareImport(bytes) : this.deps.prepare!;
    const page = await prepare(request.bytes).catch((err: unknown) => {
      throw err instanceof PageTooComplexError ? errors.validation(err.message) : err;
    });
    if (!page.ok) throw pageProblem(page.problem, page.message);
    const target = await this.targetOf(page.addresses, request.url, intake);
    const jobId = randomUUID();
    const { listing, place } = await this.deps.admission.admitNew(userId, email, target, jobId);
    await this.imports.save({
      listingId: listing.id,
      userId,
      page: page.html,
      source: request.source,
      fileName: request.fileName,
    });
    try {
      await (await this.deps.queue()).send(ANALYSE_LISTING, { listingId: listing.id }, { id: jobId, priority: -place });
    } catch (cause) {
      await this.listings.saveFailure(listing.id, jobId, 'The analysis could not be started. Please try again.');
      throw errors.unavailable('The analysis could not be started right now. Please try again in a moment.', cause);
    }
    return listing;
  }

  /** The host's address when it is a listing address; else the first listing address the page names for itself. */
  private async targetOf(addresses: string[], url: string | null, intake: IntakeContext): Promise<ResolvedTarget> {
    let given: ListingUrlError | null = null;
    if (url?.trim()) {
      try {
        return await resolveListingUrl(url, intake, this.deps.fetcher);
      } catch (err) {
        if (!(err instanceof ListingUrlError)) throw err;
        given = err;
      }
    }
    for (const address of addresses) {
      const airbnbId = airbnbListingIdOf(address);
      try {
        const target = classifyListingUrl(airbnbId ? airbnbCanonicalUrl(airbnbId) : address, intake);
        if (target.kind !== 'airbnb-short-link') return target;
      } catch (err) {
        if (!(err instanceof ListingUrlError)) throw err;
      }
    }
    if (given) throw new AppError(given.code, `${given.message}, and the page names no listing address of its own`);
    throw new AppError('validation_failed', NO_ADDRESS);
  }
}
