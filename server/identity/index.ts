import path from 'node:path';
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { devMailRoutes } from '../mail/dev-mail.routes';
import { createMailer, type Mailer } from '../mail/mailer';
import { accountAdmin, injectFetch, type AccountAdmin } from './admin-client';
import { authRoutes } from './auth/auth.routes';
import { createIdentityContext, type IdentityLimits } from './auth/context';
import { googleProvider, type GoogleEndpoints } from './auth/google';
import { embeddedReadiness, hostedReadiness, type ReadinessCheck } from './avatar-readiness';
import { systemClock, type Clock } from '../clock';
import type { KeyMaterial } from './keys';
import { objectStore } from './storage/object-store';
import { storageRoutes } from './storage/storage.routes';
import { named } from '../http/plugin-name';

// Identity for the rest of the server. Embedded mode mounts the Supabase-compatible /auth/v1 and
// /storage/v1 (and the dev mailbox); hosted mode mounts nothing and points the admin API at the project.
// Either way the caller gets the mailer, the admin API and the avatar readiness check the account
// endpoints use.

export interface IdentityOptions {
  limits: Partial<IdentityLimits>;
  google: GoogleEndpoints;
  /** Where mail copies are printed (tests silence or capture it). */
  printMail: (line: string) => void;
  mailer: Mailer;
}

export interface IdentityDeps {
  config: Config;
  database: Database;
  keys: KeyMaterial | null;
  now?: Clock;
  identity?: Partial<IdentityOptions>;
}

export interface IdentityServices {
  now: Clock;
  mailer: Mailer;
  admin: AccountAdmin;
  avatarReadiness: ReadinessCheck;
}

const CORS = {
  origin: '*',
  methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
  allowedHeaders: [
    'authorization',
    'apikey',
    'content-type',
    'x-client-info',
    'x-supabase-api-version',
    'x-upsert',
    'cache-control',
    'x-metadata',
    'traceparent',
    'tracestate',
    'baggage',
  ],
  // supabase-js reads X-Supabase-Api-Version to parse error codes; a cross-origin page must be able to see it.
  exposedHeaders: ['X-Supabase-Api-Version', 'X-Total-Count', 'Link', 'x-sb-error-code'],
  maxAge: 86_400,
};

export async function registerIdentity(app: FastifyInstance, deps: IdentityDeps): Promise<IdentityServices> {
  const { config, database } = deps;
  const now = deps.now ?? systemClock;
  const mailer =
    deps.identity?.mailer ??
    createMailer({ config, database, now, log: app.log, ...(deps.identity?.printMail ? { print: deps.identity.printMail } : {}) });
  // Deliveries still in flight get a moment to finish when the server stops (their outbox rows stay either way).
  app.addHook('onClose', async () => mailer.settle?.());

  if (config.mode !== 'embedded' || !deps.keys) {
    return {
      now,
      mailer,
      admin: accountAdmin({ authUrl: `${config.supabase.url}/auth/v1`, serviceRoleKey: config.supabase.serviceRoleKey! }),
      avatarReadiness: hostedReadiness(config),
    };
  }

  const keys = deps.keys;
  const ctx = createIdentityContext({
    config,
    database,
    keys,
    mailer,
    now,
    ...(deps.identity?.limits ? { limits: deps.identity.limits } : {}),
  });
  const store = objectStore(path.join(config.dataDir, 'storage'));
  const google = config.auth.google ? googleProvider(ctx, config.auth.google, deps.identity?.google) : null;

  await app.register(
    named(async (scope) => {
      await scope.register(cors, CORS);
      await scope.register(named(authRoutes), { ctx, google });
    }, 'auth API'),
    { prefix: '/auth/v1' },
  );
  await app.register(
    named(async (scope) => {
      await scope.register(cors, CORS);
      await scope.register(named(storageRoutes), { ctx, store });
    }, 'storage API'),
    { prefix: '/storage/v1' },
  );
  // Behind a proxy every request comes from loopback, so "this machine only" cannot be told: no dev mailbox then.
  if (!mailer.smtp && !config.trustProxy) await app.register(named(devMailRoutes), { database });

  return {
    now,
    mailer,
    // The host name never leaves the process: inject() routes the call to our own admin endpoints.
    admin: accountAdmin({ authUrl: 'http://identity.internal/auth/v1', serviceRoleKey: keys.serviceRoleKey, fetch: injectFetch(app) }),
    avatarReadiness: embeddedReadiness(database, store),
  };
}
