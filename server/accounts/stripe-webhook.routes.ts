import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { errors } from '../errors';
import { baseUrlOf } from '../identity/base-url';
import { isValidEmail, normaliseEmail } from '../identity/secrets';
import { mailTemplates } from '../mail/templates';
import type { AccountsDeps } from './context';
import { createOnboardingToken, onboardingPath } from './onboarding-token';
import { purchasesRepository } from './purchases.repository';

// POST /api/webhooks/stripe: a paid Checkout becomes a purchase and an onboarding e-mail. The signature is
// checked by Stripe's own library over the raw body; Stripe retries and sends several events per checkout,
// and both the event id and the checkout id are unique in the table, so each purchase is recorded once.

const PAID_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);

export async function stripeWebhookRoutes(app: FastifyInstance, deps: AccountsDeps): Promise<void> {
  const purchases = purchasesRepository(deps.database);

  // This plugin's scope only: the signature covers the exact bytes Stripe sent.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 512 * 1024 }, (_request, body, done) => done(null, body));

  app.post('/api/webhooks/stripe', async (request) => {
    const secret = deps.config.stripe.webhookSecret;
    if (!secret)
      throw errors.unavailable(
        'Stripe webhooks are not configured on this server. Set STRIPE_WEBHOOK_SECRET to the signing secret of the endpoint.',
      );
    const signature = request.headers['stripe-signature'];
    if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) throw errors.validation('Missing Stripe signature or body');
    let event: Stripe.Event;
    try {
      event = Stripe.webhooks.constructEvent(request.body, signature, secret);
    } catch {
      throw errors.validation('Invalid Stripe signature');
    }
    if (!PAID_EVENTS.has(event.type)) return { received: true };
    const session = event.data.object as Stripe.Checkout.Session;
    if (session.payment_status !== 'paid' && session.payment_status !== 'no_payment_required') return { received: true };
    const rawEmail = session.customer_details?.email ?? session.customer_email;
    const email = rawEmail ? normaliseEmail(rawEmail) : '';
    if (!isValidEmail(email)) {
      request.log.warn({ eventId: event.id }, 'paid checkout without a usable customer e-mail; no purchase recorded');
      return { received: true };
    }
    const purchase = await purchases.record({
      email,
      source: 'stripe',
      stripeEventId: event.id,
      checkoutSessionId: session.id,
      now: deps.identity.now(),
    });
    if (purchase) {
      const token = createOnboardingToken(deps.serverSecret, { email, purchaseId: purchase.id });
      await deps.identity.mailer.send(email, mailTemplates.onboarding(`${baseUrlOf(deps.config, request)}${onboardingPath(token)}`));
    }
    return { received: true };
  });
}
