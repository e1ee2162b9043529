import { parseArgs } from 'node:util';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/database';
import { lockDataDir } from '../server/db/data-dir-lock';
import { migrateToLatest } from '../server/db/migrate';
import { exitOnStartFailure } from '../server/process-lifecycle';
import { SEED_PASSWORD, seedDatabase } from './seed/seed-database';

// `npm run seed -- --users N --listings M`: N new hosts with M analysed listings each (the sample listings,
// varied), their photo analyses and chat threads, in the database the server's environment names (DATABASE_URL,
// else the PGlite folder DATA_DIR, which no server may hold meanwhile). In embedded mode the hosts can sign in.

const USAGE = `Usage: npm run seed -- --users <N> --listings <M> [--no-chat]

Fills the database of DATABASE_URL (else the PGlite folder DATA_DIR; stop the server first) with N hosts,
each with M analysed listings made from the sample listings (varied), their photo analyses and chat threads.
Listing addresses and photos point at http://localhost:$PORT/samples/ (PORT, default 8787).`;

function count(value: string | undefined, name: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 1_000_000) throw new Error(`--${name} must be a whole number from 1 to 1,000,000.\n\n${USAGE}`);
  return n;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { users: { type: 'string' }, listings: { type: 'string' }, 'no-chat': { type: 'boolean' }, help: { type: 'boolean' } },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const users = count(values.users, 'users');
  const listingsPerUser = count(values.listings, 'listings');
  const config = loadConfig();
  const releaseLock = config.databaseUrl ? null : await lockDataDir(config.dataDir);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateToLatest(database);
    console.log(
      `Seeding ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`}: ${users} hosts x ${listingsPerUser} listings...`,
    );
    const result = await seedDatabase(database, {
      users,
      listingsPerUser,
      origin: `http://localhost:${config.port}`,
      signIn: config.mode === 'embedded',
      chat: !values['no-chat'],
      log: (line) => console.log(line),
    });
    console.log(
      `Done in ${result.seconds.toFixed(1)} s: ${result.userIds.length.toLocaleString('en-GB')} hosts, ` +
        `${result.listings.toLocaleString('en-GB')} listings, ${result.photoAnalyses.toLocaleString('en-GB')} photo analyses, ` +
        `${result.chatMessages.toLocaleString('en-GB')} chat messages.`,
    );
    if (result.emails.length > 0) {
      console.log(
        `Sign in as ${result.emails.join(', ')}, ... (up to seed-${result.tag}-${users}@example.com) with the password ${SEED_PASSWORD}.`,
      );
    }
  } finally {
    await database.close();
    await releaseLock?.();
  }
}

main().catch(exitOnStartFailure(' the seeding'));
