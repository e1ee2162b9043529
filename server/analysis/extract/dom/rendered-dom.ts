import type { Element } from 'domhandler';
import { safetyFeatures, type AmenityWithIcon } from '../amenities';
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
  MAX_DOM_DEPTH,
  normaliseText,
  textOf,
} from './dom-blocks';
import { AMENITIES_TITLE, readAmenityBlocks, readDomPolicies } from './dom-lists';
import { readDomHost, readDomLocation, readDomPrice, readDomReviews, ratingIn, reviewCountIn } from './dom-people-place';
import { photosIn } from './dom-photos';
import {
  readDescriptionModal,
  readDomDescription,
  readDomHighlights,
  readDomOverview,
  readDomSleeping,
  readDomTitle,
  roomTypeOf,
} from './dom-text-fields';

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

/** "Show all 42 amenities": a button or link of the section counts more amenities than it lists. */
function moreAmenitiesThan(el: Element, shown: number): boolean {
  return [...descendants(el)]
    .filter((d) => d.name === 'button' || d.name === 'a')
    .some((b) => {
      const label = b.children.map((c) => (isElement(c) ? c.children.map(textOf).join(' ') : textOf(c))).join(' ');
      const count = /\b(\d{1,4})\b/.exec(normaliseText(label))?.[1];
      return count !== undefined && Number(count) > shown;
    });
}

function amenitiesOf(index: SectionIndex, list: Modal[]): { items: AmenityWithIcon[]; preview: boolean } {
  const modal = amenitiesModal(list) ?? section(index, 'AMENITIES_MODAL', 'AMENITIES_SEE_ALL');
  if (modal) {
    const all = readAmenityBlocks(blocksOf(modal));
    if (all.length) return { items: all, preview: false };
  }
  const previewSection = section(index, 'AMENITIES_DEFAULT');
  if (!previewSection) return { items: [], preview: false };
  const items = readAmenityBlocks(blocksOf(previewSection));
  return { items, preview: items.length > 0 && moreAmenitiesThan(previewSection, items.filter((a) => a.available).length) };
}

function photosOf(index: SectionIndex, list: Modal[]): { photos: ReturnType<typeof photosIn>; preview: boolean } {
  const tour = section(index, 'PHOTO_TOUR_SCROLLABLE_MODAL', 'PHOTO_TOUR') ?? list.find((m) => PHOTO_TOUR.test(m.title))?.el;
  if (tour) {
    const photos = photosIn(tour, { rooms: true });
    if (photos.length) return { photos, preview: false };
  }
  const hero = section(index, 'HERO_DEFAULT');
  return { photos: hero ? photosIn(hero, { rooms: false }) : [], preview: true };
}

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
  const { items: amenities, preview: amenitiesArePreview } = amenitiesOf(index, list);
  const policies = readDomPolicies(section(index, 'POLICIES_DEFAULT'));
  const reviews = readDomReviews(section(index, 'REVIEWS_DEFAULT'));
  const location = readDomLocation(section(index, 'LOCATION_DEFAULT'));
  const host = readDomHost(
    [section(index, 'HOST_PROFILE_DEFAULT'), section(index, 'MEET_YOUR_HOST'), section(index, 'HOST_OVERVIEW_DEFAULT')],
    overview?.hostName ?? null,
  );
  const { photos, preview } = photosOf(index, list);
  const titleLines = titleSection ? blocksOf(titleSection).map((b) => b.text) : [];
  // Without a reviews section, the rating and count stand under the title, in the overview or in the guest-favourite banner.
  const ratingLines = [
    ...titleLines,
    ...[section(index, 'OVERVIEW_DEFAULT_V2', 'OVERVIEW_DEFAULT'), section(index, 'GUEST_FAVORITE_BANNER')].flatMap((el) =>
      el ? blocksOf(el).map((b) => b.text) : [],
    ),
  ].join(' · ');
  const place = location?.place ?? overview?.place ?? null;
  const safetyFromAmenities = safetyFeatures(amenities);
  const safetyNotes = (policies?.safetyNotes ?? []).map((title) => ({ title, group: null, available: true, subtitle: null }));

  const reading = compact({
    platformListingId: listingIdIn([
      section(index, 'BOOK_IT_SIDEBAR'),
      section(index, 'BOOK_IT_NAV'),
      titleSection,
      section(index, 'HERO_DEFAULT'),
      section(index, 'DESCRIPTION_DEFAULT'),
    ]),
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
    safety: safetyFromAmenities.length ? safetyFromAmenities : safetyFeatures(safetyNotes),
    houseRules: policies?.houseRules,
    checkIn: policies?.checkIn ?? undefined,
    checkOut: policies?.checkOut ?? undefined,
    cancellationPolicy: policies?.cancellationPolicy ?? undefined,
    photos,
    rating: reviews?.rating ?? ratingIn(ratingLines) ?? undefined,
    reviewCount: reviews?.reviewCount ?? reviewCountIn(ratingLines) ?? undefined,
    categoryRatings: reviews?.categoryRatings,
    host: host ?? undefined,
    price:
      readDomPrice([section(index, 'BOOK_IT_SIDEBAR'), section(index, 'BOOK_IT_FLOATING_FOOTER'), section(index, 'BOOK_IT_NAV')]) ??
      undefined,
  });
  return { reading, photosArePreview: preview, amenitiesArePreview };
}
