import { descriptionHtml, pageTitle } from './render-airbnb-page';
import { samplePhotoPath } from './sample-listings';
import type { SampleListing } from './sample-types';

// Renders a sample listing as a browser shows an Airbnb listing page after its script has run, and as the
// browser saves it: the `data-section-id` blocks of the 2025 page with the listing in them (headings, lists,
// the hero's pictures, the host card, "Things to know"), opened modals when asked for, and a head and embedded
// state that belong to the page the host came from (the homepage) when they reached the listing by clicking.
// Only the structure is Airbnb's (airbnb-data.md section 5, 'Client-side-navigation saves'); values are invented.

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const text = (s: string) => esc(s).replace(/\n/g, '<br>');
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const dot = '<span aria-hidden="true"> · </span>';

export interface RenderedPageOptions {
  /** Sections to draw (all by default). */
  sections?: readonly string[];
  /** The "What this place offers" modal was open when the page was saved. */
  amenitiesModal?: boolean;
  /** The photo tour was open (all photos, under their room headings). */
  photoTour?: boolean;
  /** The head and embedded state of the page the host came from (the homepage), as a click-through save keeps them. */
  previousPage?: 'homepage' | 'none';
}

const ALL = [
  'TITLE_DEFAULT',
  'HERO_DEFAULT',
  'OVERVIEW_DEFAULT_V2',
  'HOST_OVERVIEW_DEFAULT',
  'HIGHLIGHTS_DEFAULT',
  'DESCRIPTION_DEFAULT',
  'SLEEPING_ARRANGEMENT_WITH_IMAGES',
  'AMENITIES_DEFAULT',
  'BOOK_IT_SIDEBAR',
  'REVIEWS_DEFAULT',
  'LOCATION_DEFAULT',
  'MEET_YOUR_HOST',
  'POLICIES_DEFAULT',
];

function section(id: string, inner: string): string {
  return `<div data-section-id="${id}" data-plugin-in-point-id="${id}" style="padding-top:32px"><div class="c1yo0219 atm_9s_1txwivl">${inner}</div></div>`;
}

function picture(url: string, label: string): string {
  return `<picture><source srcset="${esc(url)}?im_w=720 1x" media="(max-width: 743px)"><img class="itu7ddv" alt="${esc(label)}" src="${esc(url)}?im_w=960" elementtiming="LCP-target"></picture>`;
}

function capacityItems(s: SampleListing): string[] {
  const baths = Number.isInteger(s.baths) ? plural(s.baths, 'bath', 'baths') : `${s.baths} baths`;
  return [
    plural(s.guests, 'guest', 'guests'),
    s.bedrooms === 0 ? 'Studio' : plural(s.bedrooms, 'bedroom', 'bedrooms'),
    plural(s.beds, 'bed', 'beds'),
    baths,
  ];
}

const CATEGORY_LABELS = {
  cleanliness: 'Cleanliness',
  accuracy: 'Accuracy',
  checkin: 'Check-in',
  communication: 'Communication',
  location: 'Location',
  value: 'Value',
};

