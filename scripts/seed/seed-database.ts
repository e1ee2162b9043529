import { randomBytes, randomUUID } from 'node:crypto';
import type { Database } from '../../server/db/database';
import { hashPassword } from '../../server/identity/auth/passwords';
import { listingsRepository } from '../../server/listings/listings.repository';
import { photosRepository } from '../../server/photos/photos.repository';
import { listingTemplates, type ListingTemplate } from './listing-templates';

// Fills a database with hosts and their analysed listings, photo analyses and chat threads, as the product
// leaves them: for the benchmark, and for anyone sizing a deployment. Each template listing (listing-templates.ts)
// is written once through the product's own repositories; the database then copies it to every host and slot
// that draws it (INSERT ... SELECT), so 50,000 listings take seconds, not hours, and nothing crosses the wire twice.
// A listing draws its template, age and fate (about 3 % ended with a readable failure) from a hash of its user
// and slot, so a seed is varied but the same on every run for the same users.

export const SEED_PASSWORD = 'Seeded-host-1';

export interface SeedOptions {
  /** Listings per host. */
  listingsPerUser: number;
  /** New hosts to create (ignored when userIds is given). */
  users?: number;
  /** Existing hosts to give the listings to. */
  userIds?: readonly string[];
  /** Where the sample pages are served (the listings' addresses and photos point there). */
  origin: string;
  /** Create the new hosts as embedded-identity accounts that can sign in with SEED_PASSWORD. */
  signIn?: boolean;
  /** Chat threads: each host's general one, and one on about a fifth of the listings. Default true. */
  chat?: boolean;
  log?: (line: string) => void;
}

export interface SeedResult {
  tag: string;
  userIds: string[];
  /** The sign-in addresses of the first few new hosts (when signIn). */
  emails: string[];
  listings: number;
  photoAnalyses: number;
  chatMessages: number;
  seconds: number;
}

const CHAT = [
  {
    section: 'Title',
    question: 'How can I make my title stand out in search?',
    answer:
      'Lead with what guests filter for and what only you offer: the town, the kind of place and one feature.\n\nSuggested Title: Sunny loft with river view, 5 min to the old town',
  },
  {
    section: 'Listing Description',
    question: 'Is my description too long for mobile?',
    answer:
      'Guests on phones see about the first 300 characters before "Show more". Put the view, the beds and the location there, and the house details after.',
  },
  {
    section: 'Photos',
    question: 'Which photo should be my cover?',
    answer: 'Your brightest wide shot of the living area works best as the cover; keep the bathroom and details for later in the tour.',
  },
  {
    section: null,
    question: 'What should I fix first across my listings?',
    answer:
      'Start with the missing sections in your descriptions: each one is a few points, and guests read them before booking. Then add the amenities you have but did not list.',
  },
];

const FAILURE = 'The listing site took too long to answer. Please try again.';

/** `mod(abs(hashtext(expr)), n)`: a stable draw in 0..n-1 from a text expression. */
const draw = (expr: string, n: number | string) => `mod(abs(hashtext(${expr})), ${n})`;

async function createUsers(database: Database, table: string, count: number, tag: string, signIn: boolean): Promise<void> {
  await database.executeSql(`insert into ${table} (n, id) select g, gen_random_uuid() from generate_series(1, $1::int) g`, [count]);
  if (signIn) {
    const hash = await hashPassword(SEED_PASSWORD);
    await database.executeSql(
      `insert into auth_users (id, email, encrypted_password, email_confirmed_at, app_metadata, user_metadata)
       select id, 'seed-' || $1 || '-' || n || '@example.com', $2, now(),
              '{"provider":"email","providers":["email"]}'::jsonb, jsonb_build_object('full_name', 'Seeded host ' || n)
       from ${table}`,
      [tag, hash],
    );
    await database.executeSql(
      `insert into auth_identities (user_id, provider, provider_id, identity_data)
       select u.id, 'email', u.id::text, jsonb_build_object('sub', u.id::text, 'email', a.email, 'email_verified', true)
       from ${table} u join auth_users a on a.id = u.id`,
    );
  }
  await database.executeSql(
    `insert into profiles (user_id, full_name, city) select id, 'Seeded host ' || n, 'Lisbon' from ${table} on conflict do nothing`,
  );
  // A host with more than the free listing bought access: each has the purchase a grant leaves once used.
  await database.executeSql(
    `insert into purchases (email, source, user_id, used_at) select 'seed-' || $1 || '-' || n || '@example.com', 'grant', id, now() from ${table}`,
    [tag],
  );
}

