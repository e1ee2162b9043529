import type { AmenityItem, ListingContent, ListingPhoto, ListingPrice, Platform } from '../../../contract/wire';
import { seoTitlePrefix } from './airbnb/read-text';
import { availableTitles, safetyFeatures } from './amenities';
import { readCapacity, splitDotted } from './capacity-text';
import { LISTING_DESCRIPTION } from './description-headings';
import { ogFirst, type PageDocument } from './page-document';
import {
  asArray,
  firstString,
  get,
  htmlToText,
  isObject,
  objects,
  parseLocaleNumber,
  photoUrlWithoutQuery,
  str,
  toInt,
  unique,
  type Json,
} from './text';

// The second family of pages: any listing page carrying schema.org lodging data (Vrbo, Booking.com, direct
// booking sites), read from its JSON-LD and Open Graph tags. Airbnb pages also use it as a degraded mode.

const LODGING_TYPES = new Set([
  'VacationRental',
  'LodgingBusiness',
  'Hotel',
  'Hostel',
  'Motel',
  'Resort',
  'BedAndBreakfast',
  'Campground',
  'HolidayRental',
  'Accommodation',
  'Apartment',
  'House',
  'SingleFamilyResidence',
  'Room',
  'HotelRoom',
  'Suite',
  'CampingPitch',
]);

function types(node: Json): string[] {
  return asArray(node['@type'] ?? [])
    .concat(typeof node['@type'] === 'string' ? [node['@type']] : [])
    .map(String);
}

export function lodgingNode(doc: PageDocument): Json | null {
  const nodes = doc.jsonLd.filter((n) => types(n).some((t) => LODGING_TYPES.has(t)));
  // The richest block wins (Airbnb puts a VacationRental and a Product side by side).
  nodes.sort((a, b) => Object.keys(b).length - Object.keys(a).length);
  return nodes[0] ?? null;
}

function productNode(doc: PageDocument): Json | null {
  return doc.jsonLd.find((n) => types(n).includes('Product')) ?? null;
}

function images(value: unknown): string[] {
  const out: string[] = [];
  for (const item of Array.isArray(value) ? value : [value]) {
    const url = typeof item === 'string' ? item : firstString(get(item, 'url'), get(item, 'contentUrl'));
    if (url) out.push(url);
  }
  return out;
}

function addressText(address: unknown): { city: string | null; region: string | null; country: string | null; text: string | null } {
  if (typeof address === 'string') return { city: null, region: null, country: null, text: str(address) };
  const city = firstString(get(address, 'addressLocality'));
  const region = firstString(get(address, 'addressRegion'));
  const country = firstString(get(address, 'addressCountry', 'name'), get(address, 'addressCountry'));
  const parts = [city, region, country].filter(Boolean);
  return { city, region, country, text: parts.length ? parts.join(', ') : null };
}

function ratingOf(aggregate: unknown, platform: Platform): { rating: number | null; count: number } {
  const value = parseLocaleNumber(get(aggregate, 'ratingValue'));
  const best = parseLocaleNumber(get(aggregate, 'bestRating')) ?? (platform === 'booking' ? 10 : 5);
  const count = toInt(firstString(get(aggregate, 'ratingCount'), get(aggregate, 'reviewCount'))) ?? 0;
  if (value === null || value <= 0) return { rating: null, count };
  // Everything is reported on Airbnb's 0-5 scale (Booking.com rates out of 10); above the top it is no rating.
  const five = best && best > 0 && best !== 5 ? (value / best) * 5 : value;
  return { rating: five > 5 ? null : Math.round(five * 100) / 100, count };
}

function amenityItems(node: Json): AmenityItem[] {
  const features = [...asArray(node.amenityFeature), ...asArray(get(node, 'containsPlace', 'amenityFeature'))];
  return features
    .map((f): AmenityItem | null => {
      const title = typeof f === 'string' ? str(f) : firstString(get(f, 'name'));
      if (!title) return null;
      const value = get(f, 'value');
      return { title, group: null, available: value !== false && value !== 'false', subtitle: null };
    })
    .filter((a): a is AmenityItem => a !== null);
}

function offerPrice(node: Json): ListingPrice | null {
  const offer = asArray(node.offers ?? node.makesOffer)[0] ?? (isObject(node.offers) ? node.offers : null);
  const amount = parseLocaleNumber(firstString(get(offer, 'price'), get(offer, 'lowPrice'), get(offer, 'priceSpecification', 'price')));
  const currency = firstString(get(offer, 'priceCurrency'), get(offer, 'priceSpecification', 'priceCurrency'));
  const period = firstString(get(offer, 'unitText'), get(offer, 'priceSpecification', 'unitText'));
  if (amount !== null)
    return { amount, currency, period, text: `${amount}${currency ? ` ${currency}` : ''}${period ? ` per ${period}` : ''}`, discounts: [] };
  const range = str(node.priceRange);
  return range ? { amount: parseLocaleNumber(range), currency: null, period: null, text: range, discounts: [] } : null;
}

