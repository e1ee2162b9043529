// The compliance report of a listing: the registration rule of its place, Airbnb's camera and noise-monitor
// rules, the smoke and carbon monoxide alarm checks and the content rules for its text, most serious first. It
// reuses the checks behind them (description.registration-number, amenities.cameras, amenities.smoke-alarm,
// amenities.co-alarm, the contact-details and writing checks) so a finding and its check always agree. Where the
// market evidence gives such a check no points, the rule still stands: the item stays, naming no check.

import type { CategoryKey, ComplianceItem, ComplianceReport } from '../../../contract/wire';
import { cameraItems } from './camera-rules';
import type { RuleResult } from './check';
import { CONTENT_RULE_CHECKS, contentItems } from './content-rules';
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

/** Whether a check's rule is kept in the compliance report, with or without points. */
export function inComplianceReport(checkId: string): boolean {
  return (
    checkId === 'description.registration-number' ||
    checkId === 'amenities.cameras' ||
    checkId === 'amenities.smoke-alarm' ||
    checkId === 'amenities.co-alarm' ||
    CONTENT_RULE_CHECKS.test(checkId)
  );
}

/**
 * The report from the checks as the rubric built them (`checks`, before the market evidence scaled or dropped
 * any); `scored` says whether a check carries points in the score.
 */
export function complianceReport(
  view: ListingView,
  registration: RegistrationResult,
  checks: Readonly<Record<CategoryKey, readonly RuleResult[]>>,
  scored: (checkId: string) => boolean,
): ComplianceReport {
  const byId = (id: string) => checks.amenities.find((c) => c.id === id);
  const items = [
    ...(registration.item ? [registration.item] : []),
    ...cameraItems(view, byId('amenities.cameras')),
    ...alarmItem(byId('amenities.smoke-alarm'), 'safety.smoke-alarm', 'Smoke alarm'),
    ...alarmItem(byId('amenities.co-alarm'), 'safety.co-alarm', 'Carbon monoxide alarm'),
    ...contentItems(view.title, checks.title, checks.description, scored),
  ];
  // An item names the check carrying its points only while that check is part of the score. The items are this
  // call's own, so they are changed in place (a spread copy of each was a measurable part of score()).
  for (const item of items) if (item.checkId && !scored(item.checkId)) item.checkId = null;
  return {
    place: registration.place,
    registration: registration.finding,
    items: items
      .map((item, i) => ({ item, i }))
      .sort((a, b) => ORDER[a.item.status] - ORDER[b.item.status] || a.i - b.i)
      .map((x) => x.item),
    rulesCheckedOn: RULES_CHECKED_ON,
  };
}
