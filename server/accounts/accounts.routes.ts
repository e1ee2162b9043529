import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { IdentityServices } from '../identity';
import { loadOrCreateKeys, type KeyMaterial } from '../identity/keys';
import type { TokenVerifier } from '../identity/verify-token';
import { publishAdminHandle } from './admin-handle';
import type { AccountsDeps } from './context';
import { onboardingRoutes } from './onboarding.routes';
import { passwordResetRoutes } from './password-reset.routes';
import { profileRoutes } from './profile.routes';
import { purchasesAdminRoutes } from './purchases-admin.routes';
import { stripeWebhookRoutes } from './stripe-webhook.routes';
import { named } from '../http/plugin-name';

// The product's account endpoints (spec section 7): profile, avatar readiness, password reset, onboarding
// after purchase, the payment webhook and the grant endpoint.

export async function accountsRoutes(app: FastifyInstance, deps: AccountsDeps): Promise<void> {
  await app.register(named(profileRoutes), deps);
  await app.register(named(passwordResetRoutes), deps);
  await app.register(named(onboardingRoutes), deps);
  await app.register(named(purchasesAdminRoutes), deps);
  await app.register(named(stripeWebhookRoutes), deps);
}

/** Mounts the account endpoints; in hosted mode the onboarding secret still comes from our own database. */
export async function registerAccounts(
  app: FastifyInstance,
  deps: { config: Config; database: Database; keys: KeyMaterial | null; tokenVerifier: TokenVerifier; adminHandleFile?: string },
  identity: IdentityServices,
): Promise<void> {
  const keys = deps.keys ?? (await loadOrCreateKeys(deps.database));
  const serviceRoleKey = deps.config.mode === 'hosted' ? deps.config.supabase.serviceRoleKey! : keys.serviceRoleKey;
  await app.register(named(accountsRoutes), {
    config: deps.config,
    database: deps.database,
    tokenVerifier: deps.tokenVerifier,
    identity,
    serverSecret: keys.serverSecret,
    serviceRoleKey,
  });
  if (deps.adminHandleFile) publishAdminHandle(app, deps.adminHandleFile, serviceRoleKey);
}
