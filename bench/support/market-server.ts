import { randomUUID } from 'node:crypto';
import { buildApp } from '../../server/app/build-app';
import { openRuntime } from '../../server/bootstrap';
import { loadConfig } from '../../server/config';
import { importMarketFile } from '../../server/market/market-import';
import { readMarketFile } from '../../server/market';
import { score } from '../../server/analysis/score';
import { listingOf, samplePage } from '../../tests/support/server/sample-pages';
import type { ListingContent } from '../../contract/wire';

// The server of the market benchmark, in its own process as `npm start` runs it (PGlite in a fresh data folder,
// or BENCH_DATABASE_URL): it reads each market file alone (the baseline), imports it, then listens with a user
// who has one listing in each market. It tells the parent (IPC) the timings, the port, the token and the ids.

export interface MarketServerReady {
  port: number;
  anonKey: string;
  imports: { file: string; name: string; listings: number; readSeconds: number; importSeconds: number }[];
}

/** The parent signed a host up; the server gives them one listing in each market. */
export interface MarketListingsRequest {
  userId: string;
}

export interface MarketListingsReply {
  listings: { market: string; id: string }[];
}

const files = (process.env.BENCH_MARKET_FILES ?? '').split(',').filter(Boolean);
const config = loadConfig({
  PORT: process.env.BENCH_PORT!,
  HOST: 'localhost',
  DATA_DIR: process.env.BENCH_DATA_DIR!,
  ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
  LOG_LEVEL: 'silent',
  AUTH_EMAIL_CONFIRMATION: 'false',
  WORKERS: 'false',
  SAMPLES: 'false',
});

/** The Schwabing sample moved to the place of a market's first listing: a host's listing in that market. */
async function listingIn(file: string, base: ListingContent): Promise<ListingContent> {
  for await (const row of readMarketFile(file)) {
    if (row.place.latitude === null || row.place.longitude === null) continue;
    return {
      ...base,
      location: {
        ...base.location,
        city: row.place.city,
        country: row.content.location.country,
        lat: row.place.latitude,
        lng: row.place.longitude,
      },
    };
  }
  throw new Error(`${file} has no listing with coordinates`);
}

async function main(): Promise<void> {
  const runtime = await openRuntime(config);
  const imports: MarketServerReady['imports'] = [];
  for (const file of files) {
    let started = performance.now();
    for await (const _row of readMarketFile(file)) void _row;
    const readSeconds = (performance.now() - started) / 1000;
    started = performance.now();
    const result = await importMarketFile(runtime.database, file);
    imports.push({ file, name: result.name, listings: result.listings, readSeconds, importSeconds: (performance.now() - started) / 1000 });
  }
  const app = await buildApp({ ...runtime });
  await app.listen({ port: config.port, host: config.host });
  process.send!({ port: config.port, anonKey: runtime.keys!.anonKey, imports } satisfies MarketServerReady);
  const { userId } = await new Promise<MarketListingsRequest>((resolve) =>
    process.once('message', (m) => resolve(m as MarketListingsRequest)),
  );
  const sample = listingOf(samplePage('schwabing-flat'));
  const listings: MarketListingsReply['listings'] = [];
  for (const [i, file] of files.entries()) {
    const content = await listingIn(file, sample);
    const scored = score(content);
    const id = randomUUID();
    await runtime.database.executeSql(
      `insert into listings (id, user_id, url, fetch_url, platform, is_analyzing, title, scraped_data, seo_score, recommendations, analyzed_at)
       values ($1, $2, $3, $3, 'airbnb', false, $4, $5, $6, $7, now())`,
      [
        id,
        userId,
        `https://www.airbnb.com/rooms/${9000 + i}`,
        content.title,
        JSON.stringify(content),
        scored.seoScore,
        JSON.stringify(scored.recommendations),
      ],
    );
    listings.push({ market: imports[i]!.name, id });
  }
  process.send!({ listings } satisfies MarketListingsReply);
  process.on('disconnect', () => {
    void app
      .close()
      .then(() => runtime.close())
      .finally(() => process.exit(0));
  });
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
