import { createWriteStream } from 'node:fs';
import { access, constants } from 'node:fs/promises';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import { grantPurchase, type GrantResult } from './accounts/grant';
import { readAdminHandle } from './accounts/admin-handle';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase } from './db/database';
import { DataDirLockedError, lockDataDir } from './db/data-dir-lock';
import { migrateToLatest } from './db/migrate';
import { loadOrCreateKeys } from './identity/keys';
import { isValidEmail, normaliseEmail } from './identity/secrets';
import { MarketFileError } from './market';
import { scoreFiles } from './market/score-files';
import { calibrate as runCalibration, summary, trainingFiles, writeCalibration, TRAINING_DIR } from './market/calibration/calibrate';
import { marketCommand, MarketUsageError } from './market/market-cli';

// Admin commands, run with the server's own environment (DATA_DIR / DATABASE_URL):
//   npm run grant -- <email>    record a purchase and print the onboarding link
//   npm run market -- import FILE | list | remove NAME   Inside Airbnb markets (server/market/market-cli.ts)
//   npm run market -- score FILE... [--out FILE]   score Inside Airbnb listings files (JSON lines)
//   npm run calibrate            measure the rubric against the training markets (docs/calibration.md)
// With PGlite only one process may open the data folder: when the server holds it, the command asks the
// running server instead (through the handle it leaves in the folder, with the service-role key).

const USAGE = 'Usage: npm run grant -- <email>';
const SCORE_USAGE = 'Usage: npm run market -- score FILE [FILE...] [--out scores.jsonl]';

async function grantDirect(config: Config, email: string): Promise<GrantResult> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateToLatest(database);
    const keys = await loadOrCreateKeys(database);
    return await grantPurchase(database, keys.serverSecret, email, new Date());
  } finally {
    await database.close();
  }
}

async function grantThroughServer(config: Config, email: string): Promise<{ result: GrantResult; serverUrl: string }> {
  const handle = readAdminHandle(path.join(config.dataDir, 'server.json'));
  if (!handle) {
    throw new Error(
      `Another process is using the data folder ${config.dataDir} and did not say how to reach it. ` +
        'Stop it and run this command again, or run it against the same DATABASE_URL as the server.',
    );
  }
  let response: Response;
  try {
    response = await fetch(`${handle.url}/api/admin/purchases`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${handle.serviceRoleKey}` },
      body: JSON.stringify({ email }),
      signal: AbortSignal.timeout(15_000),
    });
  } catch (err) {
    throw new Error(`The server holding ${config.dataDir} (pid ${handle.pid}) did not answer at ${handle.url}: ${(err as Error).message}`, {
      cause: err,
    });
  }
  const body = (await response.json().catch(() => ({}))) as GrantResult & { message?: string };
  if (!response.ok) throw new Error(`The server refused the grant (HTTP ${response.status}): ${body.message ?? 'no details'}`);
  return { result: body, serverUrl: handle.url };
}

async function grant(rawEmail: string | undefined): Promise<void> {
  if (!rawEmail) throw new UsageError(USAGE);
  const email = normaliseEmail(rawEmail);
  if (!isValidEmail(email)) throw new UsageError(`"${rawEmail}" is not an email address. ${USAGE}`);
  const config = loadConfig();
  let result: GrantResult;
  let appUrl = config.publicUrl ?? `http://localhost:${config.port}`;
  if (config.databaseUrl) {
    result = await grantDirect(config, email);
  } else {
    let release: (() => Promise<void>) | null = null;
    try {
      release = await lockDataDir(config.dataDir, { waitMs: 0 });
    } catch (err) {
      if (!(err instanceof DataDirLockedError)) throw err;
    }
    if (release) {
      try {
        result = await grantDirect(config, email);
      } finally {
        await release();
      }
    } else {
      const through = await grantThroughServer(config, email);
      result = through.result;
      if (!config.publicUrl) appUrl = through.serverUrl.replace('//127.0.0.1:', '//localhost:');
    }
  }
  console.log(`Purchase recorded for ${result.email} (id ${result.purchaseId}).`);
  console.log('Onboarding link (send it to the buyer; it creates their account once):');
  console.log(`  ${appUrl}${result.onboardingPath}`);
}

class UsageError extends Error {}

async function calibrateCommand(args: string[]): Promise<void> {
  const files = args.length ? args : trainingFiles();
  if (files.length === 0) throw new MarketFileError(`No training files: ${TRAINING_DIR} holds no listings.csv.gz.`);
  const started = Date.now();
  const result = await runCalibration(files, (line) => console.error(line));
  for (const file of await writeCalibration(result)) console.error(`Wrote ${path.relative(process.cwd(), file)}`);
  for (const line of summary(result)) console.log(line);
  console.error(`Calibrated rubric ${result.fit.rubric.version} in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
}

function marketArgs(args: string[]): { files: string[]; out: string | null } {
  const files: string[] = [];
  let out: string | null = null;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--out') {
      out = args[++i] ?? null;
      if (!out) throw new UsageError(`--out needs a file name. ${SCORE_USAGE}`);
    } else if (arg.startsWith('--out=')) out = arg.slice('--out='.length);
    else if (arg.startsWith('--')) throw new UsageError(`Unknown option ${arg}. ${SCORE_USAGE}`);
    else files.push(arg);
  }
  if (files.length === 0) throw new UsageError(`Name at least one listings file. ${SCORE_USAGE}`);
  return { files, out };
}

async function scoreCommand(args: string[]): Promise<void> {
  const { files, out } = marketArgs(args);
  // Every file is checked before any is scored, so a typo in the last one does not cost a long run.
  for (const file of files) {
    try {
      await access(file, constants.R_OK);
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      throw new MarketFileError(
        `Cannot read ${file}: ${code === 'ENOENT' ? 'no such file' : code === 'EACCES' ? 'permission denied' : String(code)}.`,
      );
    }
  }
  const sink = out ? createWriteStream(out) : process.stdout;
  const started = Date.now();
  const result = await scoreFiles(files, sink, {
    progress: (p) =>
      console.error(`${path.basename(p.file)}: ${p.rows.toLocaleString('en-GB')} rows read (${Math.round(p.share * 100)} %)`),
    malformed: (m) => console.error(`${m.file}, line ${m.line}: ${m.reason}; row skipped.`),
    done: (file, summary) => console.error(`${file}: ${summary}`),
  });
  if (out) {
    (sink as ReturnType<typeof createWriteStream>).end();
    await finished(sink);
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.error(`${result.listings.toLocaleString('en-GB')} listings scored in ${seconds} s${out ? `, written to ${out}` : ''}.`);
}

async function main(argv: string[]): Promise<void> {
  const [command, ...args] = argv;
  switch (command) {
    case 'grant':
      return grant(args[0]);
    case 'market':
      return marketCommand(loadConfig(), args, { score: scoreCommand });
    case 'calibrate':
      return calibrateCommand(args);
    default:
      throw new UsageError(USAGE);
  }
}

main(process.argv.slice(2)).then(
  () => process.exit(0),
  (err: unknown) => {
    if (err instanceof UsageError || err instanceof ConfigError || err instanceof MarketUsageError || err instanceof MarketFileError)
      console.error(err.message);
    else console.error(`Failed: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  },
);
