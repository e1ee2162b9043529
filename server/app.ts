import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import type { RuntimeConfig } from '../src/api/wire';
import type { Config } from './config';
import type { Database } from './db/database';
import { installErrorHandler } from './http/error-handler';
import { loggerOptions } from './http/logger';
import type { KeyMaterial } from './identity/keys';
import type { TokenVerifier } from './identity/verify-token';
import { fromRoot } from './paths';
import { healthRoutes } from './routes/health.routes';
import { samplesRoutes } from './routes/samples.routes';
import { webRoutes } from './routes/web.routes';

// buildApp wires a server from ready-made dependencies; main.ts opens those and listens. Tests call buildApp
// with their own database and use inject().

export interface AppDeps {
  config: Config;
  database: Database;
  /** Embedded identity's keys; null in hosted mode. */
  keys: KeyMaterial | null;
  tokenVerifier: TokenVerifier;
  distDir?: string;
}

function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

export function publicBaseUrl(config: Config, request: FastifyRequest): string {
  return config.publicUrl ?? `${request.protocol}://${request.host}`;
}

export function runtimeConfigFor(deps: AppDeps, request: FastifyRequest): RuntimeConfig {
  const { config } = deps;
  return {
    supabaseUrl: config.mode === 'hosted' ? config.supabase.url! : publicBaseUrl(config, request),
    supabaseAnonKey: config.mode === 'hosted' ? config.supabase.anonKey! : (deps.keys?.anonKey ?? ''),
    purchaseUrl: config.purchaseUrl,
    supportUrl: config.supportUrl,
    mode: config.mode,
    version: config.version,
  };
}

function contentSecurityPolicy(config: Config) {
  const extraImageOrigins = config.analyzerExtraHosts.flatMap((h) => [`http://${h}`, `https://${h}`]);
  const hostedOrigin = config.mode === 'hosted' ? originOf(config.supabase.url) : null;
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Emotion (MUI) injects <style> elements at run time.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...extraImageOrigins],
      connectSrc: ["'self'", ...(hostedOrigin ? [hostedOrigin] : [])],
      fontSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'", ...(hostedOrigin ? [hostedOrigin] : [])],
      frameAncestors: ["'none'"],
    },
  };
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger: loggerOptions(config.logLevel),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Long photo analyses answer within the browser's 6-minute timeout; keep the socket open for them.
    requestTimeout: 7 * 60_000,
  });
  app.decorateRequest('user', null);
  installErrorHandler(app);
  await app.register(helmet, {
    contentSecurityPolicy: contentSecurityPolicy(config),
    crossOriginResourcePolicy: { policy: 'same-site' },
  });

  await app.register(healthRoutes, { database: deps.database, version: config.version });
  if (config.samples) {
    await app.register(samplesRoutes, { dir: fromRoot('samples'), baseUrl: (request) => publicBaseUrl(config, request) });
  }
  await app.register(webRoutes, {
    distDir: deps.distDir ?? fromRoot('dist'),
    runtimeConfig: (request) => runtimeConfigFor(deps, request),
  });
  return app;
}
