import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { readAdminHandle, type AdminHandle } from '../accounts/admin-handle';
import { scrapeDay } from '../../contract/market';
import type { Config } from '../config';
import { openDatabase, type Database } from '../db/database';
import { DataDirLockedError, lockDataDir } from '../db/data-dir-lock';
import { migrateToLatest } from '../db/migrate';
import { MarketFileError } from './columns';
import { listMarkets, removeMarket, type MarketList, type RemovedMarket } from './market-admin';
import type { ImportLine } from './market-admin.routes';
import { importMarketFile, type ImportProgress, type ImportResult } from './market-import';
import type { MalformedRow } from './reader';

// `npm run market -- import FILE [--name NAME]`, `npm run market -- list`, `npm run market -- remove NAME
// [--scraped YYYY-MM-DD]`: the operator's commands for Inside Airbnb markets, run with the server's own
// environment (DATA_DIR / DATABASE_URL). With PGlite only one process may open the data folder: when the server
// holds it, the command asks the running server instead (its admin handle, as `npm run grant` does).

export const MARKET_USAGE = [
  'Usage:',
  '  npm run market -- import FILE [--name NAME]   load an Inside Airbnb listings.csv.gz (insideairbnb.com, "Get the data")',
  '  npm run market -- list                        the markets loaded',
  '  npm run market -- remove NAME [--scraped YYYY-MM-DD]',
  '  npm run market -- score FILE [FILE...] [--out scores.jsonl]   score each listing of a file (JSON lines)',
].join('\n');

export class MarketUsageError extends Error {}

interface Output {
  line(text: string): void;
  /** A line that the next one replaces on a terminal (progress). */
  status(text: string): void;
}

export const consoleOutput = (): Output => {
  const tty = Boolean(process.stdout.isTTY);
  let open = false;
  let lastShare = -1;
  return {
    line(text) {
      if (open) process.stdout.write('\n');
      open = false;
      process.stdout.write(`${text}\n`);
    },
    status(text) {
      if (tty) {
        process.stdout.write(`\r${text}\u001b[K`);
        open = true;
        return;
      }
      // Not a terminal (a log, a test): one line per tenth of the file.
      const tenth = Number(/(\d+) %/.exec(text)?.[1] ?? 0) / 10;
      if (Math.floor(tenth) > lastShare) {
        lastShare = Math.floor(tenth);
        process.stdout.write(`${text}\n`);
      }
    },
  };
};

/** Runs `work` on the database directly, or through the server that holds the PGlite folder. */
async function onDatabaseOrServer<T>(
  config: Config,
  direct: (database: Database) => Promise<T>,
  viaServer: (handle: AdminHandle) => Promise<T>,
) {
  const directly = async () => {
    const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    try {
      await migrateToLatest(database);
      return await direct(database);
    } finally {
      await database.close();
    }
  };
  if (config.databaseUrl) return directly();
  let release: (() => Promise<void>) | null = null;
  try {
    release = await lockDataDir(config.dataDir, { waitMs: 0 });
  } catch (err) {
    if (!(err instanceof DataDirLockedError)) throw err;
  }
  if (release) {
    try {
      return await directly();
    } finally {
      await release();
    }
  }
  const handle = readAdminHandle(path.join(config.dataDir, 'server.json'));
  if (!handle) {
    throw new Error(
      `Another process is using the data folder ${config.dataDir} and did not say how to reach it. ` +
        'Stop it and run this command again, or run it against the same DATABASE_URL as the server.',
    );
  }
  return viaServer(handle);
}

async function callServer(handle: AdminHandle, method: string, route: string, init: RequestInit = {}): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(`${handle.url}${route}`, {
      method,
      ...init,
      headers: { authorization: `Bearer ${handle.serviceRoleKey}`, ...(init.headers as Record<string, string> | undefined) },
    });
  } catch (err) {
    throw new Error(`The server holding the data folder (pid ${handle.pid}) did not answer at ${handle.url}: ${(err as Error).message}`, {
      cause: err,
    });
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { message?: string };
    throw new Error(`The server refused (HTTP ${response.status}): ${body.message ?? 'no details'}`);
  }
  return response;
}

async function importViaServer(
  handle: AdminHandle,
  file: string,
  name: string | undefined,
  on: { progress: (p: ImportProgress) => void; malformed: (m: MalformedRow) => void },
): Promise<ImportResult> {
  const query = new URLSearchParams({ file: path.basename(file), ...(name !== undefined ? { name } : {}) });
  const response = await callServer(handle, 'POST', `/api/admin/markets?${query.toString()}`, {
    headers: { 'content-type': 'application/octet-stream' },
    body: createReadStream(file) as unknown as NonNullable<RequestInit['body']>,
    // A streamed request body (Node's fetch asks for it by name).
    ...({ duplex: 'half' } as object),
  });
  const decoder = new TextDecoder();
  let pending = '';
  let result: ImportResult | null = null;
  const handleLine = (text: string) => {
    if (!text.trim()) return;
    const line = JSON.parse(text) as ImportLine;
    if ('progress' in line) on.progress(line.progress);
    else if ('malformed' in line) on.malformed({ file, ...line.malformed });
    else if ('done' in line) result = line.done;
    else if ('error' in line) throw new MarketFileError(line.error);
  };
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    pending += decoder.decode(chunk, { stream: true });
    const lines = pending.split('\n');
    pending = lines.pop()!;
    for (const text of lines) handleLine(text);
  }
  handleLine(pending);
  if (!result) throw new Error('The server stopped before the import finished.');
  return result;
}

