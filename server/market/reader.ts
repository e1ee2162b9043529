// Streams an Inside Airbnb listings file (gzipped or plain) into MarketRows, one at a time, so a file of any size
// reads in constant memory. CSV parsing is csv-parse's (quoted fields over several lines, doubled quotes); this
// file only decides which rows to keep, and reports the ones it cannot use without stopping.

import { open, stat } from 'node:fs/promises';
import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { parse, type CsvError, type InfoRecord, type Options } from 'csv-parse';
import { MarketFileError, readHeader, type Header, type MarketSchema } from './columns';
import { mapRow, RowProblem, type MarketRow } from './listing-row';

export { MarketFileError } from './columns';

export interface MalformedRow {
  file: string;
  /** The line of the file the row starts on. */
  line: number;
  reason: string;
}

export interface ReadProgress {
  file: string;
  /** Rows read so far (kept, skipped and malformed). */
  rows: number;
  /** Share of the file read, 0..1 (of the compressed bytes for a gzipped file). */
  share: number;
}

export interface ReadOptions {
  /** Called for each row that cannot be used; the row is skipped and reading goes on. */
  onMalformed?: (problem: MalformedRow) => void;
  /** Called every `progressEvery` rows. */
  onProgress?: (progress: ReadProgress) => void;
  progressEvery?: number;
  /** Keep the rows of every source, not only the live "city scrape" ones (tests; previous scrapes have no price). */
  allSources?: boolean;
}

export interface ReadStats {
  /** Null until the header has been read (and for an empty file). */
  schema: MarketSchema | null;
  columns: number;
  /** Rows handed out. */
  rows: number;
  /** Rows left out because they are not from the live city scrape. */
  otherSources: number;
  malformed: number;
  empty: boolean;
}

export interface MarketReading extends AsyncIterable<MarketRow> {
  /** Filled in as the file is read; complete once the iteration ends. */
  readonly stats: ReadStats;
}

const GZIP_MAGIC = [0x1f, 0x8b];

async function isGzip(file: string): Promise<boolean> {
  const handle = await open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(2), 0, 2, 0);
    return bytesRead === 2 && buffer[0] === GZIP_MAGIC[0] && buffer[1] === GZIP_MAGIC[1];
  } finally {
    await handle.close();
  }
}

function describe(err: unknown): string {
  const e = err as NodeJS.ErrnoException;
  if (e.code === 'ENOENT') return 'no such file';
  if (e.code === 'EACCES' || e.code === 'EPERM') return 'permission denied';
  if (e.code === 'EISDIR') return 'it is a folder, not a file';
  return e.message ?? String(err);
}

/** Lines a record's raw text spans, counted as an editor does (CRLF is one break). */
function lineBreaks(raw: string): number {
  let n = 0;
  for (let i = 0; i < raw.length; i++) {
    const c = raw.charCodeAt(i);
    if (c === 10 || (c === 13 && raw.charCodeAt(i + 1) !== 10)) n++;
  }
  return n;
}

interface Parsed {
  fields: string[];
  /** The line the record starts on. */
  line: number;
}

/**
 * Reads one Inside Airbnb listings file. Throws MarketFileError (when the iteration starts) if the file is
 * missing, unreadable, not gzip or CSV, or lacks the listing columns.
 */
export function readMarketFile(file: string, options: ReadOptions = {}): MarketReading {
  const stats: ReadStats = { schema: null, columns: 0, rows: 0, otherSources: 0, malformed: 0, empty: true };
  return {
    stats,
    [Symbol.asyncIterator]: () => rowsOf(file, options, stats)[Symbol.asyncIterator](),
  };
}

async function* rowsOf(file: string, options: ReadOptions, stats: ReadStats): AsyncGenerator<MarketRow> {
  let size: number;
  let gzip: boolean;
  try {
    const info = await stat(file);
    if (info.isDirectory()) throw Object.assign(new Error('folder'), { code: 'EISDIR' });
    size = info.size;
    gzip = size >= 2 && (await isGzip(file));
  } catch (err) {
    throw new MarketFileError(`Cannot read ${file}: ${describe(err)}.`, { cause: err });
  }
  const bytes = createReadStream(file);
  const source: Readable = gzip ? bytes.pipe(createGunzip()) : bytes;
  // Set by the stream callbacks: an object, so the checks after the loop are not narrowed away.
  const broken: { failure: MarketFileError | null } = { failure: null };
  const fail = (err: unknown) => {
    broken.failure ??= new MarketFileError(
      gzip && (err as NodeJS.ErrnoException).code?.startsWith('Z_')
        ? `Cannot read ${file}: the gzip data is damaged (${(err as Error).message}).`
        : `Cannot read ${file}: ${describe(err)}.`,
      { cause: err },
    );
    parser.destroy();
  };
  const malformed = (line: number, reason: string) => {
    stats.malformed++;
    options.onMalformed?.({ file, line, reason });
  };
  // Lines are counted here, in the parser's own order: csv-parse's own count takes a CRLF inside a quoted field
  // for two lines.
  let nextLine = 1;
  // With `raw`, csv-parse hands on_record the record wrapped with its raw text (its types do not model that).
  const csvOptions = {
    bom: true,
    raw: true,
    relax_quotes: true,
    relax_column_count: true,
    skip_records_with_error: true,
    on_record: (wrapped: unknown, context: InfoRecord): Parsed => {
      const line = nextLine;
      nextLine += lineBreaks(context.raw ?? '\n');
      return { fields: (wrapped as { record: string[] }).record, line };
    },
    on_skip: (err: CsvError | undefined, raw?: string) => {
      const line = nextLine;
      nextLine += raw ? lineBreaks(raw) : 1;
      malformed(line, err?.message ?? 'the row cannot be read as CSV');
      return undefined;
    },
  } as unknown as Options;
  const parser = parse(csvOptions);
  bytes.on('error', fail);
  if (gzip) source.on('error', fail);
  source.pipe(parser);

  const every = options.progressEvery ?? 1000;
  let seen = 0;
  let header: Header | null = null;
  try {
    for await (const { fields, line } of parser as AsyncIterable<Parsed>) {
      if (fields.length === 1 && fields[0]!.trim() === '') continue; // a blank line
      stats.empty = false;
      if (!header) {
        header = readHeader(fields, file);
        stats.schema = header.schema;
        stats.columns = header.width;
        continue;
      }
      seen++;
      if (options.onProgress && seen % every === 0) {
        options.onProgress({ file, rows: seen, share: size === 0 ? 1 : Math.min(1, bytes.bytesRead / size) });
      }
      if (fields.length !== header.width) {
        malformed(line, `the row has ${fields.length} fields where the header names ${header.width}`);
        continue;
      }
      const sourceAt = header.at.source;
      if (!options.allSources && sourceAt >= 0 && fields[sourceAt]!.trim() !== 'city scrape') {
        stats.otherSources++;
        continue;
      }
      let row: MarketRow;
      try {
        row = mapRow(fields, header, line);
      } catch (err) {
        if (!(err instanceof RowProblem)) throw err;
        malformed(line, err.message);
        continue;
      }
      stats.rows++;
      yield row;
    }
  } catch (err) {
    if (err instanceof MarketFileError) throw err;
    if (broken.failure) throw broken.failure;
    throw new MarketFileError(`Cannot read ${file}: ${describe(err)}.`, { cause: err });
  } finally {
    bytes.destroy();
  }
  if (broken.failure) throw broken.failure;
  if (options.onProgress && seen % every !== 0) options.onProgress({ file, rows: seen, share: 1 });
}
