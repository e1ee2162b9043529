import { samplePhotoPath } from './sample-listings';
import type { SampleListing } from './sample-types';

// A direct-booking site's property page: schema.org VacationRental JSON-LD (with amenityFeature, occupancy,
// rooms, rating out of 10, an offer) and Open Graph tags, around ordinary HTML.

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

// Google's vacation-rental markup names what is let with these three values.
const ADDITIONAL_TYPES: Record<SampleListing['roomType'], string> = {
  'Entire home/apt': 'EntirePlace',
  'Private room': 'PrivateRoom',
  'Shared room': 'SharedRoom',
};

export function renderJsonLdPage(s: SampleListing, origin: string, pageUrl: string): string {
  const images = s.photos.map((_, i) => `${origin}${samplePhotoPath(s, i)}`);
  const data = {
    '@context': 'https://schema.org',
    '@type': 'VacationRental',
    '@id': `${pageUrl}#rental`,
    name: s.title,
    description: s.description.summary,
    url: pageUrl,
    image: images,
    address: { '@type': 'PostalAddress', addressLocality: s.city, addressRegion: s.region, addressCountry: s.country },
    geo: { '@type': 'GeoCoordinates', latitude: s.lat, longitude: s.lng },
    containsPlace: {
      '@type': 'Accommodation',
      additionalType: ADDITIONAL_TYPES[s.roomType],
      occupancy: { '@type': 'QuantitativeValue', value: s.guests },
      numberOfBedrooms: s.bedrooms,
      numberOfBathroomsTotal: s.baths,
      bed: { '@type': 'BedDetails', numberOfBeds: s.beds },
      amenityFeature: s.amenityGroups
        .flatMap((g) => g.items)
        .map((a) => ({ '@type': 'LocationFeatureSpecification', name: a.title, value: a.available !== false })),
    },
    aggregateRating: s.rating
      ? { '@type': 'AggregateRating', ratingValue: Math.round(s.rating * 2 * 10) / 10, bestRating: 10, ratingCount: s.reviewCount }
      : undefined,
    checkinTime: s.houseRules.checkIn,
    checkoutTime: s.houseRules.checkOut,
    makesOffer: s.nightlyPrice
      ? [{ '@type': 'Offer', price: s.nightlyPrice.amount, priceCurrency: s.nightlyPrice.currency, unitText: 'night' }]
      : undefined,
  };
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8" />
<title>${esc(s.title)} | Villa Serena Tuscany</title>
<meta name="description" content="${esc(s.description.summary)}" />
<link rel="canonical" href="${esc(pageUrl)}" />
<meta property="og:site_name" content="Villa Serena" />
<meta property="og:type" content="website" />
<meta property="og:title" content="${esc(s.title)}" />
<meta property="og:description" content="${esc(s.description.summary)}" />
${images.map((u) => `<meta property="og:image" content="${esc(u)}" />`).join('\n')}
<script type="application/ld+json">${JSON.stringify(data).replace(/<\//g, '<\\/')}</script>
<!-- Synthetic sample made by the listing optimiser project: an invented direct-booking site. -->
</head>
<body>
<header><a href="/">Villa Serena</a></header>
<main>
<h1>${esc(s.title)}</h1>
<p>${esc(s.description.summary)}</p>
<ul>${s.amenityGroups
    .flatMap((g) => g.items)
    .filter((a) => a.available !== false)
    .map((a) => `<li>${esc(a.title)}</li>`)
    .join('')}</ul>
<p>From ${s.nightlyPrice ? `${s.nightlyPrice.symbol}${s.nightlyPrice.amount}` : ''} per night · ${s.guests} guests · ${s.bedrooms} bedrooms · ${s.baths} bathrooms</p>
</main>
</body>
</html>
`;
}
