// Pricing from what the page shows. Airbnb shows a price and any stay discounts only once dates are chosen, and
// the price against comparable listings (the lever Airbnb names) needs market data this product does not have.
// A check whose evidence is not on the page is listed as not assessed (0 of 0 points), never guessed.

import { notAssessed, rule, type RuleResult } from './check';
import type { ListingView } from './listing-view';
import { SOURCES } from './sources';
import { fold, visibleText } from './text-length';

export const PRICING_POINTS = { cancellation: 6, discounts: 4 } as const;

export type PolicyKind = 'flexible' | 'moderate' | 'limited' | 'firm' | 'strict';

const POLICY_POINTS: Record<PolicyKind, number> = { flexible: 6, moderate: 5, limited: 4, firm: 4, strict: 3 };
// Long stays (28 nights or more) only offer Firm or Strict, so Firm is the guest-friendly choice there.
const LONG_TERM_POINTS: Record<PolicyKind, number> = { flexible: 6, moderate: 6, limited: 6, firm: 6, strict: 3 };

export function classifyPolicy(policy: string | null | undefined): { kind: PolicyKind; longTerm: boolean } | null {
  const p = fold(policy);
  if (!p.trim()) return null;
  const longTerm = /long[- ]?term|lungo termine|longa duracao|larga duracion|longue duree|langzeit/.test(p);
  let kind: PolicyKind | null = null;
  if (/super ?strict|non[- ]refundable|non rimborsabile|nao reembolsavel|no reembolsable|non remboursable|nicht erstattungsfahig/.test(p))
    kind = 'strict';
  else if (/flexib|flessibil|flexivel/.test(p)) kind = 'flexible';
  else if (/moderat|moderad|moderee/.test(p)) kind = 'moderate';
  else if (/limited|limitat|limitad|limitee|begrenzt/.test(p)) kind = 'limited';
  else if (/\bfirm|\bferm[eoa]s?\b|\bfirmes?\b|\bfest\b|rigoros/.test(p)) kind = 'firm';
  else if (/strict|streng|rigid|estrit|estrict/.test(p)) kind = 'strict';
  return kind ? { kind, longTerm } : null;
}

// Only the policies more flexible than the one the listing has: Moderate is pointed to Flexible, never to itself.
const MORE_FLEXIBLE: Record<PolicyKind, string> = {
  flexible: 'Flexible',
  moderate: 'Flexible',
  limited: 'Moderate or Flexible',
  firm: 'Moderate or Flexible',
  strict: 'Moderate or Flexible',
};

function policyFix(kind: PolicyKind, longTerm: boolean): string {
  if (longTerm) return 'For long stays, Firm is the more flexible of the two policies Airbnb offers; consider it.';
  return `Consider ${MORE_FLEXIBLE[kind]} if your calendar allows re-booking: Airbnb reports 10 %+ more bookings for hosts who switched to Flexible.`;
}

export function pricingChecks(view: ListingView): RuleResult[] {
  const P = PRICING_POINTS;
  const cat = 'pricing' as const;
  const out: RuleResult[] = [];
  const policyText = visibleText(view.content.cancellationPolicy);
  const policy = classifyPolicy(policyText);

  if (!policyText) {
    out.push(
      notAssessed({
        id: 'pricing.cancellation-policy',
        category: cat,
        label: 'a guest-friendly cancellation policy',
        evidence: 'The page shows no cancellation policy.',
        source: SOURCES.cancellation,
      }),
    );
  } else if (!policy) {
    out.push(
      notAssessed({
        id: 'pricing.cancellation-policy',
        category: cat,
        label: 'a guest-friendly cancellation policy',
        evidence: `Cancellation policy "${policyText}" is not one of Airbnb's named policies, so it was not scored.`,
        source: SOURCES.cancellation,
      }),
    );
  } else {
    const points = (policy.longTerm ? LONG_TERM_POINTS : POLICY_POINTS)[policy.kind];
    out.push(
      rule({
        id: 'pricing.cancellation-policy',
        category: cat,
        label: 'a guest-friendly cancellation policy',
        maxPoints: P.cancellation,
        points,
        evidence: `Cancellation policy: "${policyText}" (${policy.longTerm ? 'long stays, ' : ''}${policy.kind}).`,
        source: SOURCES.cancellation,
        fix: policyFix(policy.kind, policy.longTerm),
      }),
    );
  }

  const price = view.content.price;
  if (!price) {
    out.push(
      notAssessed({
        id: 'pricing.stay-discounts',
        category: cat,
        label: 'weekly or monthly discounts',
        evidence: 'The page shows no price (Airbnb shows prices and discounts only once dates are chosen), so discounts could not be read.',
        source: SOURCES.discounts,
      }),
    );
  } else {
    const discounts = (price.discounts ?? []).map((d) => visibleText(d)).filter(Boolean);
    const shown = visibleText(price.text) || (price.amount !== null ? `${price.amount} ${price.currency ?? ''}`.trim() : 'a price');
    out.push(
      rule({
        id: 'pricing.stay-discounts',
        category: cat,
        label: 'weekly or monthly discounts',
        maxPoints: P.discounts,
        points: discounts.length ? P.discounts : 0,
        evidence: discounts.length
          ? `Price shown ("${shown}") with ${discounts.map((d) => `"${d}"`).join(', ')}.`
          : `Price shown ("${shown}") with no stay discount.`,
        source: SOURCES.discounts,
        fix: 'Offer a weekly or monthly discount (or an early-bird one): Airbnb names discounts as a direct lever on ranking.',
      }),
    );
  }
  return out;
}
