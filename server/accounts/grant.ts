import type { Database } from '../db/database';
import { normaliseEmail } from '../identity/secrets';
import { createOnboardingToken, onboardingPath } from './onboarding-token';
import { purchasesRepository } from './purchases.repository';

// Granting access by hand (`npm run grant -- <email>`): a purchase plus its onboarding link. Used by the CLI
// on the database directly and by the running server's admin endpoint.

export interface GrantResult {
  purchaseId: string;
  email: string;
  sessionToken: string;
  /** Path and query of the onboarding page; prefix it with the app's address. */
  onboardingPath: string;
}

export async function grantPurchase(database: Database, serverSecret: string, rawEmail: string, now: Date): Promise<GrantResult> {
  const email = normaliseEmail(rawEmail);
  const row = await purchasesRepository(database).record({ email, source: 'grant', now });
  if (!row) throw new Error('The purchase could not be recorded');
  const sessionToken = createOnboardingToken(serverSecret, { email, purchaseId: row.id });
  return { purchaseId: row.id, email, sessionToken, onboardingPath: onboardingPath(sessionToken) };
}
