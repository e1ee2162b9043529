// How every surface that shows market evidence (the detail screen, the PDF report, the chat) words what the
// claims are and where they come from: once beside the claims, not after each one.

import type { MarketEvidence } from './wire';

export const MARKET_EVIDENCE_CAVEAT = 'Figures from real listings are correlations across listings, not a promise for yours.';

/** The caveat and the source line of a set of claims ("… Source: Inside Airbnb (insideairbnb.com), …, CC BY 4.0."). */
export function marketEvidenceNote(evidence: readonly (MarketEvidence | null | undefined)[]): string | null {
  const sources = [...new Set(evidence.flatMap((e) => (e ? [e.source] : [])))];
  return sources.length ? `${MARKET_EVIDENCE_CAVEAT} Source: ${sources.join('; ')}.` : null;
}
