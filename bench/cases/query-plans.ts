import { randomUUID } from 'node:crypto';
import { profilesRepository } from '../../server/accounts/profiles.repository';
import { chatMessagesRepository } from '../../server/chat/chat-messages.repository';
import { openPostgres } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import type { Config } from '../../server/config';
import { historyRepository } from '../../server/history/history.repository';
import { liveSessionCheck } from '../../server/identity/session-check';
import { listingAllowanceService } from '../../server/listings/listing-allowance';
import { listingImportsRepository } from '../../server/listings/listing-imports.repository';
import { listingsRepository } from '../../server/listings/listings.repository';
import { photosRepository } from '../../server/photos/photos.repository';
import { listingTemplates } from '../../scripts/seed/listing-templates';
import { seedDatabase } from '../../scripts/seed/seed-database';
import { row, type Section } from '../lib/report';
import { round } from '../lib/stats';
import { recordingPostgres, scansOf, type RecordedQuery } from '../support/plan-recorder';
import type { PostgresCluster } from '../support/postgres';

// Query plans at scale: a PostgreSQL database seeded as `npm run seed -- --users 2000 --listings 25` fills it
// (listings, photo analyses, chat threads), then every listing, chat and photo query a request or a job makes,
// run through the product's own repositories with real ids, each EXPLAINed first (and the deletes that foreign
// keys cascade to). Goal: no sequential scan of a large table (over LARGE_ROWS rows) in any plan.

export const SEED_USERS = Number(process.env.BENCH_SEED_USERS ?? 2000);
export const SEED_LISTINGS = 25;
const LARGE_ROWS = 10_000;

/** Calls every repository method a request or a job makes, on a seeded host's data. */
async function exercise(recorder: Awaited<ReturnType<typeof recordingPostgres>>): Promise<void> {
  const { database, label } = recorder;
  label('bench');
  const listings = listingsRepository(database);
  const photos = photosRepository(database);
  const chat = chatMessagesRepository(database);
  const { rows } = await database.executeSql(
    `select l.user_id, l.id, l.url from listings l
     where exists (select 1 from chat_messages c where c.listing_id = l.id) and l.analysis_error is null limit 1`,
  );
  const { user_id: userId, id: listingId, url } = rows[0] as { user_id: string; id: string; url: string };
  const imports = listingImportsRepository(database);
  const history = historyRepository(database);
  const allowance = listingAllowanceService(database, { access: { freeListings: 1 } } as Config);

  const calls: [string, () => Promise<unknown>][] = [
    [
      'session check (every product call)',
      async () => {
        const sessionId = randomUUID();
        await database.executeSql('insert into auth_sessions (id, user_id) values ($1, $2)', [sessionId, userId]);
        label('session check (every product call)');
        await liveSessionCheck(database)({ id: userId, sessionId, email: null, role: 'authenticated' }, {});
      },
    ],
    ['profile (GET /api/auth/user)', () => profilesRepository(database).ensure(userId, { fullName: null })],
    ['GET /api/listings: versions', () => listings.cardsVersionForUser(userId)],
    ['GET /api/listings, changed since', () => listings.listCardsForUser(userId)],
    ['GET /api/listing/:id', () => listings.findSummaryForUser(userId, listingId)],
    ['GET /api/listing/:id, changed since', () => listings.findVersionedForUser(userId, listingId)],
    ['assistant listing lookup', () => listings.findForUser(userId, listingId)],
    ['analyse: host in flight', () => listings.countAnalysingForUser(userId, 'https://www.airbnb.com/rooms/1')],
    ['GET /api/photos/:id', () => photos.findAnalyses(userId, listingId)],
    ['GET /api/photos/:id/recommendations', () => photos.findRecommendation(userId, listingId)],
    ['photo evidence for scoring', () => photos.findEvidence(userId, listingId)],
    ['photo run: listing content', () => photos.findForPhotos(userId, listingId)],
    ['GET /api/chat (listing thread)', () => chat.listThread(userId, listingId)],
    ['GET /api/chat (general thread)', () => chat.listThread(userId, null)],
    ['POST /api/chat: repeat check', () => chat.findRecentRepeat({ userId, listingId, content: 'hello', section: null }, new Date(0))],
    [
      'POST /api/chat: store question and answer',
      async () => {
        const clientMessageId = randomUUID();
        const { message } = await chat.insertUserMessage({
          userId,
          listingId,
          content: 'Is my title long enough?',
          section: 'Title',
          clientMessageId,
        });
        await chat.findByClientId(userId, clientMessageId);
        await chat.before(userId, listingId, message, 20);
        await chat.insertReply(message, 'Yes: it uses 46 of the 50 characters.');
        await chat.replyTo(userId, message.id);
      },
    ],
    ['recovery sweep: analyses in flight', () => listings.analysing()],
    ['GET /api/listings/allowance', () => allowance.of({ id: userId, email: 'bench@example.com' })],
    ['analyse: claim the free slot', () => allowance.claim({ id: userId, email: 'bench@example.com' }, url)],
    ['GET /api/listing/:id/history', () => history.listFor(userId, url)],
    [
      'POST /api/listings/import, then the analysis reads it',
      async () => {
        const importId = await imports.save({ listingId, userId, page: '<html></html>', source: 'paste', fileName: null });
        await imports.pendingFor(listingId);
        await imports.lastImportedAt(listingId);
        await imports.markRead(listingId, importId);
      },
    ],
  ];
  for (const [name, call] of calls) {
    label(name);
    await call();
  }

  // An analysis from start to end, and deleting the listing, on a new address of the same host.
  const jobId = randomUUID();
  label('POST /api/listings/analyze: start');
  const started = await listings.startAnalysis({
    userId,
    url: `https://www.airbnb.com/rooms/${Date.now()}`,
    fetchUrl: 'https://www.airbnb.com/rooms/1',
    platform: 'airbnb',
    title: 'Airbnb listing',
    jobId,
  });
  label('analysis job: start');
  await listings.markStarted(started.id, jobId);
  const template = (await listingTemplates('http://localhost:8787'))[0]!;
  label('analysis job: save the result');
  await listings.saveResult(started.id, jobId, {
    content: template.content,
    seoScore: template.seoScore,
    recommendations: template.recommendations,
    summary: template.summary,
  });
  label('photo run: save the photos');
  await photos.save(started.id, template.photos);
  label('photo run: re-score');
  await listings.saveRescore(started.id, { seoScore: template.seoScore, recommendations: template.recommendations });
  const nextJob = randomUUID();
  label('POST /api/listings/:id/reanalyze');
  await listings.restartAnalysis(started.id, nextJob, { resetAttempts: true });
  label('analysis job: failure');
  await listings.saveFailure(started.id, nextJob, 'The listing site took too long to answer. Please try again.');
  label('DELETE /api/listing/:id');
  await listings.deleteForUser(userId, started.id);
  label('analysis job: listing by id');
  await listings.findById(started.id);

  // What the foreign keys run when a listing (or a chat message, or a user) is deleted.
  label('bench');
  const { rows: keys } = await database.executeSql(
    `select c.conrelid::regclass::text as tbl, a.attname as col, c.confrelid::regclass::text as parent
     from pg_constraint c join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
     where c.contype = 'f' and c.confdeltype in ('c', 'n')
       and c.confrelid in ('listings'::regclass, 'chat_messages'::regclass, 'auth_users'::regclass)`,
  );
  for (const key of keys as { tbl: string; col: string; parent: string }[]) {
    await recorder.explain(
      `cascade: deleting a ${key.parent} row deletes ${key.tbl} by ${key.col}`,
      `delete from ${key.tbl} where ${key.col} = $1`,
      [randomUUID()],
    );
  }
}

