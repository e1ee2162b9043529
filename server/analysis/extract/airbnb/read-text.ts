import type { DescriptionSections } from '../../../../contract/wire';
import { canonicalHeading, LISTING_DESCRIPTION } from '../description-headings';
import { splitDescriptionHtml } from '../description-lines';
import { firstString, get, htmlToText, objects, str } from '../text';
import type { Pdp } from './pdp-payload';
import { ugcText } from './ugc';

// Title, property and room type, description sections and highlights of a StaysPdpSections payload.

export function readTitle(pdp: Pdp): string | null {
  const titleSection = pdp.sec('TITLE_DEFAULT', 'PdpTitleSection');
  const calendar = pdp.sec('AVAILABILITY_CALENDAR_DEFAULT', 'AvailabilityCalendarSection');
  const isHotel = get(pdp.M, 'pdpType') === 'HOTEL';
  return firstString(
    get(titleSection, 'title'),
    ugcText(get(pdp.N, 'title')),
    ugcText(get(pdp.payload, 'data', 'node', 'description', 'name')),
    isHotel ? undefined : get(calendar, 'listingTitle'),
    get(pdp.M, 'seoFeatures', 'ogTags', 'ogDescription'),
    get(titleSection, 'shareSave', 'embedData', 'name'),
    seoTitlePrefix(str(get(pdp.M, 'seoFeatures', 'title'))),
  );
}

/** "<listing title> - <Types> for Rent in <City>… - Airbnb" → "<listing title>". */
export function seoTitlePrefix(title: string | null): string | null {
  if (!title || !/ - Airbnb$/i.test(title)) return null;
  const parts = title.split(' - ');
  return parts.length >= 3 ? str(parts.slice(0, parts.length - 2).join(' - ')) : null;
}

export function readPropertyType(pdp: Pdp): string | null {
  const embed =
    get(pdp.sec('TITLE_DEFAULT', 'PdpTitleSection'), 'shareSave', 'embedData') ??
    get(pdp.sec('PHOTO_TOUR_SCROLLABLE_MODAL', 'PhotoTourModalSection'), 'shareSave', 'embedData');
  const overviewTitle = str(get(pdp.sb('OVERVIEW_DEFAULT_V2'), 'title'));
  return firstString(
    get(pdp.SC, 'propertyType'),
    get(pdp.N, 'sharingConfig', 'propertyType'),
    get(embed, 'propertyType'),
    overviewTitle?.split(/\s+in\s+|\s+·\s+/)[0],
  );
}

export function readRoomType(pdp: Pdp): string | null {
  return firstString(get(pdp.EV, 'roomType'));
}

function addSection(out: DescriptionSections, name: string, text: string): void {
  if (!text) return;
  out[name] = out[name] ? `${out[name]}\n\n${text}` : text;
}

function fromModalItems(pdp: Pdp): DescriptionSections | null {
  const modal = pdp.sec('DESCRIPTION_MODAL');
  const items = objects(get(modal, 'items'));
  if (items.length === 0) return null;
  const out: DescriptionSections = {};
  items.forEach((item, index) => {
    const html = str(get(item, 'html', 'htmlText'));
    if (!html) return;
    const title = str(item.title);
    addSection(out, title ? canonicalHeading(title) : index === 0 ? LISTING_DESCRIPTION : `Section ${index + 1}`, htmlToText(html));
  });
  return Object.keys(out).length ? out : null;
}

export function readDescriptionSections(pdp: Pdp): DescriptionSections {
  // The migrated long description keeps the host's original text (`source`), so it wins when present.
  const migrated = ugcText(get(pdp.N, 'descriptions', 'longDescriptionHtml'));
  if (migrated) return splitDescriptionHtml(migrated);
  const modal = fromModalItems(pdp);
  if (modal) return modal;
  const description = pdp.sec('DESCRIPTION_DEFAULT', 'PdpDescriptionSection');
  const html = str(get(description, 'htmlDescription', 'htmlText'));
  if (html) return splitDescriptionHtml(html);
  const summary = str(get(description, 'descriptionSummary', 'htmlText')) ?? ugcText(get(pdp.N, 'descriptions', 'shortDescriptionHtml'));
  return summary ? { [LISTING_DESCRIPTION]: htmlToText(summary) } : {};
}

export function readHighlights(pdp: Pdp): string[] {
  const classic = objects(get(pdp.sec('HIGHLIGHTS_DEFAULT', 'PdpHighlightsSection'), 'highlights'))
    .map((h) => str(h.title))
    .filter((t): t is string => t !== null);
  if (classic.length) return classic;
  return objects(get(pdp.N, 'highlights'))
    .map((h) => firstString(get(h, 'headline', 'localizedContent'), get(h, 'headline')))
    .filter((t): t is string => t !== null);
}
