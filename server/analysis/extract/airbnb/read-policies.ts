import type { ListingCapacity } from '../../../../contract/wire';
import { readCapacity, splitDotted } from '../capacity-text';
import { cleanSpaces, firstString, get, htmlToText, objects, str, toInt, unique } from '../text';
import type { Pdp } from './pdp-payload';
import { ugcText } from './ugc';

// House rules (with check-in and check-out times), the safety-and-property notes, the cancellation policy and
// the guest capacity.

export interface PolicyItem {
  title: string;
  subtitle: string | null;
  icon: string | null;
  html: string | null;
}

function policyItems(pdp: Pdp): PolicyItem[] {
  const policies = pdp.sec('POLICIES_DEFAULT', 'PoliciesSection');
  const full = objects(get(policies, 'houseRulesSections')).flatMap((s) => objects(s.items));
  const items = full.length ? full : objects(get(policies, 'houseRules'));
  return items
    .map((i) => ({ title: str(i.title) ?? '', subtitle: str(i.subtitle), icon: str(i.icon), html: str(get(i, 'html', 'htmlText')) }))
    .filter((i) => i.title !== '' || i.html !== null);
}

export const CHECK_IN = /^(check[- ]?in|arriv[ée]e|llegada|anreise|entrada|ingresso)\b/i;
export const CHECK_OUT = /^(check[- ]?out|d[ée]part|salida|abreise|sa[íi]da|partenza)\b/i;

/** "Check-in: 3:00 PM - 10:00 PM" → "3:00 PM - 10:00 PM"; "Check-in after 12:00 pm" → "after 12:00 pm". */
export function timeAfterLabel(text: string, label: RegExp): string | null {
  const cleaned = cleanSpaces(text).trim();
  const match = label.exec(cleaned);
  if (!match || !/\d/.test(cleaned)) return null;
  return str(cleaned.slice(match[0].length).replace(/^\s*(time)?\s*[:\-–]?\s*/i, ''));
}

export function readHouseRules(pdp: Pdp): { rules: string[]; checkIn: string | null; checkOut: string | null } {
  const items = policyItems(pdp);
  const rules: string[] = [];
  let checkIn: string | null = null;
  let checkOut: string | null = null;
  for (const item of items) {
    const title = cleanSpaces(item.title).trim();
    const text = item.html ? htmlToText(item.html) : null;
    // An item with host-written HTML ("Additional rules") is a label for that text: keep the text.
    if (text) rules.push(text);
    else if (title)
      rules.push(
        item.subtitle && !/^(Show|Mostra|Mostrar|Afficher)/.test(item.subtitle) ? `${title} (${cleanSpaces(item.subtitle)})` : title,
      );
    if (item.icon && item.icon !== 'SYSTEM_CLOCK' && item.icon !== null) continue;
    checkIn ??= timeAfterLabel(title, CHECK_IN);
    checkOut ??= timeAfterLabel(title, CHECK_OUT);
  }
  const additional = str(get(pdp.sec('POLICIES_DEFAULT', 'PoliciesSection'), 'additionalHouseRules'));
  if (additional) rules.push(htmlToText(additional));
  return { rules: unique(rules), checkIn, checkOut };
}

/**
 * Safety-and-property notes ("Smoke alarm installed", "No carbon monoxide alarm", "Must climb stairs"): the lines the
 * block shows, then those its full list adds (which words some devices differently: "Rilevatore di fumo" in the
 * block, "Allarme antincendio installato" in the list).
 */
export function readSafetyNotes(pdp: Pdp): { title: string; icon: string | null }[] {
  const policies = pdp.sec('POLICIES_DEFAULT', 'PoliciesSection');
  const preview = objects(get(policies, 'previewSafetyAndProperties'));
  const full = objects(get(policies, 'safetyAndPropertiesSections')).flatMap((s) => objects(s.items));
  return unique(
    [...preview, ...full].map((i) => ({ title: cleanSpaces(str(i.title) ?? ''), icon: str(i.icon) })).filter((i) => i.title !== ''),
    (i) => i.title.toLowerCase(),
  );
}

/** The licence or registration numbers of the policies section's licence field (POLICIES.propertyLicenseTextList). */
export function readLicenceNumbers(pdp: Pdp): string[] {
  const list = get(pdp.sec('POLICIES_DEFAULT', 'PoliciesSection'), 'propertyLicenseTextList');
  return Array.isArray(list)
    ? unique(list.map((l) => (typeof l === 'string' ? htmlToText(l) : str(get(l, 'text')))).filter((l): l is string => Boolean(l)))
    : [];
}

export function readCancellationPolicy(pdp: Pdp): string | null {
  const prefetch = objects(get(pdp.M, 'bookingPrefetchData', 'cancellationPolicies'))[0];
  const policies = pdp.sec('POLICIES_DEFAULT', 'PoliciesSection');
  const display = get(policies, 'cancellationPolicyForDisplay');
  const subtitles = Array.isArray(get(display, 'subtitles')) ? (get(display, 'subtitles') as unknown[]).map(str).filter(Boolean) : [];
  return firstString(get(prefetch, 'localized_cancellation_policy_name'), get(display, 'title'), subtitles[0]);
}

export function readCapacityFields(pdp: Pdp, extraSegments: string[]): ListingCapacity {
  const titleSection = pdp.sec('TITLE_DEFAULT', 'PdpTitleSection');
  const guests = toInt(
    firstString(
      get(pdp.EV, 'personCapacity'),
      get(pdp.SC, 'personCapacity'),
      get(pdp.N, 'personCapacity'),
      get(titleSection, 'shareSave', 'embedData', 'personCapacity'),
      get(pdp.sec('BOOK_IT_SIDEBAR'), 'maxGuestCapacity'),
    ),
  );
  const overview = objects(get(pdp.sb('OVERVIEW_DEFAULT_V2'), 'overviewItems')).map((i) => str(i.title) ?? '');
  const calendarItems = objects(get(pdp.sec('AVAILABILITY_CALENDAR_DEFAULT', 'AvailabilityCalendarSection'), 'descriptionItems')).map(
    (i) => str(i.title) ?? '',
  );
  const sharing = splitDotted(firstString(get(pdp.SC, 'title'), ugcText(get(pdp.N, 'sharingConfig', 'ugcTitle')))).slice(1);
  const rules = policyItems(pdp).map((i) => i.title);
  return readCapacity([...overview, ...calendarItems, ...sharing, ...extraSegments, ...rules], {
    guests: guests && guests > 0 ? guests : null,
    bedrooms: null,
    beds: null,
    baths: null,
  });
}
