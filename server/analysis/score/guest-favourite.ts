// How a listing stands against Airbnb's published Guest Favourite criteria, from the page's rating, review count
// and six category ratings. Airbnb publishes the criteria but not its cut-offs, so this says what the page
// shows and which category is furthest from the Guest Favourite range; it never counts toward the Optimization
// Score (docs/scoring.md: reviews are the guests' verdict, not content the host edits).

import {
  GUEST_FAVOURITE_CATEGORIES,
  type GuestFavouriteCategory,
  type GuestFavouriteCategoryKey,
  type GuestFavouriteReadiness,
  type GuestFavouriteStatus,
  type ListingContent,
} from '../../../contract/wire';

/** Airbnb: Guest Favourites are rated 4.9 on average (Help 3496; community answer on thread 1852893). */
export const GUEST_FAVOURITE_AVERAGE = 4.9;
/** Our reading, not Airbnb's: a category under this sits well below the Guest Favourite range (the Milano capture holds the badge with a 4.8). */
export const CATEGORY_HOLDS_BACK_BELOW = 4.8;
/** Airbnb Resource 642: at least 5 reviews in the past 4 years. */
export const MIN_REVIEWS = 5;

const LABELS: Record<GuestFavouriteCategoryKey, string> = {
  cleanliness: 'Cleanliness',
  accuracy: 'Accuracy',
  checkin: 'Check-in',
  communication: 'Communication',
  location: 'Location',
  value: 'Value',
};

/** What each category rates (Airbnb Help 1257) and what usually raises it. */
const ADVICE: Record<GuestFavouriteCategoryKey, string> = {
  cleanliness:
    'Guests rate whether the place felt clean and tidy. A checklist for every turnover (bathroom, kitchen, floors, fresh linen), a last look before each arrival, and fixing what reviews mention usually raise it.',
  accuracy:
    'Guests rate how well the listing matched the place. Up-to-date photos of every room and a description that also states the drawbacks (stairs, street noise, a small bathroom) usually raise it.',
  checkin:
    'Guests rate how smoothly they got in. Written arrival instructions with photos, a reliable self check-in and a message the day before arrival usually raise it.',
  communication:
    'Guests rate how quickly and reliably you answered. Replying within the hour, a welcome message before arrival and a short check on the first day usually raise it.',
  location:
    'Guests rate whether the area was as described: safety, transport, places nearby and noise. You cannot move the place, but describing the area honestly (travel times, night noise, hills) sets the right expectations and usually raises it.',
  value:
    'Guests rate whether the stay was worth the price. A price in line with comparable listings, fewer or lower fees, and delivering everything the listing promises usually raise it.',
};

export const GUEST_FAVOURITE_CRITERIA = [
  'At least 5 reviews in the past 4 years, including at least 1 in the past 2 years.',
  'High overall ratings and high ratings for check-in, cleanliness, accuracy, communication, location and value; Guest Favourites average 4.9.',
  'Host cancellations and quality-related customer service cases below 1% on average.',
  'Airbnb re-evaluates every listing on its own, every day; there is nothing to apply for.',
] as const;

const CAVEAT =
  "Airbnb does not publish exact cut-offs. This compares the page's ratings with the 4.9 Guest Favourite average and treats a category under 4.8 as holding a listing back; it cannot see review dates, cancellations or support cases, which Airbnb also weighs.";

const SOURCE =
  'Airbnb Resource 642 "Understanding Guest Favorites" and Help 3496 (criteria; Guest Favourites average 4.9) [O]; Airbnb Help 1257 "How do star ratings work for stays?" (what each category rates) [O]';

function readCategories(ratings: Record<string, number> | undefined): Map<GuestFavouriteCategoryKey, number> {
  const out = new Map<GuestFavouriteCategoryKey, number>();
  for (const [key, value] of Object.entries(ratings ?? {})) {
    const k = key.toLowerCase().replace(/[^a-z]/g, '') as GuestFavouriteCategoryKey;
    if (GUEST_FAVOURITE_CATEGORIES.includes(k) && Number.isFinite(value) && value > 0 && value <= 5) out.set(k, value);
  }
  return out;
}

const named = (c: GuestFavouriteCategory) => `${c.label} (${c.rating})`;
const listed = (items: string[]) =>
  items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function guestFavouriteReadiness(content: ListingContent): GuestFavouriteReadiness {
  const ratings = readCategories(content.categoryRatings);
  const rating = content.rating !== null && Number.isFinite(content.rating) && content.rating > 0 ? content.rating : null;
  const reviewCount = Math.max(0, content.reviewCount || 0);
  const categories: GuestFavouriteCategory[] = GUEST_FAVOURITE_CATEGORIES.map((key) => ({
    key,
    label: LABELS[key],
    rating: ratings.get(key) ?? null,
    holdsBack: false,
    advice: null,
  }));
  const rated = categories.filter((c) => c.rating !== null).sort((a, b) => a.rating! - b.rating!);
  const lowest = rated[0];
  const readiness = (status: GuestFavouriteStatus, headline: string): GuestFavouriteReadiness => ({
    rating,
    reviewCount,
    categories,
    criteria: [...GUEST_FAVOURITE_CRITERIA],
    caveat: CAVEAT,
    source: SOURCE,
    status,
    headline,
  });
  const hold = (list: GuestFavouriteCategory[]) => {
    for (const c of list) Object.assign(c, { holdsBack: true, advice: ADVICE[c.key] });
  };

  if (content.guestFavourite === true) {
    const weakest = lowest && lowest.rating! < GUEST_FAVOURITE_AVERAGE ? ` Its lowest category is ${named(lowest)}: keep it up.` : '';
    return readiness('holds-badge', `Guest Favourite: the page shows the badge.${weakest}`);
  }
  if (rating === null && rated.length === 0) {
    return readiness('not-enough-data', 'Guest Favourite: the page shows no rating yet, so readiness cannot be judged.');
  }
  if (reviewCount < MIN_REVIEWS) {
    return readiness('needs-reviews', `Guest Favourite: needs at least ${MIN_REVIEWS} reviews; the page shows ${reviewCount}.`);
  }
  const low = rated.filter((c) => c.rating! < CATEGORY_HOLDS_BACK_BELOW);
  const overallLow = rating !== null && rating < GUEST_FAVOURITE_AVERAGE;
  if (low.length === 0 && !overallLow) {
    const notShown =
      content.guestFavourite === false
        ? ' The page does not show the badge: Airbnb also weighs cancellations and support cases, which the page does not show.'
        : '';
    return readiness(
      'looks-eligible',
      `Guest Favourite: looks eligible, with ${rating ?? lowest?.rating} overall over ${reviewCount} reviews and no category under ${CATEGORY_HOLDS_BACK_BELOW}.${notShown}`,
    );
  }
  if (low.length) hold(low);
  else if (lowest) hold([lowest]);
  const held = categories.filter((c) => c.holdsBack).sort((a, b) => a.rating! - b.rating!);
  const parts = [
    held.length === 1 ? `${named(held[0]!)} holds it back` : '',
    held.length > 1 ? `${named(held[0]!)} holds it back most, then ${listed(held.slice(1).map(named))}` : '',
    overallLow ? `overall ${rating} is under the ${GUEST_FAVOURITE_AVERAGE} Guest Favourite average` : '',
  ].filter(Boolean);
  return readiness('held-back', `Guest Favourite: not yet. ${capitalise(parts.join('; '))}.`);
}
