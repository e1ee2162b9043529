import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { named } from '../http/plugin-name';
import { loadOrCreateKeys, type KeyMaterial } from '../identity/keys';
import type { TokenVerifier } from '../identity/verify-token';
import { marketAdminRoutes } from './market-admin.routes';
import { rescoreStaleMarkets } from './market-rescore';
import { marketRoutes } from './market.routes';
import { marketService, type MarketService } from './market.service';

// Wires the market feature into a server: the listing's market route, the admin routes `npm run market` uses
// when the server holds the data folder, and, once the server listens, the re-scoring of markets a past rubric
// scored and a first read of every market (so the first card of the day is as quick as the next).

export interface MarketFeatureDeps {
  config: Config;
  database: Database;
  tokenVerifier: TokenVerifier;
  keys: KeyMaterial | null;
}

export async function registerMarketFeature(app: FastifyInstance, deps: MarketFeatureDeps): Promise<MarketService> {
  const markets = marketService({ database: deps.database, logger: app.log });
  await app.register(named(marketRoutes), { tokenVerifier: deps.tokenVerifier, markets });
  let serviceRoleKey: Promise<string> | null = null;
  await app.register(named(marketAdminRoutes), {
    database: deps.database,
    serviceRoleKey: () =>
      (serviceRoleKey ??=
        deps.config.mode === 'hosted'
          ? Promise.resolve(deps.config.supabase.serviceRoleKey!)
          : deps.keys
            ? Promise.resolve(deps.keys.serviceRoleKey)
            : loadOrCreateKeys(deps.database).then((k) => k.serviceRoleKey)),
  });
  if (deps.config.workers) {
    let started = false;
    app.addHook('onListen', async () => {
      if (started) return;
      started = true;
      void rescoreStaleMarkets(deps.database, app.log)
        .then(() => markets.warm())
        .catch((err: unknown) => app.log.error({ err }, 'reading the loaded markets failed'));
    });
  }
  return markets;
}