/** Writes each template once, as an analysis and a photo run would, under a user of its own. */
async function writeTemplates(database: Database, templates: readonly ListingTemplate[]): Promise<{ owner: string; ids: string[] }> {
  const listings = listingsRepository(database);
  const photos = photosRepository(database);
  const owner = randomUUID();
  const ids: string[] = [];
  for (const [k, t] of templates.entries()) {
    const jobId = randomUUID();
    const url = `${t.pageUrl}?template=${k}`;
    const row = await listings.startAnalysis({
      userId: owner,
      url,
      fetchUrl: url,
      platform: t.content.platform,
      title: 'Sample listing',
      jobId,
    });
    await listings.saveResult(row.id, jobId, {
      content: t.content,
      seoScore: t.seoScore,
      recommendations: t.recommendations,
      summary: t.summary,
    });
    await photos.save(row.id, t.photos);
    ids.push(row.id);
  }
  return { owner, ids };
}

const LISTING_COPY = `
  with slots as (
    select u.id as user_id, g.n,
           ${draw(`u.id::text || ':' || g.n`, 365 * 24 * 60)} as minutes_ago
    from %USERS% u cross join generate_series(1, $1::int) as g(n)
    where ${draw(`u.id::text || ':' || g.n || ':t'`, '$2::int')} = $3::int
  ), copied as (
    insert into listings (user_id, url, fetch_url, platform, title, image_url, rating, review_count, location, photo_count,
                          seo_score, is_analyzing, scraped_data, recommendations, analysis_error, analysis_attempts,
                          analysis_requested_at, analysis_started_at, created_at, updated_at, analyzed_at)
    select s.user_id, t.fetch_url || '&copy=' || $5 || '-' || s.n, t.fetch_url || '&copy=' || $5 || '-' || s.n, t.platform,
           t.title, t.image_url, t.rating, t.review_count, t.location, t.photo_count, t.seo_score, false, t.scraped_data,
           t.recommendations,
           case when ${draw(`s.user_id::text || ':' || s.n || ':f'`, 33)} = 0 then $6 end, 1,
           now() - s.minutes_ago * interval '1 minute', now() - s.minutes_ago * interval '1 minute',
           now() - s.minutes_ago * interval '1 minute', now() - (s.minutes_ago - 2) * interval '1 minute',
           now() - (s.minutes_ago - 2) * interval '1 minute'
    from slots s cross join listings t
    where t.id = $4::uuid
    returning id, analyzed_at
  ), photos as (
    insert into photo_analyses (listing_id, photo_index, photo_url, category, is_hero_image, overall_score, priority, width,
                                height, aspect_ratio, resolution_score, lighting_score, technical_issues, ai_description,
                                quality_rating, composition, features, error, metrics, analyzed_at)
    select c.id, p.photo_index, p.photo_url, p.category, p.is_hero_image, p.overall_score, p.priority, p.width, p.height,
           p.aspect_ratio, p.resolution_score, p.lighting_score, p.technical_issues, p.ai_description, p.quality_rating,
           p.composition, p.features, p.error, p.metrics, c.analyzed_at
    from copied c cross join photo_analyses p
    where p.listing_id = $4::uuid
    returning 1
  ), recommendation as (
    insert into photo_recommendations (listing_id, recommendation, evidence, analyzed_at)
    select c.id, r.recommendation, r.evidence, c.analyzed_at
    from copied c cross join photo_recommendations r
    where r.listing_id = $4::uuid
    returning 1
  )
  select (select count(*) from copied) as listings, (select count(*) from photos) as photos`;