export async function queryPlansBench(cluster: PostgresCluster): Promise<Section> {
  const started = Date.now();
  const target = await cluster.another();
  try {
    const setup = await openPostgres(target.url, { max: 2 });
    let seeded;
    try {
      await migrateToLatest(setup);
      seeded = await seedDatabase(setup, {
        users: SEED_USERS,
        listingsPerUser: SEED_LISTINGS,
        origin: 'http://localhost:8787',
        signIn: true,
      });
    } finally {
      await setup.close();
    }
    const recorder = await recordingPostgres(target.url);
    let sizes: Record<string, number>;
    try {
      await exercise(recorder);
      const { rows } = await recorder.database.executeSql(
        `select relname, reltuples::bigint as n from pg_class where relkind = 'r' and relnamespace = 'public'::regnamespace`,
      );
      sizes = Object.fromEntries(rows.map((r: { relname: string; n: number }) => [r.relname, Number(r.n)]));
    } finally {
      await recorder.database.close();
    }
    const large = (relation: string) => (sizes[relation] ?? 0) > LARGE_ROWS;
    const queries = recorder.recorded.filter((q) => q.label !== 'unlabelled' && q.label !== 'bench');
    const seqScans = queries.flatMap((q: RecordedQuery) =>
      scansOf(q.plan)
        .filter((s) => s.node === 'Seq Scan' && large(s.relation))
        .map((s) => ({ label: q.label, relation: s.relation, sql: q.sql })),
    );
    const slowest = [...queries].sort((a, b) => b.ms - a.ms)[0];
    return {
      name: 'Query plans',
      rows: [
        row({
          area: 'Query plans (PostgreSQL)',
          figure: `sequential scans of large tables in ${queries.length} statements of requests and jobs, on ${SEED_USERS.toLocaleString('en-GB')} hosts x ${SEED_LISTINGS} listings (${seeded.photoAnalyses.toLocaleString('en-GB')} photo analyses, ${seeded.chatMessages.toLocaleString('en-GB')} chat messages); slowest ${slowest ? `${round(slowest.ms, 1)} ms (${slowest.label})` : '-'}`,
          value: seqScans.length,
          unit: '',
          baseline: null,
          goal: '0',
          met: seqScans.length === 0,
        }),
      ],
      notes: seqScans.map((s) => `Query plans: ${s.label} reads all of ${s.relation}: ${s.sql.slice(0, 160)}`),
      detail: {
        seeded: {
          hosts: seeded.userIds.length,
          listings: seeded.listings,
          photoAnalyses: seeded.photoAnalyses,
          chatMessages: seeded.chatMessages,
          seconds: round(seeded.seconds, 1),
        },
        tableRows: sizes,
        statements: queries.map((q) => ({ label: q.label, ms: round(q.ms, 2), scans: scansOf(q.plan), sql: q.sql.slice(0, 300) })),
      },
      seconds: (Date.now() - started) / 1000,
    };
  } finally {
    await target.drop();
  }
}
