import type { Element } from 'domhandler';
import { textContent } from 'domutils';
import type { ListingPhoto } from '../../../../contract/wire';
import { safetyDevices, type AmenityWithIcon } from '../amenities';
import type { PageDocument } from '../page-document';
import { compact, type Reading } from '../reading';
import { placeFromLine } from '../airbnb/read-location';
import {
  attr,
  blocksOf,
  contains,
  descendants,
  elementsUnder,
  firstUnder,
  isElement,
  isText,
  MAX_DOM_DEPTH,
  normaliseText,
  textOf,
} from './dom-blocks';
import { AMENITIES_TITLE, isPolicyDialogTitle, readAmenityBlocks, readDomPolicies } from './dom-lists';
import { readDomHost, readDomLocation, readDomPrice, readDomReviews, ratingIn, reviewCountIn } from './dom-people-place';
import { mergePhotos, photoListingId, photosIn, roomPhotosIn, statedPhotoTotal } from './dom-photos';
import { readDescriptionModal, readDomDescription } from './dom-description';
import { readDomHighlights, readDomOverview, readDomSleeping, readDomTitle, roomTypeOf } from './dom-text-fields';
import { readingAllowance, readingSpent } from '../page-limits';

// The listing as the rendered page shows it: what a browser drew from Airbnb's data, in the blocks Airbnb
// marks with `data-section-id` (2021-2026) and, in 2021, `data-plugin-in-point-id`. Pages saved from the
// browser, pages Airbnb's own script filled after a skeleton was served, and pages the host moved to by
// clicking (whose embedded state belongs to the page they came from) all carry the listing here. Opened
// modals (all amenities, the description, the photo tour) are read when the page was saved with them open.

const SECTION_ATTRIBUTES = ['data-section-id', 'data-plugin-in-point-id'] as const;

/** Section ids that hold listing content (any one of them with text makes a page a listing page). */
const LISTING_SECTIONS = [
  'TITLE_DEFAULT',
  'OVERVIEW_DEFAULT',
  'DESCRIPTION_DEFAULT',
  'AMENITIES_DEFAULT',
  'HIGHLIGHTS_DEFAULT',
  'LOCATION_DEFAULT',
  'REVIEWS_DEFAULT',
  'POLICIES_DEFAULT',
  'SLEEPING_ARRANGEMENT',
  'HOST_PROFILE_DEFAULT',
  'MEET_YOUR_HOST',
];

export function mayHaveRenderedSections(raw: string): boolean {
  return raw.includes('data-section-id') || raw.includes('data-plugin-in-point-id');
}

type SectionIndex = Map<string, Element>;

// The attributes these two read are the page's LANDMARK_ATTRIBUTES.
const isModal = (el: Element) =>
  el.attribs.role === 'dialog' || el.attribs['aria-modal'] === 'true' || el.attribs['data-testid'] === 'modal-container';
const isSection = (el: Element) => el.attribs['data-section-id'] !== undefined || el.attribs['data-plugin-in-point-id'] !== undefined;

/** The section blocks and the opened modals of the page (among its landmarks), in document order. */
function sectionsAndModals(elements: Element[]): { sections: Element[]; modals: Element[] } {
  const sections: Element[] = [];
  const modals: Element[] = [];
  for (const el of elements) {
    if (isSection(el)) sections.push(el);
    if (isModal(el)) modals.push(el);
  }
  return { sections, modals };
}

/** The first block of each section id (outermost when a plugin point wraps a section of the same id). */
function sectionIndex(sections: Element[]): SectionIndex {
  const index: SectionIndex = new Map();
  for (const el of sections) {
    for (const name of SECTION_ATTRIBUTES) {
      const id = attr(el, name)?.trim().toUpperCase();
      if (id && !index.has(id)) index.set(id, el);
    }
  }
  return index;
}

/** A section by exact id, else the first whose id starts with `prefix` (OVERVIEW_DEFAULT_V2, SLEEPING_ARRANGEMENT_WITH_IMAGES). */
function section(index: SectionIndex, ...ids: string[]): Element | undefined {
  for (const id of ids) {
    const exact = index.get(id);
    if (exact) return exact;
  }
  for (const id of ids) for (const [key, el] of index) if (key.startsWith(id)) return el;
  return undefined;
}

