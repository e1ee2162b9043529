import type { AmenityWithIcon } from '../amenities';
import { get, objects, str } from '../text';
import type { Pdp } from './pdp-payload';

// Classic AMENITIES_DEFAULT groups first, then the 2026 migrated node; `subtitle` is a string in one and a
// LocalizedText object in the other. Preview groups are the last resort (a page that never had "Show all").

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

export function readAmenities(pdp: Pdp): AmenityWithIcon[] {
  const classic = pdp.sec('AMENITIES_DEFAULT', 'AmenitiesSection');
  for (const groups of [
    get(classic, 'seeAllAmenitiesGroups'),
    get(pdp.N, 'amenities', 'seeAllAmenitiesGroups'),
    get(classic, 'previewAmenitiesGroups'),
    get(pdp.N, 'amenities', 'previewAmenitiesGroups'),
  ]) {
    const items = readGroups(groups);
    if (items.length) return items;
  }
  return [];
}
