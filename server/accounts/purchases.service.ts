import type Stripe from 'stripe';
import { errors } from '../errors';
import { isValidEmail, normaliseEmail } from '../identity/secrets';
import { mailTemplates } from '../mail/templates';
import type { AccountsDeps } from './context';
import { grantPurchase, type GrantResult } from './grant';
import { createOnboardingToken, onboardingPath } from './onboarding-token';
import { purchasesRepository } from './purchases.repository';

// Purchases come from two places: a paid Stripe Checkout (the webhook) and a grant by hand (`npm run grant`
// through the admin endpoint). Stripe retries and sends several events per checkout; both the event id and
// the checkout id are unique in the table, so each purchase is recorded, and its onboarding e-mail sent, once.

const PAID_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);

/** What became of a verified Stripe event. */
export type StripeEventOutcome = 'recorded' | 'already_recorded' | 'not_a_payment' | 'no_email';

export function purchasesService(deps: Pick<AccountsDeps, 'database' | 'identity' | 'serverSecret'>) {
  const purchases = purchasesRepository(deps.database);

  return {
    /** A purchase for the address and its onboarding link, as `npm run grant` prints it. */
    async grant(rawEmail: string): Promise<GrantResult> {
      const email = normaliseEmail(rawEmail);
      if (!isValidEmail(email)) throw errors.validation('Please enter a valid email address');
      return grantPurchase(deps.database, deps.serverSecret, email, deps.identity.now());
    },

    /** Records a paid checkout (an event whose signature was checked) and mails its onboarding link. */
    async recordStripeEvent(event: Stripe.Event, appBaseUrl: string): Promise<StripeEventOutcome> {
      if (!PAID_EVENTS.has(event.type)) return 'not_a_payment';
      const session = event.data.object as Stripe.Checkout.Session;
      if (session.payment_status !== 'paid' && session.payment_status !== 'no_payment_required') return 'not_a_payment';
      const rawEmail = session.customer_details?.email ?? session.customer_email;
      const email = rawEmail ? normaliseEmail(rawEmail) : '';
      if (!isValidEmail(email)) return 'no_email';
      const purchase = await purchases.record({
        email,
        source: 'stripe',
        stripeEventId: event.id,
        checkoutSessionId: session.id,
        now: deps.identity.now(),
      });
      if (!purchase) return 'already_recorded';
      const token = createOnboardingToken(deps.serverSecret, { email, purchaseId: purchase.id });
      await deps.identity.mailer.send(email, mailTemplates.onboarding(`${appBaseUrl}${onboardingPath(token)}`));
      return 'recorded';
    },
  };
}

export type PurchasesService = ReturnType<typeof purchasesService>;