/** One round of questions and answers in the chosen threads (general: listing_id null). */
async function chatRound(database: Database, users: string, phrases: string, round: number, general: boolean): Promise<number> {
  const threads = general
    ? `select u.id as user_id, null::uuid as listing_id, now() - interval '2 days' as at from ${users} u`
    : `select l.user_id, l.id as listing_id, l.analyzed_at as at from listings l join ${users} u on u.id = l.user_id
       where ${draw(`l.id::text`, 5)} = 0`;
  const { rows } = await database.executeSql(
    `with threads as (${threads}),
     asked as (
       insert into chat_messages (user_id, listing_id, role, content, section, created_at)
       select t.user_id, t.listing_id, 'user', p.question, p.section, t.at + $1::int * interval '1 hour'
       from threads t join ${phrases} p on p.k = ${draw(`t.user_id::text || coalesce(t.listing_id::text, '') || ($1::int)::text`, '$2::int')}
       returning id, user_id, listing_id, section, content, created_at
     ), answered as (
       insert into chat_messages (user_id, listing_id, role, content, section, reply_to, created_at)
       select a.user_id, a.listing_id, 'assistant', p.answer, a.section, a.id, a.created_at + interval '4 seconds'
       from asked a join ${phrases} p on p.question = a.content
       returning 1
     )
     select (select count(*) from asked) + (select count(*) from answered) as messages`,
    [round, CHAT.length],
  );
  return Number((rows[0] as { messages: number }).messages);
}

export async function seedDatabase(database: Database, options: SeedOptions): Promise<SeedResult> {
  const started = performance.now();
  const log = options.log ?? (() => undefined);
  const tag = randomBytes(3).toString('hex');
  const users = `seed_users_${tag}`;
  const phrases = `seed_chat_${tag}`;
  log('Reading, scoring and measuring the sample listings...');
  const templates = await listingTemplates(options.origin);
  await database.executeSql(`create table ${users} (n int not null, id uuid primary key)`);
  let written: { owner: string; ids: string[] } | null = null;
  try {
    if (options.userIds) {
      await database.executeSql(
        `insert into ${users} (n, id) select row_number() over (), id from unnest($1::uuid[]) as id on conflict do nothing`,
        [[...options.userIds]],
      );
    } else {
      log(`Creating ${options.users ?? 0} hosts...`);
      await createUsers(database, users, options.users ?? 0, tag, options.signIn ?? false);
    }
    written = await writeTemplates(database, templates);
    let listings = 0;
    let photoAnalyses = 0;
    for (const [k, id] of written.ids.entries()) {
      const { rows } = await database.executeSql(LISTING_COPY.replace('%USERS%', users), [
        options.listingsPerUser,
        written.ids.length,
        k,
        id,
        tag,
        FAILURE,
      ]);
      const counts = rows[0] as { listings: number; photos: number };
      listings += Number(counts.listings);
      photoAnalyses += Number(counts.photos);
      if (k % 8 === 7) log(`  ${listings.toLocaleString('en-GB')} listings, ${photoAnalyses.toLocaleString('en-GB')} photo analyses`);
    }
    let chatMessages = 0;
    if (options.chat ?? true) {
      log('Writing chat threads...');
      await database.executeSql(`create table ${phrases} (k int primary key, section text, question text not null, answer text not null)`);
      for (const [k, p] of CHAT.entries()) {
        await database.executeSql(`insert into ${phrases} (k, section, question, answer) values ($1, $2, $3, $4)`, [
          k,
          p.section,
          p.question,
          p.answer,
        ]);
      }
      chatMessages += await chatRound(database, users, phrases, 1, true);
      for (const round of [1, 2]) chatMessages += await chatRound(database, users, phrases, round, false);
    }
    const { rows } = await database.executeSql(`select id from ${users} order by n`);
    const userIds = rows.map((r: { id: string }) => r.id);
    const emails = options.signIn && !options.userIds ? userIds.slice(0, 3).map((_, i) => `seed-${tag}-${i + 1}@example.com`) : [];
    log('Updating the planner statistics...');
    for (const table of ['listings', 'photo_analyses', 'photo_recommendations', 'chat_messages', 'auth_users', 'profiles', 'purchases']) {
      await database.executeSql(`analyze ${table}`);
    }
    return { tag, userIds, emails, listings, photoAnalyses, chatMessages, seconds: (performance.now() - started) / 1000 };
  } finally {
    if (written) await database.executeSql('delete from listings where user_id = $1', [written.owner]);
    await database.executeSql(`drop table if exists ${users}`);
    await database.executeSql(`drop table if exists ${phrases}`);
  }
}