function sectionsOf(s: SampleListing): Record<string, string> {
  const photo = (i: number) => samplePhotoPath(s, i);
  const rooms = s.photos.map((p) => p.room).filter((r) => /^bedroom/i.test(r));
  const bedrooms = [...new Set(rooms)];
  const amenities = s.amenityGroups.flatMap((g) => g.items);
  const count = amenities.filter((a) => a.available !== false).length;
  return {
    TITLE_DEFAULT: `<section><div><span><h1 elementtiming="LCP-target">${esc(s.title)}</h1></span></div><div><button type="button">Share</button><button type="button" aria-label="Save">Save</button></div></section>`,
    HERO_DEFAULT:
      s.photos
        .slice(0, 5)
        .map(
          (_, i) =>
            `<div><button type="button" aria-label="Listing image ${i + 1}, Show all photos">${picture(photo(i), `${s.title} image ${i + 1}`)}</button></div>`,
        )
        .join('') +
      // What a screen reader hears (and the narrow layout's "1 / 25" shows): the photo count of the listing.
      `<div><span aria-live="polite" aria-atomic="true" style="position:absolute;clip:rect(0 0 0 0)">Showing photo 1 of ${s.photos.length}</span><div aria-hidden="true">1 / ${s.photos.length}</div></div><button type="button">Show all photos</button>`,
    OVERVIEW_DEFAULT_V2: `<section><h2 elementtiming="LCP-target">${esc(`${s.propertyType} in ${s.city}, ${s.country}`)}</h2><ol>${capacityItems(
      s,
    )
      .map((item, i) => `<li>${i ? dot : ''}${esc(item)}</li>`)
      .join('')}</ol>${
      s.rating
        ? `<div><span aria-hidden="true">★</span><span>${s.rating.toFixed(2)}</span>${dot}<a href="/rooms/${s.id}/reviews">${plural(s.reviewCount, 'review', 'reviews')}</a></div>`
        : '<div><span>★ New</span></div>'
    }</section>`,
    HOST_OVERVIEW_DEFAULT: `<div><div aria-label="Learn more about the host, ${esc(s.host.name)}." role="img"></div><div><div>Hosted by ${esc(s.host.name)}</div><ol><li>${s.host.superhost ? 'Superhost' : 'Host'}</li><li>${dot}${plural(s.host.yearsHosting, 'year', 'years')} hosting</li></ol></div></div>`,
    HIGHLIGHTS_DEFAULT: s.highlights
      .map(
        (h) =>
          `<div><div><svg aria-hidden="true"><path d="M1 1"></path></svg></div><div><div>${esc(h.title)}</div><div>${esc(h.subtitle)}</div></div></div>`,
      )
      .join(''),
    // The page draws the parts' headings of Airbnb's data (<b>The space</b>) as a span its style sheet makes bold.
    DESCRIPTION_DEFAULT: `<div style="line-height:1.5rem;overflow:hidden;-webkit-line-clamp:6"><span><span class="l1h825yc">${descriptionHtml(
      s,
    )
      .replace(/<br \/>/g, '<br>')
      .replace(
        /<b>([^<]*)<\/b>/g,
        '<span class="h1o4m8d">$1</span>',
      )}</span></span></div><div><button type="button" aria-label="Show more about this place">Show more</button></div>`,
    SLEEPING_ARRANGEMENT_WITH_IMAGES: bedrooms.length
      ? `<section><h2>Where you’ll sleep</h2><div>${bedrooms
          .map(
            (room, i) =>
              `<div><button type="button"><div role="img" aria-label="${esc(room)}">${picture(
                photo(s.photos.findIndex((p) => p.room === room)),
                room,
              )}</div><div>${esc(room)}</div><div>${i === 0 ? '1 queen bed' : `${Math.max(1, s.beds - 1)} single beds`}</div></button></div>`,
          )
          .join('')}</div></section>`
      : '',
    AMENITIES_DEFAULT: `<section><h2>What this place offers</h2><div>${amenities
      .slice(0, 10)
      .map((a) => `<div><div>${a.available === false ? `<del>${esc(a.title)}</del>` : esc(a.title)}</div></div>`)
      .join('')}</div><button type="button">Show all ${count} amenities</button></section>`,
    BOOK_IT_SIDEBAR: `<div data-testid="book-it-default"><div><span>Add dates for prices</span></div><form action="/book/stays/${s.id}" method="post"><input type="hidden" name="hosting_id" value="${s.id}"></form><button type="button">Check availability</button></div>`,
    REVIEWS_DEFAULT: s.rating
      ? `<section><h2><span aria-hidden="true">★</span> ${s.rating.toFixed(2)}${dot}${plural(s.reviewCount, 'review', 'reviews')}</h2><div>${Object.entries(
          s.categoryRatings ?? {},
        )
          .map(
            ([key, value]) => `<div><div>${CATEGORY_LABELS[key as keyof typeof CATEGORY_LABELS]}</div><div>${value.toFixed(1)}</div></div>`,
          )
          .join(
            '',
          )}</div><div><div>Dana</div><div>October 2026</div><div>Lovely place, exactly as described. We would come back any time.</div></div></section>`
      : '<section><h2>No reviews (yet)</h2></section>',
    LOCATION_DEFAULT: `<section><h2>Where you’ll be</h2><div>${esc(`${s.city}, ${s.region}, ${s.country}`)}</div><div data-testid="map/GoogleMap"><div aria-roledescription="map" role="group" aria-label="Map"><button aria-label="Zoom in">+</button><div>Map data ©2026 Google</div></div><a href="https://maps.google.com/maps?ll=${s.lat},${s.lng}&amp;z=14&amp;t=m&amp;hl=en" title="Open this area in Google Maps">Google</a></div><div>Exact location provided after booking.</div>${
      s.neighborhood ? `<div><h3>Neighborhood highlights</h3><div><span>${text(s.neighborhood)}</span></div></div>` : ''
    }</section>`,
    MEET_YOUR_HOST: `<section><h2>Meet your host</h2><div><div><h3>${esc(s.host.name)}</h3><div>${s.host.superhost ? 'Superhost' : 'Host'}</div></div><div><div>${plural(s.host.yearsHosting, 'year', 'years')} hosting</div></div></div><a href="/contact_host/${s.id}/send_message">Message host</a></section>`,
    // Since 2023 each list of "Things to know" is a button that opens it in full.
    POLICIES_DEFAULT: `<div>${policyButton(
      'House rules',
      [s.houseRules.checkIn, s.houseRules.checkOut, ...s.houseRules.during].filter((r): r is string => Boolean(r)).slice(0, 3),
    )}${policyButton(
      'Safety &amp; property',
      s.safetyNotes.map((n) => n.title),
    )}${policyButton('Cancellation policy', [CANCELLATION_SUMMARY[s.cancellationPolicy] ?? 'Add your trip dates to get the cancellation details for this stay.', 'Review this host’s full policy for details.'])}</div>`,
  };
}