interface Modal {
  el: Element;
  title: string;
}

const isTitleHeading = (el: Element) => el.name === 'h1' || el.name === 'h2' || el.name === 'h3';

function modals(found: Element[]): Modal[] {
  const outermost = found.filter((el) => !found.some((other) => other !== el && contains(other, el)));
  return outermost.map((el) => {
    const heading = firstUnder(el, isTitleHeading);
    const title = normaliseText(attr(el, 'aria-label') ?? (heading ? textOf(heading) : ''));
    return { el, title };
  });
}

const DESCRIPTION_MODAL =
  /^(about this (space|place|listing)|informazioni su questo spazio|acerca de este espacio|à propos de ce logement|über diese unterkunft|sobre este espaço)$/i;
const PHOTO_TOUR = /^(photo tour|all photos|photos|tour fotografico|recorrido fotográfico|visite photo|fototour|tour de fotos)$/i;

function amenitiesModal(list: Modal[]): Element | undefined {
  return list.find((m) => AMENITIES_TITLE.test(m.title))?.el;
}

export interface DomReading {
  reading: Reading;
  /** The photos are the hero's preview, not the photo tour. */
  photosArePreview: boolean;
  /** The amenities are the page's first few; the full list (its modal) was not open. */
  amenitiesArePreview: boolean;
}

