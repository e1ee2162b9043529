// The compliance report of a listing: the registration rule of its place, Airbnb's camera and noise-monitor
// rules, and the smoke and carbon monoxide alarm checks, most serious first. It reuses the checks that carry
// points (description.registration-number, amenities.cameras, amenities.smoke-alarm, amenities.co-alarm) so a
// finding and its points always agree.

import type { ComplianceItem, ComplianceReport } from '../../../contract/wire';
import { cameraItems } from './camera-rules';
import type { RuleResult } from './check';
import type { ListingView } from './listing-view';
import type { RegistrationResult } from './registration';
import { RULES_CHECKED_ON } from './rules/registration-rules';

const ORDER: Record<ComplianceItem['status'], number> = { problem: 0, warning: 1, unchecked: 2, ok: 3 };

function alarmItem(check: RuleResult | undefined, id: string, name: string): ComplianceItem[] {
  if (!check) return [];
  const ok = check.points === check.maxPoints;
  return [
    {
      id,
      topic: 'safety',
      status: ok ? 'ok' : 'warning',
      severity: ok ? null : 'warning',
      title: ok ? `${name} declared` : `No ${name.toLowerCase()} declared`,
      evidence: check.evidence,
      fix: check.fix,
      consequence: ok ? null : 'Airbnb urges working alarms declared on the listing, and local law may require them (Help 515).',
      source: check.source,
      checkId: check.id,
    },
  ];
}

export function complianceReport(
  view: ListingView,
  registration: RegistrationResult,
  amenityChecks: readonly RuleResult[],
  scoredAmenityChecks: readonly RuleResult[] = amenityChecks,
): ComplianceReport {
  const byId = (id: string) => amenityChecks.find((c) => c.id === id);
  const scored = new Set(scoredAmenityChecks.map((c) => c.id));
  const items = [
    ...(registration.item ? [registration.item] : []),
    ...cameraItems(view, byId('amenities.cameras')),
    ...alarmItem(byId('amenities.smoke-alarm'), 'safety.smoke-alarm', 'Smoke alarm'),
    ...alarmItem(byId('amenities.co-alarm'), 'safety.co-alarm', 'Carbon monoxide alarm'),
  ];
  return {
    place: registration.place,
    registration: registration.finding,
    items: items
      // An item names the check carrying its points only while that check is part of the score.
      .map((item) =>
        item.checkId && item.checkId.startsWith('amenities.') && !scored.has(item.checkId) ? { ...item, checkId: null } : item,
      )
      .map((item, i) => ({ item, i }))
      .sort((a, b) => ORDER[a.item.status] - ORDER[b.item.status] || a.i - b.i)
      .map((x) => x.item),
    rulesCheckedOn: RULES_CHECKED_ON,
  };
}
