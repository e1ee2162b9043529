import type { ListingPhoto } from '../../../../contract/wire';
import { asArray, asText, firstString, get, objects, photoUrlWithoutQuery, str, toInt, unique } from '../text';
import type { Pdp } from './pdp-payload';

// Photos in display order from the photo tour, each with the room it belongs to (the tour's room list is
// joined on media ids) and, from the 2026 media tour, its pixel size. The hero's five previews are a fallback.

const UI_ASSET = /\/airbnb-platform-assets\/|\/pictures\/user\//;

function sizeIndex(pdp: Pdp): Map<string, { width: number | null; height: number | null; room: string | null; caption: string | null }> {
  const index = new Map<string, { width: number | null; height: number | null; room: string | null; caption: string | null }>();
  for (const stop of objects(get(pdp.N, 'mediaTour', 'stops'))) {
    const room = str(stop.name);
    for (const item of objects(stop.items)) {
      const image = get(item, 'image');
      const uri = str(get(image, 'uri'));
      if (!uri) continue;
      index.set(photoUrlWithoutQuery(uri), {
        width: toInt(get(image, 'assetMetadata', 'originalWidth')),
        height: toInt(get(image, 'assetMetadata', 'originalHeight')),
        room,
        caption: firstString(get(image, 'caption'), get(image, 'altText')),
      });
    }
  }
  return index;
}

function roomIndex(tour: unknown): Map<string, string> {
  const rooms = new Map<string, string>();
  for (const layout of objects(get(tour, 'roomTourLayoutInfos'))) {
    for (const item of objects(layout.roomTourItems)) {
      const title = str(item.title);
      if (!title) continue;
      for (const id of Array.isArray(item.imageIds) ? item.imageIds : []) if (!rooms.has(asText(id))) rooms.set(asText(id), title);
    }
  }
  return rooms;
}

function roomFromLabel(label: string | null): string | null {
  const match = label ? /^(.+?) image \d+$/i.exec(label) : null;
  return match ? match[1]! : null;
}

export function readPhotos(pdp: Pdp): ListingPhoto[] {
  const sizes = sizeIndex(pdp);
  const tour = pdp.sec('PHOTO_TOUR_SCROLLABLE_MODAL', 'PhotoTourModalSection');
  const rooms = roomIndex(tour);
  const fromTour: ListingPhoto[] = [];
  for (const item of objects(get(tour, 'mediaItems'))) {
    const base = str(item.baseUrl);
    if (!base || UI_ASSET.test(base)) continue;
    const url = photoUrlWithoutQuery(base);
    const known = sizes.get(url);
    const id = item.id === undefined ? null : asText(item.id);
    fromTour.push({
      url,
      caption: firstString(get(item, 'imageMetadata', 'caption'), get(item, 'imageMetadata', 'localizedCaption'), known?.caption),
      roomLabel: (id ? rooms.get(id) : undefined) ?? known?.room ?? roomFromLabel(str(item.accessibilityLabel)),
      width: known?.width ?? null,
      height: known?.height ?? null,
    });
  }
  if (fromTour.length) return unique(fromTour, (p) => p.url);
  if (sizes.size) {
    return [...sizes.entries()].map(([url, s]) => ({ url, caption: s.caption, roomLabel: s.room, width: s.width, height: s.height }));
  }
  const hero = pdp.sec('HERO_DEFAULT', 'PdpHeroSection');
  return unique(
    objects(get(hero, 'previewImages'))
      .map((i) => str(i.baseUrl))
      .filter((u): u is string => u !== null && !UI_ASSET.test(u))
      .map((u) => ({ url: photoUrlWithoutQuery(u), caption: null, roomLabel: null, width: null, height: null })),
    (p) => p.url,
  );
}

/**
 * How many photos the listing has, as the payload states it: the photo count it logs, else the number of entries in
 * its photo tour (a console-copied page keeps the entries without their addresses).
 */
export function readPhotoTotal(pdp: Pdp): number | null {
  const logged = toInt(get(pdp.EV, 'pictureCount'));
  if (logged && logged > 0) return logged;
  const entries = asArray(get(pdp.sec('PHOTO_TOUR_SCROLLABLE_MODAL', 'PhotoTourModalSection'), 'mediaItems')).length;
  return entries > 0 ? entries : null;
}