// Google's vacation-rental markup says what is let in containsPlace.additionalType; a value may also be written
// as a schema.org-style address ("https://schema.org/EntirePlace"). Named as Airbnb logs its room types.
const ROOM_TYPES: Record<string, string> = {
  entireplace: 'Entire home/apt',
  privateroom: 'Private room',
  sharedroom: 'Shared room',
};

function roomTypeOf(node: Json): string | null {
  const places = isObject(node.containsPlace) ? [node.containsPlace] : objects(node.containsPlace);
  for (const place of places) {
    for (const value of [place.additionalType, ...asArray(place.additionalType)]) {
      const name = str(value)?.split(/[/#:]/).pop()?.toLowerCase();
      if (name && ROOM_TYPES[name]) return ROOM_TYPES[name];
    }
  }
  return null;
}

export interface JsonLdReading {
  content: Omit<ListingContent, 'platform' | 'platformListingId' | 'canonicalUrl' | 'fetchedAt'>;
  hasLodgingData: boolean;
}

/** Reads whatever JSON-LD and Open Graph give; `hasLodgingData` says whether a lodging block was there. */
export function readJsonLdAndOpenGraph(doc: PageDocument, platform: Platform): JsonLdReading {
  const node = lodgingNode(doc) ?? {};
  const product = productNode(doc) ?? {};
  const ogTitle = ogFirst(doc, 'og:title');
  const airbnbOg = doc.meta.og['og:type']?.[0] === 'airbedandbreakfast:listing';
  // Airbnb's og:title is "<type> in <City> · ★4.9 · 2 bedrooms …" and og:description is the listing title.
  const title = firstString(
    node.name,
    product.name,
    // Airbnb's og:title is a listing's only on its listing pages (elsewhere it is the site's name).
    airbnbOg ? ogFirst(doc, 'og:description') : platform === 'airbnb' ? null : ogTitle,
    // Airbnb's generic site title ("Airbnb | Vacation rentals…") is no listing's title; a listing's ends in " - Airbnb".
    platform === 'airbnb' ? seoTitlePrefix(doc.meta.title) : doc.meta.title?.split(/\s+[-|–]\s+/)[0],
  );
  const descriptionRaw = firstString(
    node.description,
    product.description,
    airbnbOg ? null : ogFirst(doc, 'og:description'),
    doc.meta.description,
  );
  const address = addressText(node.address ?? get(node, 'containsPlace', 'address'));
  const lat = parseLocaleNumber(firstString(node.latitude, get(node, 'geo', 'latitude')));
  const lng = parseLocaleNumber(firstString(node.longitude, get(node, 'geo', 'longitude')));
  const rated = ratingOf(node.aggregateRating ?? product.aggregateRating, platform);
  const photoUrls = unique(
    [...images(node.image), ...images(node.photo), ...images(product.image), ...(doc.meta.og['og:image'] ?? [])].map(photoUrlWithoutQuery),
  );
  const photos: ListingPhoto[] = photoUrls.map((url) => ({ url, caption: null, roomLabel: null, width: null, height: null }));
  const amenityDetails = amenityItems(node);
  const occupancy =
    platform === 'airbnb'
      ? null
      : toInt(
          firstString(
            get(node, 'occupancy', 'maxValue'),
            get(node, 'occupancy', 'value'),
            get(node, 'containsPlace', 'occupancy', 'value'),
          ),
        );
  const ogSegments = airbnbOg ? splitDotted(ogTitle).slice(1) : [];
  const capacity = readCapacity(ogSegments, {
    guests: occupancy,
    bedrooms: toInt(
      firstString(
        node.numberOfBedrooms,
        get(node, 'containsPlace', 'numberOfBedrooms'),
        platform === 'booking' ? null : node.numberOfRooms,
      ),
    ),
    beds: toInt(firstString(node.numberOfBeds, get(node, 'containsPlace', 'bed', 'numberOfBeds'))),
    baths: parseLocaleNumber(
      firstString(node.numberOfBathroomsTotal, node.numberOfFullBathrooms, get(node, 'containsPlace', 'numberOfBathroomsTotal')),
    ),
  });
  const typeName = types(node).find((t) => LODGING_TYPES.has(t)) ?? null;
  return {
    hasLodgingData: Object.keys(node).length > 0,
    content: {
      language: firstString(doc.meta.lang, ogFirst(doc, 'og:locale')?.replace('_', '-')),
      title,
      propertyType: firstString(
        airbnbOg ? splitDotted(ogTitle)[0]?.split(/\s+in\s+/)[0] : null,
        typeName === 'VacationRental' ? null : typeName,
      ),
      roomType: roomTypeOf(node),
      location: { ...address, city: address.city ?? null, lat, lng, neighborhood: null },
      capacity,
      descriptionSections: descriptionRaw ? { [LISTING_DESCRIPTION]: htmlToText(descriptionRaw) } : {},
      highlights: [],
      amenities: availableTitles(amenityDetails),
      amenityDetails,
      houseRules: [],
      detailedAmenities: { safety: safetyFeatures(amenityDetails) },
      photos,
      rating: rated.rating,
      categoryRatings: {},
      reviewCount: rated.count,
      host: null,
      checkIn: firstString(node.checkinTime),
      checkOut: firstString(node.checkoutTime),
      cancellationPolicy: null,
      price: offerPrice(node),
    },
  };
}