/** What the block says of a policy once the guest has chosen dates (the page names no policy). */
const CANCELLATION_SUMMARY: Record<string, string> = {
  Flexible: 'Free cancellation until 24 hours before check-in.',
  Moderate: 'Free cancellation until 5 days before check-in. Cancel before check-in for a partial refund.',
  Strict: 'Free cancellation for 48 hours. Cancel up to 14 days before check-in for a partial refund.',
};

function policyButton(title: string, lines: string[]): string {
  if (lines.length === 0) return '';
  return `<button type="button"><section><div><div><section><h2>${title}</h2></section></div><div>${lines
    .map((line) => `<div><span>${esc(line)}</span></div>`)
    .join('')}<div aria-hidden="true">Show more</div></div></div></section></button>`;
}

function amenitiesModal(s: SampleListing): string {
  const groups = s.amenityGroups
    .map(
      (g) =>
        `<div><h3>${esc(g.title)}</h3><ul>${g.items
          .map((a, i) => {
            const id = `pdp_v3_${g.title.toLowerCase().replace(/\W+/g, '_')}_${i}_${s.id}`;
            const title =
              a.available === false
                ? `<span>Unavailable: ${esc(a.title)}</span><del aria-hidden="true">${esc(a.title)}</del>`
                : esc(a.title);
            return `<li><div><div id="${id}-row-title">${title}</div>${a.subtitle ? `<div id="${id}-row-subtitle">${esc(a.subtitle)}</div>` : ''}</div></li>`;
          })
          .join('')}</ul></div>`,
    )
    .join('');
  return `<div role="dialog" aria-label="What this place offers" aria-modal="true"><button aria-label="Close" type="button"></button><section><h2>What this place offers</h2>${groups}</section></div>`;
}

function photoTour(s: SampleListing): string {
  const rooms = [...new Set(s.photos.map((p) => p.room))];
  const stops = rooms
    .map(
      (room) =>
        `<div><h2>${esc(room)}</h2><div>${s.photos
          .map((p, i) => (p.room === room ? picture(samplePhotoPath(s, i), `${room} image ${i + 1}`) : ''))
          .join('')}</div></div>`,
    )
    .join('');
  return `<div data-section-id="PHOTO_TOUR_SCROLLABLE_MODAL" role="dialog" aria-label="Photo tour"><button aria-label="Close" type="button"></button>${stops}</div>`;
}

const HOMEPAGE_HEAD = `<title>Airbnb | Vacation rentals, cabins, beach houses, &amp; more</title>
<link rel="canonical" href="https://www.airbnb.com/" />
<meta property="og:site_name" content="Airbnb" />
<meta property="og:title" content="Airbnb | Vacation rentals, cabins, beach houses, &amp; more" />
<meta property="og:type" content="website" />
<meta property="og:url" content="https://www.airbnb.com/" />`;

// The homepage's own query, as a click-through save keeps it: nothing in it belongs to the listing.
const HOMEPAGE_STATE = {
  niobeClientData: [
    [
      'StaysSearch:{"staysSearchRequest":{"requestedPageType":"STAYS_SEARCH","metadataOnly":false,"searchType":"AUTOSUGGEST"}}',
      {
        data: {
          presentation: {
            __typename: 'RootPresentationContainer',
            staysSearch: { __typename: 'StaysSearchPresentation', results: { searchResults: [] } },
          },
        },
      },
    ],
  ],
};

export function renderRenderedPage(s: SampleListing, options: RenderedPageOptions = {}): string {
  const blocks = sectionsOf(s);
  const wanted = options.sections ?? ALL;
  const body = wanted
    .filter((id) => blocks[id])
    .map((id) => section(id, blocks[id]!))
    .join('\n');
  const previous = options.previousPage ?? 'homepage';
  const address = `https://www.airbnb.com/rooms/${s.id}?adults=2&source_impression_id=p3_1780000000_sample`;
  return `<!DOCTYPE html>
<!-- saved from url=(${String(address.length).padStart(4, '0')})${address} -->
<html lang="en" dir="ltr">
<head>
<meta charset="utf-8" />
${previous === 'homepage' ? HOMEPAGE_HEAD : `<title>${esc(pageTitle(s))}</title>`}
<!-- Synthetic sample made by the listing optimiser project: invented listing, ${s.format} page format. -->
</head>
<body>
<div id="react-application" data-application="true"${options.amenitiesModal || options.photoTour ? ' aria-hidden="true"' : ''}><div><main id="site-content">
${body}
</main></div></div>
${options.amenitiesModal ? amenitiesModal(s) : ''}
${options.photoTour ? photoTour(s) : ''}
${previous === 'homepage' ? `<script id="data-deferred-state-0" data-deferred-state-0="true" type="application/json">${JSON.stringify(HOMEPAGE_STATE)}</script>` : ''}
</body>
</html>
`;
}
