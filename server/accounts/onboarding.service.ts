import { errors } from '../errors';
import { AccountExistsError, AdminApiError } from '../identity/admin-client';
import { hashPassword } from '../identity/auth/passwords';
import { isUuid, isValidEmail, normaliseEmail } from '../identity/secrets';
import type { AccountsDeps } from './context';
import { readOnboardingToken } from './onboarding-token';
import { mailTemplates } from '../mail/templates';
import { purchasesRepository, type PurchaseRow } from './purchases.repository';

// A purchaser sets a password and gets an account. Token mode carries the signed link from the purchase e-mail (or
// `npm run grant`), which proves the address: the account is confirmed at once. E-mail mode needs only an unused
// purchase for the address, which anyone who knows the buyer's address could name: the account it creates waits,
// unconfirmed, until the confirmation link mailed to that address is opened (signing in before then answers
// "Email not confirmed"). Each purchase creates one account; the buyer's signed link still completes an account
// that e-mail mode left waiting (with the buyer's password), so a stranger who got there first gains nothing.

export const ONBOARDING_PASSWORD_RULE =
  'Password must be at least 8 characters and include an uppercase letter, a lowercase letter and a number.';
export const NO_UNUSED_PURCHASE =
  'No unused purchase was found for this email address. If you already created your account, please sign in.';

export interface OnboardingRequest {
  sessionToken?: string;
  email?: string;
  password: string;
}

export function meetsOnboardingRule(password: string): boolean {
  return (
    password.length >= 8 && /[A-Z]/.test(password) && /[a-z]/.test(password) && /\d/.test(password) && Buffer.byteLength(password) <= 72
  );
}

/**
 * E-mail mode can be tried by anyone with any address, so every refusal there is one answer (no purchase, a
 * used one, or an account that already exists all read the same) after the same work: one bcrypt hash, as
 * creating the account costs. A signed onboarding link proves the address, so token mode says what happened.
 */
async function refuseByEmail(password: string): Promise<never> {
  await hashPassword(password);
  throw errors.notFound(NO_UNUSED_PURCHASE);
}

/** The account's address, and whether it still has to be confirmed from the mail just sent. */
export interface OnboardingOutcome {
  email: string;
  confirmBy: 'email' | null;
}

/**
 * The embedded identity is this server: its admin API is called in-process, so the link it builds names no real
 * host; the link's way in is the app's public address. A hosted project's link is its own and stays as it is.
 */
function reachable(link: string, appBaseUrl: string, mode: AccountsDeps['config']['mode']): string {
  if (mode !== 'embedded') return link;
  const url = new URL(link);
  return new URL(`${url.pathname}${url.search}${url.hash}`, appBaseUrl).href;
}

export function onboardingService(deps: Pick<AccountsDeps, 'config' | 'database' | 'identity' | 'serverSecret'>) {
  const purchases = purchasesRepository(deps.database);
  const { now, admin, mailer } = deps.identity;

  /** Token mode on a used purchase: the account e-mail mode created and nobody confirmed is the buyer's to finish. */
  async function finishWaiting(purchase: PurchaseRow, password: string): Promise<OnboardingOutcome | null> {
    if (!purchase.user_id) return null;
    const waiting = await admin.findUserByEmail(purchase.email);
    if (!waiting || waiting.id !== purchase.user_id || waiting.emailConfirmed) return null;
    const user = await admin.updateUser(waiting.id, { password, emailConfirm: true });
    return { email: user.email, confirmBy: null };
  }

  async function purchaseFor(body: OnboardingRequest): Promise<PurchaseRow> {
    if (body.sessionToken) {
      const claims = readOnboardingToken(deps.serverSecret, body.sessionToken);
      if (!claims) throw errors.validation('This onboarding link is not valid. Please use the link from your purchase email.');
      const purchase = isUuid(claims.purchaseId) ? await purchases.find(claims.purchaseId) : undefined;
      if (!purchase || purchase.email !== normaliseEmail(claims.email))
        throw errors.notFound('No purchase was found for this onboarding link.');
      return purchase;
    }
    if (body.email) {
      const email = normaliseEmail(body.email);
      if (!isValidEmail(email)) throw errors.validation('Please enter a valid email address');
      const purchase = await purchases.forEmail(email);
      if (!purchase || purchase.used_at) return refuseByEmail(body.password);
      return purchase;
    }
    throw errors.validation('An onboarding link or an email address is required.');
  }

  return {
    /** Creates the purchaser's account and uses the purchase up. `appBaseUrl`: where the confirmation link leads. */
    async complete(body: OnboardingRequest, appBaseUrl: string): Promise<OnboardingOutcome> {
      if (!meetsOnboardingRule(body.password)) throw errors.validation(ONBOARDING_PASSWORD_RULE);
      const byEmail = !body.sessionToken;
      const purchase = await purchaseFor(body);
      const used = () => errors.conflict('This purchase has already been used to create an account. Please sign in instead.');
      if (purchase.used_at) {
        const finished = byEmail ? null : await finishWaiting(purchase, body.password);
        if (finished) return finished;
        throw used();
      }
      if (!(await purchases.claim(purchase.id, now()))) {
        if (byEmail) return refuseByEmail(body.password);
        throw used();
      }
      try {
        if (!byEmail) {
          const user = await admin.createUser({ email: purchase.email, password: body.password, emailConfirm: true });
          await purchases.attachUser(purchase.id, user.id);
          return { email: user.email, confirmBy: null };
        }
        const { user, link } = await admin.signUpLink({ email: purchase.email, password: body.password, redirectTo: appBaseUrl });
        // An account that was already waiting for this address keeps no password but the one given here.
        await admin.updateUser(user.id, { password: body.password });
        await purchases.attachUser(purchase.id, user.id);
        await mailer.send(user.email, mailTemplates.onboardingConfirmation(reachable(link, appBaseUrl, deps.config.mode)));
        return { email: user.email, confirmBy: 'email' };
      } catch (err) {
        await purchases.release(purchase.id);
        // createUser hashed the password before it found the account: the same work as refuseByEmail.
        if (err instanceof AccountExistsError && byEmail) throw errors.notFound(NO_UNUSED_PURCHASE);
        if (err instanceof AccountExistsError) throw errors.conflict('An account with this email already exists. Please sign in instead.');
        if (err instanceof AdminApiError && err.status < 500) throw errors.validation(err.message);
        throw errors.unavailable('Your account could not be created right now. Please try again in a moment.', err);
      }
    },
  };
}

export type OnboardingService = ReturnType<typeof onboardingService>;
