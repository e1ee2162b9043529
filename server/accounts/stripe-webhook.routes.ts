import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { errors } from '../errors';
import { publicBaseUrl as baseUrlOf } from '../http/public-origin';
import type { AccountsDeps } from './context';
import { purchasesService } from './purchases.service';

// POST /api/webhooks/stripe: a paid Checkout becomes a purchase and an onboarding e-mail (purchases.service.ts).
// The signature is checked by Stripe's own library over the raw body.

export async function stripeWebhookRoutes(app: FastifyInstance, deps: AccountsDeps): Promise<void> {
  const purchases = purchasesService(deps);

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
    const outcome = await purchases.recordStripeEvent(event, baseUrlOf(deps.config, request));
    if (outcome === 'no_email')
      request.log.warn({ eventId: event.id }, 'paid checkout without a usable customer e-mail; no purchase recorded');
    return { received: true };
  });
}