function options(args: string[], allowed: string[]): { positional: string[]; flags: Record<string, string> } {
  const positional: string[] = [];
  const flags: Record<string, string> = {};
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const [flag, inline] = arg.slice(2).split(/=(.*)/s, 2) as [string, string | undefined];
    if (!allowed.includes(flag)) throw new MarketUsageError(`Unknown option --${flag}.\n${MARKET_USAGE}`);
    const value = inline ?? args[++i];
    if (value === undefined || value === '') throw new MarketUsageError(`--${flag} needs a value.\n${MARKET_USAGE}`);
    flags[flag] = value;
  }
  return { positional, flags };
}

const count = (n: number) => n.toLocaleString('en-GB');

export async function importCommand(config: Config, args: string[], out: Output = consoleOutput()): Promise<ImportResult> {
  const { positional, flags } = options(args, ['name']);
  if (positional.length !== 1) throw new MarketUsageError(`Name one listings file to import.\n${MARKET_USAGE}`);
  const file = path.resolve(positional[0]!);
  try {
    const info = await stat(file);
    if (!info.isFile()) throw new MarketFileError(`Cannot read ${positional[0]}: it is not a file.`);
  } catch (err) {
    if (err instanceof MarketFileError) throw err;
    throw new MarketFileError(
      `Cannot read ${positional[0]}: ${(err as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (err as Error).message}.`,
    );
  }
  const malformed: MalformedRow[] = [];
  const on = {
    progress: (p: ImportProgress) =>
      out.status(`Importing ${path.basename(file)}: ${count(p.rows)} listings read (${Math.round(p.share * 100)} %)`),
    malformed: (m: MalformedRow) => malformed.push(m),
  };
  const result = await onDatabaseOrServer(
    config,
    (database) => importMarketFile(database, file, { name: flags.name, onProgress: on.progress, onMalformed: on.malformed }),
    (handle) => importViaServer(handle, file, flags.name, on),
  );
  out.line(
    `Loaded ${result.name} (scraped ${scrapeDay(result.scrapedOn)}): ${count(result.listings)} listings in ${result.seconds.toFixed(1)} s` +
      `${result.replaced ? ', replacing the earlier import of the same scrape' : ''}.`,
  );
  if (!result.currency) out.line('Its prices have no currency the app could tell from the file, so the card will not compare prices.');
  if (result.otherSources) out.line(`${count(result.otherSources)} rows of earlier scrapes (not live on the scrape date) were left out.`);
  if (malformed.length) {
    const shown = malformed.slice(0, 5).map((m) => `line ${m.line}: ${m.reason}`);
    out.line(
      `${count(malformed.length)} rows could not be read and were skipped (${shown.join('; ')}${malformed.length > 5 ? '; …' : ''}).`,
    );
  }
  return result;
}

export async function listCommand(config: Config, out: Output = consoleOutput()): Promise<MarketList> {
  const list = await onDatabaseOrServer(
    config,
    listMarkets,
    async (handle) => (await callServer(handle, 'GET', '/api/admin/markets')).json() as Promise<MarketList>,
  );
  if (list.markets.length === 0) out.line('No market is loaded yet. Load one with: npm run market -- import listings.csv.gz');
  else {
    const rows = list.markets.map((m) => [
      m.name,
      `scraped ${scrapeDay(m.scrapedOn)}`,
      `${count(m.listings)} listings`,
      m.place ?? '',
      m.currency ?? '',
    ]);
    const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
    out.line(`${list.markets.length} ${list.markets.length === 1 ? 'market' : 'markets'} loaded:`);
    for (const r of rows)
      out.line(
        `  ${r
          .map((cell, i) => cell.padEnd(widths[i]!))
          .join('   ')
          .trimEnd()}`,
      );
  }
  if (list.unfinished) out.line(`${list.unfinished} import(s) stopped half-way; importing the same market again clears them.`);
  return list;
}

export async function removeCommand(config: Config, args: string[], out: Output = consoleOutput()): Promise<RemovedMarket[]> {
  const { positional, flags } = options(args, ['scraped']);
  if (positional.length === 0) throw new MarketUsageError(`Name the market to remove.\n${MARKET_USAGE}`);
  const name = positional.join(' ');
  if (flags.scraped && !/^\d{4}-\d{2}-\d{2}$/.test(flags.scraped)) throw new MarketUsageError('--scraped is a date, YYYY-MM-DD.');
  const removed = await onDatabaseOrServer(
    config,
    (database) => removeMarket(database, name, flags.scraped),
    async (handle) => {
      const query = new URLSearchParams({ name, ...(flags.scraped ? { scraped: flags.scraped } : {}) });
      return ((await (await callServer(handle, 'DELETE', `/api/admin/markets?${query.toString()}`)).json()) as { removed: RemovedMarket[] })
        .removed;
    },
  );
  if (removed.length === 0)
    throw new MarketFileError(
      `No market named "${name}"${flags.scraped ? ` scraped ${flags.scraped}` : ''} is loaded (npm run market -- list shows them).`,
    );
  for (const m of removed) out.line(`Removed ${m.name} (scraped ${scrapeDay(m.scrapedOn)}).`);
  return removed;
}

/** Runs one `npm run market` command; `others` adds subcommands kept elsewhere (e.g. `score`). */
export async function marketCommand(
  config: Config,
  args: string[],
  others: Record<string, (args: string[]) => Promise<void>> = {},
): Promise<void> {
  const [sub, ...rest] = args;
  if (sub === 'import') await importCommand(config, rest);
  else if (sub === 'list') await listCommand(config);
  else if (sub === 'remove') await removeCommand(config, rest);
  else if (sub && Object.hasOwn(others, sub)) await others[sub]!(rest);
  else throw new MarketUsageError(MARKET_USAGE);
}
