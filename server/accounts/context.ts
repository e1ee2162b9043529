import type { Config } from '../config';
import type { Database } from '../db/database';
import type { IdentityServices } from '../identity';
import type { TokenVerifier } from '../identity/verify-token';

/** What the account endpoints need: the identity services (mailer, admin API, clock) and the server secret. */
export interface AccountsDeps {
  config: Config;
  database: Database;
  tokenVerifier: TokenVerifier;
  identity: IdentityServices;
  /** HMAC key of onboarding links (keys.serverSecret, kept in the database in both modes). */
  serverSecret: string;
  /** The service-role key that may call /api/admin/* (ours in embedded mode, the project's in hosted). */
  serviceRoleKey: string;
}
