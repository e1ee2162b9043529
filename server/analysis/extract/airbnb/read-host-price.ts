import type { ListingPrice } from '../../../../contract/wire';
import { asText, firstString, get, objects, parseLocaleNumber, str } from '../text';
import type { Pdp } from './pdp-payload';

export function readHost(pdp: Pdp): { name: string | null; isSuperhost: boolean } | null {
  const card = get(pdp.sec('MEET_YOUR_HOST', 'MeetYourHostSection'), 'cardData');
  const legacyProfile = pdp.sec('HOST_PROFILE_DEFAULT', 'HostProfileSection');
  const legacyName = str(get(legacyProfile, 'title'))?.replace(/^Hosted by\s+/i, '') ?? null;
  const name = firstString(get(card, 'name'), legacyName);
  const superhost =
    get(card, 'isSuperhost') ??
    get(pdp.EV, 'isSuperhost') ??
    get(pdp.sb('HOST_OVERVIEW_DEFAULT'), 'hostAvatar', 'loggingEventData', 'eventData', 'pdpContext', 'isSuperHost');
  if (!name && superhost === undefined) return null;
  return { name, isSuperhost: superhost === true || superhost === 'true' };
}

const CURRENCY_SYMBOLS: [RegExp, string][] = [
  [/US\$|\$US|USD/, 'USD'],
  [/CA\$|C\$|CAD/, 'CAD'],
  [/A\$|AU\$|AUD/, 'AUD'],
  [/NZ\$|NZD/, 'NZD'],
  [/R\$|BRL/, 'BRL'],
  [/MX\$|MXN/, 'MXN'],
  [/HK\$|HKD/, 'HKD'],
  [/S\$|SGD/, 'SGD'],
  [/€|EUR/, 'EUR'],
  [/£|GBP/, 'GBP'],
  [/₹|INR/, 'INR'],
  [/¥|JPY|CNY/, 'JPY'],
  [/₩|KRW/, 'KRW'],
  [/CHF/, 'CHF'],
  [/kr|SEK|NOK|DKK/, 'SEK'],
  [/zł|PLN/, 'PLN'],
  [/₺|TRY/, 'TRY'],
  [/฿|THB/, 'THB'],
  [/₱|PHP/, 'PHP'],
  [/₫|VND/, 'VND'],
  [/R(?=\s?\d)|ZAR/, 'ZAR'],
  [/\$/, 'USD'],
];

export function currencyOf(text: string): string | null {
  for (const [pattern, code] of CURRENCY_SYMBOLS) if (pattern.test(text)) return code;
  return null;
}

/** Only dated requests carry a price (airbnb-data.md section 5, Price); an undated page has none. */
export function readPrice(pdp: Pdp): ListingPrice | null {
  for (const id of ['BOOK_IT_SIDEBAR', 'BOOK_IT_FLOATING_FOOTER', 'BOOK_IT_NAV', 'BOOK_IT_CALENDAR_SHEET']) {
    const display = get(pdp.sec(id), 'structuredDisplayPrice');
    const line = get(display, 'primaryLine');
    const priceText = firstString(get(line, 'discountedPrice'), get(line, 'price'));
    if (!priceText) continue;
    const qualifier = str(get(line, 'qualifier'));
    const discounts = objects(get(display, 'explanationData', 'priceDetails'))
      .flatMap((g) => objects(g.items))
      .filter(
        (i) =>
          /discount|sconto|descuento|r[ée]duction|rabatt|desconto/i.test(asText(i.description)) ||
          asText(i.__typename).startsWith('Discounted'),
      )
      .map((i) => `${str(i.description) ?? 'Discount'}: ${str(i.priceString) ?? ''}`.trim());
    return {
      amount: parseLocaleNumber(priceText),
      currency: currencyOf(priceText),
      period: qualifier,
      text: firstString(get(line, 'accessibilityLabel'), [priceText, qualifier].filter(Boolean).join(' '))!,
      discounts,
    };
  }
  const rate = get(pdp.M, 'bookingPrefetchData', 'p3_display_rate');
  const amount = parseLocaleNumber(get(rate, 'amount'));
  if (amount !== null) {
    const currency = str(get(rate, 'currency'));
    return { amount, currency, period: 'night', text: `${amount} ${currency ?? ''} per night`.replace(/\s+/g, ' ').trim(), discounts: [] };
  }
  return null;
}