/** The listing's id from its own blocks (the booking form, links to its sub-pages); other listings' links are elsewhere. */
function listingIdIn(roots: (Element | undefined)[]): string | undefined {
  for (const root of roots) {
    if (!root) continue;
    // Only the first hosting_id input counts, as it did when this was a selector's first match.
    const hosting = firstUnder(root, (el) => el.name === 'input' && el.attribs.name === 'hosting_id')?.attribs.value;
    if (hosting && /^\d{1,19}$/.test(hosting)) return hosting;
    for (const el of elementsUnder(root, (a) => a.name === 'a' && (a.attribs.href?.includes('/rooms/') ?? false))) {
      const match = /\/rooms\/(?:plus\/)?(\d{1,19})(?:[/?#]|$)/.exec(attr(el, 'href') ?? '');
      if (match) return match[1];
    }
  }
  return undefined;
}

/** The number a button or link of the section states ("Show all 42 amenities"), if any. */
function statedCount(el: Element): number | null {
  for (const control of descendants(el)) {
    if (control.name !== 'button' && control.name !== 'a') continue;
    const count = /\b(\d{1,4})\b/.exec(normaliseText(textContent(control)))?.[1];
    if (count !== undefined && Number(count) > 0) return Number(count);
  }
  return null;
}

interface AmenitiesRead {
  items: AmenityWithIcon[];
  preview: boolean;
  /** How many the page says there are ("Show all 65 amenities"). */
  total: number | null;
}

function amenitiesOf(index: SectionIndex, list: Modal[]): AmenitiesRead {
  const previewSection = section(index, 'AMENITIES_DEFAULT');
  const total = previewSection ? statedCount(previewSection) : null;
  const modal = amenitiesModal(list) ?? section(index, 'AMENITIES_MODAL', 'AMENITIES_SEE_ALL');
  if (modal) {
    const all = readAmenityBlocks(blocksOf(modal));
    if (all.length) return { items: all, preview: false, total };
  }
  if (!previewSection) return { items: [], preview: false, total: null };
  const items = readAmenityBlocks(blocksOf(previewSection));
  const shown = items.filter((a) => a.available).length;
  return { items, preview: items.length > 0 && total !== null && total > shown, total };
}

interface PhotosRead {
  photos: ListingPhoto[];
  preview: boolean;
  total: number | null;
}

/**
 * The photo tour when it was open; else every photo of the hero (all the slides of a narrow page's carousel) and
 * of "Where you'll sleep", which names the room of each of its photos.
 */
function photosOf(index: SectionIndex, list: Modal[], listingId: string | undefined): PhotosRead {
  const hero = section(index, 'HERO_DEFAULT');
  const total = statedPhotoTotal(hero);
  const tour = section(index, 'PHOTO_TOUR_SCROLLABLE_MODAL', 'PHOTO_TOUR') ?? list.find((m) => PHOTO_TOUR.test(m.title))?.el;
  if (tour) {
    const photos = photosIn(tour, { rooms: true, listingId });
    if (photos.length) return { photos, preview: false, total };
  }
  const sleeping = section(index, 'SLEEPING_ARRANGEMENT');
  const heroPhotos = hero ? photosIn(hero, { rooms: false, listingId }) : [];
  // Without an id of its own on the page, the listing is the one its cover photo is filed under.
  const owner = listingId ?? (heroPhotos[0] ? (photoListingId(heroPhotos[0].url) ?? undefined) : undefined);
  const ownPhotos = owner ? heroPhotos.filter((p) => (photoListingId(p.url) ?? owner) === owner) : heroPhotos;
  const photos = mergePhotos(ownPhotos, sleeping ? roomPhotosIn(sleeping, owner) : []);
  return { photos, preview: true, total };
}

/**
 * The hero labels its pictures "<listing title> image 1": that names no room (a tour's "Full kitchen image 1" does),
 * nor does "Listing image 1".
 */
function withoutTitleAsRoom(photos: ListingPhoto[], title: string | null): ListingPhoto[] {
  const fold = (text: string) => normaliseText(text).toLowerCase();
  const titleKey = title ? fold(title) : null;
  return photos.map((p) =>
    p.roomLabel && (fold(p.roomLabel) === titleKey || /^(listing|image|photo)$/i.test(p.roomLabel.trim())) ? { ...p, roomLabel: null } : p,
  );
}

const GUEST_FAVOURITE =
  /^(guest fav(ou)?rite|amato dagli ospiti|favorito (entre|de) (los )?huéspedes|coup de c(œ|oe)ur voyageurs|gäste-favorit|preferido dos hóspedes)$/i;

/** Whether the page shows the Guest Favourite badge (its banner, or the label in the overview or reviews). */
function showsGuestFavourite(sections: (Element | undefined)[]): boolean {
  const visit = (el: Element): boolean =>
    el.children.some((child) =>
      --readingAllowance.left < 0
        ? readingSpent()
        : isElement(child)
          ? visit(child)
          : isText(child) && MAY_NAME_FAVOURITE.test(child.data) && GUEST_FAVOURITE.test(normaliseText(child.data)),
    );
  return sections.some((el) => el !== undefined && visit(el));
}

const MAY_NAME_FAVOURITE = /fav|amato|coup de/i;

/** Reads the rendered page; null when it has no listing section with text. */
export function readRenderedDom(doc: PageDocument): DomReading | null {
  if (doc.kind !== 'html' || !mayHaveRenderedSections(doc.raw)) return null;
  const page = doc.page;
  if (!page || page.depth > MAX_DOM_DEPTH) return null;
  const found = sectionsAndModals(page.landmarks);
  const index = sectionIndex(found.sections);
  const hasListing = [...index].some(([id, el]) => LISTING_SECTIONS.some((s) => id.startsWith(s)) && normaliseText(textOf(el)) !== '');
  if (!hasListing) return null;
  const list = modals(found.modals);

  const titleSection = section(index, 'TITLE_DEFAULT');
  const overview = readDomOverview(section(index, 'OVERVIEW_DEFAULT_V2', 'OVERVIEW_DEFAULT'));
  const descriptionModal = section(index, 'DESCRIPTION_MODAL') ?? list.find((m) => DESCRIPTION_MODAL.test(m.title))?.el;
  const description = readDescriptionModal(descriptionModal) ?? readDomDescription(section(index, 'DESCRIPTION_DEFAULT'));
  const sleeping = readDomSleeping(section(index, 'SLEEPING_ARRANGEMENT'));
  const { items: amenities, preview: amenitiesArePreview, total: amenityTotal } = amenitiesOf(index, list);
  const policies = readDomPolicies(
    section(index, 'POLICIES_DEFAULT'),
    list.filter((m) => isPolicyDialogTitle(m.title)).map((m) => m.el),
  );
  const reviews = readDomReviews(section(index, 'REVIEWS_DEFAULT'));
  const location = readDomLocation(section(index, 'LOCATION_DEFAULT'));
  const host = readDomHost(
    [section(index, 'HOST_PROFILE_DEFAULT'), section(index, 'MEET_YOUR_HOST'), section(index, 'HOST_OVERVIEW_DEFAULT')],
    overview?.hostName ?? null,
  );
  const listingId = listingIdIn([
    section(index, 'BOOK_IT_SIDEBAR'),
    section(index, 'BOOK_IT_NAV'),
    titleSection,
    section(index, 'HERO_DEFAULT'),
    section(index, 'DESCRIPTION_DEFAULT'),
  ]);
  const photosRead = photosOf(index, list, listingId);
  const titleLines = titleSection ? blocksOf(titleSection).map((b) => b.text) : [];
  // Without a reviews section, the rating and count stand under the title, in the overview or in the guest-favourite banner.
  const ratingLines = [
    ...titleLines,
    ...[section(index, 'OVERVIEW_DEFAULT_V2', 'OVERVIEW_DEFAULT'), section(index, 'GUEST_FAVORITE_BANNER')].flatMap((el) =>
      el ? blocksOf(el).map((b) => b.text) : [],
    ),
  ].join(' · ');
  const place = location?.place ?? overview?.place ?? null;
  const safetyNotes = policies?.safetyNotes ?? [];
  const safetyLines = safetyNotes.map((title) => ({ title, group: null, available: true, subtitle: null }));

  const reading = compact({
    platformListingId: listingId,
    title: readDomTitle(titleSection) ?? undefined,
    propertyType: overview?.propertyType ?? undefined,
    roomType: roomTypeOf(overview?.propertyType ?? null) ?? undefined,
    location: place ? { text: place, ...placeFromLine(place) } : undefined,
    coordinates: location?.coordinates ?? undefined,
    neighborhood: location?.neighborhood ?? undefined,
    guests: overview?.guests ?? undefined,
    bedrooms: overview?.bedrooms ?? sleeping.bedrooms ?? undefined,
    beds: overview?.beds ?? sleeping.beds ?? undefined,
    baths: overview?.baths ?? undefined,
    descriptionSections: description ?? undefined,
    highlights: readDomHighlights(section(index, 'HIGHLIGHTS_DEFAULT')),
    amenities,
    safety: safetyDevices(amenities, safetyLines),
    safetyAndProperty: safetyNotes,
    houseRules: policies?.houseRules,
    checkIn: policies?.checkIn ?? undefined,
    checkOut: policies?.checkOut ?? undefined,
    cancellationPolicy: policies?.cancellationPolicy ?? undefined,
    photos: withoutTitleAsRoom(photosRead.photos, readDomTitle(titleSection)),
    rating: reviews?.rating ?? ratingIn(ratingLines) ?? undefined,
    reviewCount: reviews?.reviewCount ?? reviewCountIn(ratingLines) ?? undefined,
    categoryRatings: reviews?.categoryRatings,
    guestFavourite:
      showsGuestFavourite([
        section(index, 'GUEST_FAVORITE_BANNER'),
        section(index, 'OVERVIEW_DEFAULT_V2', 'OVERVIEW_DEFAULT'),
        section(index, 'REVIEWS_DEFAULT'),
      ]) || undefined,
    host: host ?? undefined,
    price:
      readDomPrice([section(index, 'BOOK_IT_SIDEBAR'), section(index, 'BOOK_IT_FLOATING_FOOTER'), section(index, 'BOOK_IT_NAV')]) ??
      undefined,
    photoTotal: photosRead.total ?? undefined,
    amenityTotal: amenityTotal ?? undefined,
  });
  return { reading, photosArePreview: photosRead.preview, amenitiesArePreview };
}
