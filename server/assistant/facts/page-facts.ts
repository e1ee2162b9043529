import type { ListingContent, PageFact } from '../../../contract/wire';

// What the assistant read from the listing's page, as the "What I know about this listing" panel lists it. These
// change only when the page does (a new analysis); the host's own facts are kept apart.

function list(items: readonly (string | null | undefined)[]): string {
  return [...new Set(items.map((i) => i?.replace(/\s+/g, ' ').trim()).filter((i): i is string => Boolean(i)))].join('; ');
}

export function pageFactsOf(content: ListingContent | null, title: string): PageFact[] {
  const facts: PageFact[] = [];
  const add = (label: string, value: string | number | null | undefined) => {
    const text = value === null || value === undefined ? '' : String(value).trim();
    if (text) facts.push({ label, value: text });
  };
  add('Title', title || content?.title);
  if (!content) return facts;
  add('Property type', list([content.propertyType, content.roomType !== content.propertyType ? content.roomType : null]));
  const loc = content.location;
  add('Location', loc.text ?? list([loc.city, loc.region, loc.country]));
  add('Neighbourhood', loc.neighborhood);
  add('Guests', content.capacity.guests);
  add('Bedrooms', content.capacity.bedrooms);
  add('Beds', content.capacity.beds);
  add('Bathrooms', content.capacity.baths);
  add('Amenities', list([...content.amenityDetails.filter((a) => a.available).map((a) => a.title), ...content.amenities]));
  add('Highlights', list(content.highlights));
  add('Check-in', content.checkIn);
  add('Checkout', content.checkOut);
  add('House rules', list(content.houseRules));
  add('Safety', list(content.detailedAmenities.safety));
  if (content.rating !== null) add('Rating', `${content.rating} from ${content.reviewCount} reviews`);
  return facts;
}
