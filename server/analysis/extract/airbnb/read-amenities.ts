import type { AmenityWithIcon } from '../amenities';
import { asText, get, objects, str, toInt } from '../text';
import type { Pdp } from './pdp-payload';

// Classic AMENITIES_DEFAULT groups first, then the 2026 migrated node; `subtitle` is a string in one and a
// LocalizedText object in the other. Preview groups are the last resort (a page that never had "Show all"), and
// are marked as a preview.

function readGroups(groups: unknown): AmenityWithIcon[] {
  const out: AmenityWithIcon[] = [];
  for (const group of objects(groups)) {
    const groupTitle = str(group.title);
    for (const amenity of objects(group.amenities)) {
      const title = str(amenity.title);
      if (!title) continue;
      const subtitle = str(amenity.subtitle) ?? str(get(amenity, 'subtitle', 'text'));
      out.push({
        title,
        group: groupTitle,
        available: amenity.available !== false,
        subtitle,
        icon: str(amenity.icon),
      });
    }
  }
  return out;
}

/** The amenities, and whether they are only the preview the page shows before "Show all". */
export function readAmenities(pdp: Pdp): { items: AmenityWithIcon[]; preview: boolean } {
  const classic = pdp.sec('AMENITIES_DEFAULT', 'AmenitiesSection');
  for (const groups of [get(classic, 'seeAllAmenitiesGroups'), get(pdp.N, 'amenities', 'seeAllAmenitiesGroups')]) {
    const items = readGroups(groups);
    if (items.length) return { items, preview: false };
  }
  for (const groups of [get(classic, 'previewAmenitiesGroups'), get(pdp.N, 'amenities', 'previewAmenitiesGroups')]) {
    const items = readGroups(groups);
    if (items.length) return { items, preview: true };
  }
  return { items: [], preview: false };
}

/** The total the "Show all 19 amenities" button states, when the payload has it. */
export function readAmenityTotal(pdp: Pdp): number | null {
  const classic = pdp.sec('AMENITIES_DEFAULT', 'AmenitiesSection');
  for (const button of [get(classic, 'seeAllAmenitiesButton'), get(pdp.N, 'amenities', 'seeAllAmenitiesButton')]) {
    const count = toInt(/\d{1,4}/.exec(asText(get(button, 'title')))?.[0]);
    if (count && count > 0) return count;
  }
  return null;
}
