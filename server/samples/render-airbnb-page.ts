import { samplePhotoPath } from './sample-listings';
import type { SampleListing } from './sample-types';

// Renders a sample listing as an Airbnb listing page of a given year: the <head> tags (title, canonical,
// Open Graph), a thin DOM and the `data-deferred-state` script holding StaysPdpSections in the shape that
// year used (airbnb-data.md sections 2, 4 and 5). Only the structure is Airbnb's; every value is invented.

const relay = (type: string, id: string) => Buffer.from(`${type}:${id}`).toString('base64');
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const html = (s: string) => esc(s).replace(/\n/g, '<br />');
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function container(sectionId: string, componentType: string, section: Record<string, unknown> | null) {
  return {
    __typename: 'SectionContainer',
    id: Buffer.from(`SectionContainer:${sectionId}`).toString('base64'),
    sectionComponentType: componentType,
    sectionContentStatus: 'COMPLETE',
    sectionId,
    errors: null,
    loggingData: { __typename: 'LoggingEventData', loggingId: `pdp.${sectionId.toLowerCase()}` },
    section,
  };
}

function capacityItems(s: SampleListing): string[] {
  const bedrooms = s.bedrooms === 0 ? 'Studio' : plural(s.bedrooms, 'bedroom', 'bedrooms');
  const baths = Number.isInteger(s.baths) ? plural(s.baths, 'bath', 'baths') : `${s.baths} baths`;
  return [plural(s.guests, 'guest', 'guests'), bedrooms, plural(s.beds, 'bed', 'beds'), baths];
}

export function sharingTitle(s: SampleListing): string {
  const type = s.propertyType.replace(/^(Entire|Private room in) /, '');
  const kind = type.charAt(0).toUpperCase() + type.slice(1);
  const rating = s.rating ? ` · ★${s.rating.toFixed(2).replace(/0$/, '')}` : ' · ★New';
  return `${kind} in ${s.city}${rating} · ${capacityItems(s).slice(1).join(' · ')}`;
}

export function descriptionHtml(s: SampleListing): string {
  const parts = [html(s.description.summary)];
  if (s.description.space) parts.push(`<b>The space</b><br />${html(s.description.space)}`);
  if (s.description.access) parts.push(`<b>Guest access</b><br />${html(s.description.access)}`);
  if (s.description.notes) parts.push(`<b>Other things to note</b><br />${html(s.description.notes)}`);
  return parts.join('<br /><br />');
}

function modalItems(s: SampleListing) {
  const items: { __typename: string; title: string | null; html: { __typename: string; htmlText: string } }[] = [
    { __typename: 'BasicListItem', title: null, html: { __typename: 'Html', htmlText: html(s.description.summary) } },
  ];
  for (const [title, text] of [
    ['The space', s.description.space],
    ['Guest access', s.description.access],
    ['Other things to note', s.description.notes],
  ] as const) {
    if (text) items.push({ __typename: 'BasicListItem', title, html: { __typename: 'Html', htmlText: html(text) } });
  }
  return items;
}

function mediaItems(s: SampleListing, origin: string) {
  return s.photos.map((p, i) => ({
    __typename: 'Image',
    id: String(2_000_000_000 + i),
    aspectRatio: p.defect === 'portrait' ? 0.6666666666666666 : 1.4995313964386128,
    orientation: p.defect === 'portrait' ? 'PORTRAIT' : 'LANDSCAPE',
    accessibilityLabel: `${p.room} image ${s.photos.slice(0, i + 1).filter((q) => q.room === p.room).length}`,
    baseUrl: `${origin}${samplePhotoPath(s, i)}`,
    imageMetadata: { __typename: 'ImageMetadata', caption: p.caption ?? null, localizedCaption: null, isProfessional: false },
  }));
}

function roomTour(s: SampleListing) {
  const rooms = [...new Set(s.photos.map((p) => p.room))];
  return [
    {
      __typename: 'RoomTourLayoutInfo',
      roomTourItems: rooms.map((room) => ({
        __typename: 'RoomTourItem',
        title: room,
        imageIds: s.photos.map((p, i) => (p.room === room ? String(2_000_000_000 + i) : null)).filter(Boolean),
        highlights: [],
      })),
    },
  ];
}

function amenityGroups(s: SampleListing, migrated: boolean) {
  const groups = s.amenityGroups.map((g) => ({
    __typename: migrated ? 'AmenityItemsGroup' : 'AmenitiesGroup',
    title: g.title,
    amenities: g.items.map((a, i) => ({
      __typename: migrated ? 'AmenityItem' : 'Amenity',
      id: `pdp_v3_${g.title.toLowerCase().replace(/\W+/g, '_')}_${i}_${s.id}-0`,
      available: a.available !== false,
      title: a.title,
      subtitle: migrated ? { __typename: 'LocalizedText', text: a.subtitle ?? '' } : (a.subtitle ?? ''),
      icon: a.icon,
    })),
  }));
  const preview = s.amenityGroups
    .flatMap((g) => g.items)
    .slice(0, 10)
    .map((a) => ({ available: a.available !== false, title: a.title, icon: a.icon }));
  return { seeAllAmenitiesGroups: groups, previewAmenitiesGroups: [{ amenities: preview }] };
}

function houseRulesSections(s: SampleListing) {
  const checking = [s.houseRules.checkIn, s.houseRules.checkOut]
    .filter((t): t is string => Boolean(t))
    .map((title) => ({ __typename: 'BasicListItem', title, icon: 'SYSTEM_CLOCK' }));
  const during = s.houseRules.during.map((title) => ({
    __typename: 'BasicListItem',
    title,
    icon: /guests maximum/.test(title) ? 'SYSTEM_FAMILY' : 'SYSTEM_RULES',
  }));
  if (s.houseRules.additional)
    during.push({
      __typename: 'BasicListItem',
      title: 'Additional rules',
      icon: 'SYSTEM_RULES',
      html: { htmlText: html(s.houseRules.additional) },
    } as never);
  return [
    ...(checking.length ? [{ __typename: 'GeneralListContentSection', title: 'Checking in and out', items: checking }] : []),
    { __typename: 'GeneralListContentSection', title: 'During your stay', items: during },
  ];
}

function sections(s: SampleListing, origin: string, migrated: boolean) {
  const list = [
    container(
      'TITLE_DEFAULT',
      'TITLE_DEFAULT',
      migrated
        ? { __typename: 'PdpTitleSection' }
        : {
            __typename: 'PdpTitleSection',
            title: s.title,
            shareSave: {
              __typename: 'ShareSave',
              entityId: s.id,
              embedData: {
                id: s.id,
                name: s.title,
                personCapacity: s.guests,
                propertyType: s.propertyType,
                reviewCount: s.reviewCount,
                starRating: s.rating,
              },
            },
          },
    ),
    container('HERO_DEFAULT', 'HERO_DEFAULT', {
      __typename: 'PdpHeroSection',
      previewImages: mediaItems(s, origin)
        .slice(0, 5)
        .map((m) => ({
          __typename: 'Image',
          id: m.id,
          baseUrl: m.baseUrl,
          accessibilityLabel: `${s.title} image ${Number(m.id) - 1_999_999_999}`,
        })),
    }),
    container('OVERVIEW_DEFAULT_V2', 'SBUI_SENTINEL', { __typename: 'SBUISentinelSection' }),
    container('HOST_OVERVIEW_DEFAULT', 'SBUI_SENTINEL', { __typename: 'SBUISentinelSection' }),
    container(
      'HIGHLIGHTS_DEFAULT',
      'HIGHLIGHTS_DEFAULT',
      migrated
        ? { __typename: 'PdpHighlightsSection' }
        : { __typename: 'PdpHighlightsSection', highlights: s.highlights.map((h) => ({ __typename: 'PdpHighlight', ...h })) },
    ),
    container(
      'DESCRIPTION_DEFAULT',
      'DESCRIPTION_DEFAULT',
      migrated
        ? { __typename: 'PdpDescriptionSection' }
        : {
            __typename: 'PdpDescriptionSection',
            htmlDescription: { __typename: 'ReadMoreHtml', htmlText: descriptionHtml(s), recommendedNumberOfLines: 6 },
            showMoreDescriptionButton: { __typename: 'BasicListItem', title: 'Show more', action: { screenId: 'DESCRIPTION' } },
          },
    ),
    container(
      'AMENITIES_DEFAULT',
      'AMENITIES_DEFAULT',
      migrated
        ? { __typename: 'AmenitiesSection' }
        : { __typename: 'AmenitiesSection', title: 'What this place offers', ...amenityGroups(s, false) },
    ),
    container('LOCATION_DEFAULT', 'LOCATION_PDP', {
      __typename: 'LocationSection',
      title: 'Where you’ll be',
      subtitle: `${s.city}, ${s.region}, ${s.country}`,
      lat: s.lat,
      lng: s.lng,
      mapMarkerType: 'APPROX',
      seeAllLocationDetails: s.neighborhood
        ? [
            {
              __typename: 'LocationDetail',
              id: 'neighborhood',
              title: 'Neighborhood highlights',
              content: { __typename: 'Html', htmlText: html(s.neighborhood) },
            },
          ]
        : [],
    }),
    container('REVIEWS_DEFAULT', 'REVIEWS_DEFAULT', {
      __typename: 'StayPdpReviewsSection',
      overallCount: s.reviewCount,
      overallRating: s.rating,
      ratings: s.categoryRatings
        ? Object.entries(s.categoryRatings).map(([k, v]) => ({
            __typename: 'StayPdpCategoryRating',
            categoryType: k.toUpperCase(),
            localizedRating: v.toFixed(1),
            label: k,
          }))
        : null,
    }),
    container('MEET_YOUR_HOST', 'MEET_YOUR_HOST', {
      __typename: 'MeetYourHostSection',
      titleText: 'Meet your host',
      cardData: {
        __typename: 'PassportCardData',
        name: s.host.name,
        userId: relay('DemandUser', `7${s.id.slice(-6)}`),
        isSuperhost: s.host.superhost,
        isVerified: true,
        timeAsHost: { years: s.host.yearsHosting, months: 0 },
      },
    }),
    container('POLICIES_DEFAULT', 'POLICIES_DEFAULT', {
      __typename: 'PoliciesSection',
      title: 'Things to know',
      houseRulesTitle: 'House rules',
      houseRules: [s.houseRules.checkIn, s.houseRules.checkOut, ...s.houseRules.during]
        .filter(Boolean)
        .slice(0, 3)
        .map((title) => ({ __typename: 'BasicListItem', icon: null, title })),
      houseRulesSections: houseRulesSections(s),
      previewSafetyAndProperties: s.safetyNotes.slice(0, 2).map((n) => ({ __typename: 'SafetyAndPropertyInfo', title: n.title })),
      safetyAndPropertiesSections: [
        {
          __typename: 'GeneralListContentSection',
          title: 'Safety devices',
          items: s.safetyNotes.map((n) => ({ __typename: 'BasicListItem', ...n })),
        },
      ],
    }),
    container('BOOK_IT_SIDEBAR', 'BOOK_IT_SIDEBAR', {
      __typename: 'BookItSection',
      maxGuestCapacity: s.guests,
      // Only a page read for dates carries a price (research/airbnb-data.md, Price): a sample with a nightly price is one.
      structuredDisplayPrice: s.nightlyPrice
        ? {
            __typename: 'StructuredDisplayPrice',
            primaryLine: {
              __typename: 'BasicDisplayPriceLine',
              price: `${s.nightlyPrice.symbol}${s.nightlyPrice.amount}`,
              qualifier: 'night',
              accessibilityLabel: `${s.nightlyPrice.symbol}${s.nightlyPrice.amount} per night`,
            },
          }
        : null,
    }),
    container(
      'DESCRIPTION_MODAL',
      'PDP_DESCRIPTION_MODAL',
      migrated ? null : { __typename: 'GeneralListContentSection', title: 'About this space', items: modalItems(s) },
    ),
    container('PHOTO_TOUR_SCROLLABLE_MODAL', 'PHOTO_TOUR_SCROLLABLE', {
      __typename: 'PhotoTourModalSection',
      title: 'Photo tour',
      mediaItems: mediaItems(s, origin),
      roomTourLayoutInfos: roomTour(s),
    }),
  ];
  return list;
}

function metadata(s: SampleListing, origin: string) {
  const cover = s.photos.length ? `${origin}${samplePhotoPath(s, 0)}` : null;
  return {
    __typename: 'StayPDPMetadata',
    pdpType: 'MARKETPLACE',
    pdpUrlType: 'ROOMS',
    sharingConfig: {
      __typename: 'PdpSharingConfig',
      title: sharingTitle(s),
      propertyType: s.propertyType,
      location: s.city,
      personCapacity: s.guests,
      imageUrl: cover,
      pdpLink: `https://www.airbnb.com/rooms/${s.id}`,
      reviewCount: s.reviewCount,
      starRating: s.rating,
    },
    loggingContext: {
      __typename: 'PdpLoggingContext',
      eventDataLogging: {
        __typename: 'PdpEventData',
        listingId: s.id,
        listingLat: s.lat,
        listingLng: s.lng,
        roomType: s.roomType,
        personCapacity: s.guests,
        descriptionLanguage: 'en',
        isSuperhost: s.host.superhost,
        pictureCount: s.photos.length,
        ...(s.categoryRatings ? Object.fromEntries(Object.entries(s.categoryRatings).map(([k, v]) => [`${k}Rating`, v])) : {}),
        guestSatisfactionOverall: s.rating,
        visibleReviewCount: String(s.reviewCount),
      },
    },
    seoFeatures: {
      __typename: 'SeoFeatures',
      canonicalUrl: `https://www.airbnb.com/rooms/${s.id}`,
      title: pageTitle(s),
      metaDescription: `${s.propertyType} · ${s.description.summary.slice(0, 140)}…`,
      ogTags: {
        __typename: 'SeoOgTags',
        ogDescription: s.title,
        ogTitle: sharingTitle(s),
        ogType: 'airbedandbreakfast:listing',
        ogUrl: `https://www.airbnb.com/rooms/${s.id}`,
      },
    },
    bookingPrefetchData: {
      __typename: 'PdpBookingPrefetchData',
      price: null,
      cancellationPolicies: [
        { __typename: 'LegacyPdpCancellationSection', cancellation_policy_id: 5, localized_cancellation_policy_name: s.cancellationPolicy },
      ],
    },
  };
}

function sbuiData(s: SampleListing) {
  return {
    __typename: 'StayPDPSBUIData',
    sectionConfiguration: {
      __typename: 'StayPDPSectionConfiguration',
      root: {
        __typename: 'PlacementGroupsPerFormFactor',
        sections: [
          {
            __typename: 'SectionDataContainer',
            sectionId: 'OVERVIEW_DEFAULT_V2',
            sectionData: {
              __typename: 'PdpOverviewV2Section',
              title: `${s.propertyType} in ${s.city}, ${s.country}`,
              overviewItems: capacityItems(s).map((title) => ({ __typename: 'BasicListItem', title })),
              reviewData: {
                reviewCount: String(s.reviewCount),
                ratingText: s.rating ? s.rating.toFixed(2) : null,
                isNewListing: s.reviewCount === 0,
              },
            },
          },
          {
            __typename: 'SectionDataContainer',
            sectionId: 'HOST_OVERVIEW_DEFAULT',
            sectionData: {
              __typename: 'PdpHostOverviewDefaultSection',
              title: `Hosted by ${s.host.name}`,
              overviewItems: [{ title: `${s.host.yearsHosting} years hosting` }],
            },
          },
        ],
      },
    },
  };
}

function ugc(text: string) {
  return {
    __typename: 'PdpUGCText',
    content: { __typename: 'LocalizedString', localizedStringWithTranslationPreference: text, localizedString: text, source: text },
  };
}

function migratedNode(s: SampleListing, origin: string) {
  const stops = [...new Set(s.photos.map((p) => p.room))].map((room, n) => ({
    __typename: 'MediaTourStop',
    id: `${s.id}-space-${n + 1}`,
    name: room,
    items: s.photos
      .map((p, i) => ({ p, i }))
      .filter(({ p }) => p.room === room)
      .map(({ p, i }) => ({
        __typename: 'ImageMediaTourItem',
        image: {
          __typename: 'ImageEntity',
          id: relay('ImageEntity', String(i)),
          uri: `${origin}${samplePhotoPath(s, i)}`,
          caption: p.caption ?? null,
          altText: null,
          assetMetadata: {
            __typename: 'ImageAssetMetadata',
            orientation: p.defect === 'portrait' ? 'PORTRAIT' : 'LANDSCAPE',
            originalWidth: p.defect === 'portrait' ? 800 : p.defect === 'tiny' ? 320 : 1600,
            originalHeight: p.defect === 'portrait' ? 1200 : p.defect === 'tiny' ? 213 : 1067,
          },
        },
      })),
  }));
  return {
    __typename: 'DemandStayListing',
    pdpPresentation: {
      __typename: 'DemandStayListingPdpPresentationContainer',
      title: ugc(s.title),
      descriptions: {
        __typename: 'DemandStayListingPdpPresentationDescriptions',
        longDescriptionHtml: {
          localizedStringWithTranslationPreference: descriptionHtml(s),
          localizedString: descriptionHtml(s),
          source: descriptionHtml(s),
        },
        shortDescriptionHtml: ugc(html(s.description.summary)),
        modalTitle: 'About this space',
      },
      amenities: { __typename: 'StaysPdpAmenitiesDetails', title: 'What this place offers', ...amenityGroups(s, true) },
      highlights: s.highlights.map((h) => ({
        __typename: 'StaysPdpHighlight',
        type: h.type,
        headline: { localizedContent: h.title },
        body: { localizedContent: h.subtitle },
        icon: { iconContent: h.icon },
      })),
      quality: {
        __typename: 'StaysPdpPresentationQuality',
        listingRatingStats: { overallRatingStats: { ratingAverage: s.rating, ratingCount: String(s.reviewCount) } },
      },
      sharingConfig: {
        __typename: 'DemandStayListingPdpPresentationSharingConfig',
        propertyType: s.propertyType,
        ugcTitle: ugc(sharingTitle(s)),
      },
      personCapacity: s.guests,
      mediaTour: { __typename: 'MediaTour', name: 'Photo tour', stops },
    },
  };
}

const MIGRATED = ['Title', 'Amenities', 'Highlights', 'Description'];
const FRAGMENTS = [
  'Amenities',
  'BookIt',
  'Description',
  'Hero',
  'Highlights',
  'LocationPdp',
  'MeetYourHost',
  'Nav',
  'OverviewV2',
  'Policies',
  'Reviews',
  'Title',
];

function cacheKey(s: SampleListing, migrated: boolean): string {
  const variables: Record<string, unknown> = { id: relay('StayListing', s.id), demandStayListingId: relay('DemandStayListing', s.id) };
  for (const f of FRAGMENTS) {
    variables[`includeGp${f}Fragment`] = !(migrated && MIGRATED.includes(f));
    variables[`includePdpMigration${f}Fragment`] = migrated && MIGRATED.includes(f);
  }
  variables.pdpSectionsRequest = { adults: '1', layouts: ['SIDEBAR', 'SINGLE_COLUMN'], checkIn: null, checkOut: null };
  return `StaysPdpSections:${JSON.stringify(variables)}`;
}

export function pageTitle(s: SampleListing): string {
  return `${s.title} - ${s.propertyType.replace(/^Entire /, '').replace(/^\w/, (c) => c.toUpperCase())}s for Rent in ${s.city}, ${s.region}, ${s.country} - Airbnb`;
}

/** Serialises JSON for a <script> element (a "</script>" inside a string must not end it). */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/<\//g, '<\\/');
}

export function renderAirbnbPage(s: SampleListing, origin: string): string {
  const migrated = s.format === 'airbnb-2026-node-migrated';
  const minimal = s.format === 'airbnb-2024-niobe-minimal';
  const payload = {
    data: {
      presentation: {
        __typename: 'RootPresentationContainer',
        stayProductDetailPage: {
          __typename: 'StayPDPPresentationContainer',
          sections: {
            __typename: 'StayPDPSections',
            sections: sections(s, origin, migrated),
            metadata: metadata(s, origin),
            sbuiData: sbuiData(s),
          },
        },
      },
      ...(minimal ? {} : { node: migrated ? migratedNode(s, origin) : { __typename: 'DemandStayListing', pdpPresentation: null } }),
    },
    variables: { id: relay('StayListing', s.id) },
  };
  const key = minimal ? 'niobeMinimalClientData' : 'niobeClientData';
  const scriptId = minimal ? 'data-deferred-state' : 'data-deferred-state-0';
  const state = { [key]: [[cacheKey(s, migrated), payload]] };
  const cover = s.photos.length ? `${origin}${samplePhotoPath(s, 0)}?im_w=720` : '';
  const jsonLd = migrated
    ? `<script type="application/ld+json">${scriptJson({
        '@context': 'https://schema.org',
        '@type': 'VacationRental',
        name: s.title,
        description: s.description.summary,
        identifier: relay('DemandStayListing', s.id),
        image: s.photos.slice(0, 8).map((_, i) => `${origin}${samplePhotoPath(s, i)}`),
        latitude: Number(s.lat.toFixed(5)),
        longitude: Number(s.lng.toFixed(5)),
        address: { '@type': 'PostalAddress', addressLocality: s.city, addressCountry: s.country },
        aggregateRating: s.rating ? { '@type': 'AggregateRating', ratingValue: s.rating, ratingCount: String(s.reviewCount) } : undefined,
      })}</script>`
    : '';
  return `<!doctype html>
<html lang="en" dir="ltr">
<head>
<meta charset="utf-8" />
<title>${esc(pageTitle(s))}</title>
<meta name="description" content="${esc(`${s.propertyType} · ${s.description.summary.slice(0, 140)}`)}" />
<link rel="canonical" href="https://www.airbnb.com/rooms/${s.id}" />
<meta property="og:site_name" content="Airbnb" />
<meta property="og:locale" content="en_US" />
<meta property="og:url" content="https://www.airbnb.com/rooms/${s.id}" />
<meta property="og:title" content="${esc(sharingTitle(s))}" />
<meta property="og:description" content="${esc(s.title)}" />
<meta property="og:type" content="airbedandbreakfast:listing" />
<meta property="og:image" content="${esc(cover)}" />
<meta name="twitter:app:url:iphone" content="airbnb://rooms/${s.id}" />
${jsonLd}
<!-- Synthetic sample made by the listing optimiser project: invented listing, ${s.format} page format. -->
</head>
<body>
<div id="react-application" data-reactroot=""><main><h1>${esc(s.title)}</h1><section data-section-id="DESCRIPTION_DEFAULT"><p>${html(s.description.summary)}</p></section></main></div>
<script id="${scriptId}" data-${scriptId}="true" type="application/json">${scriptJson(state)}</script>
</body>
</html>
`;
}

export function renderBlockedPage(s: SampleListing): string {
  const variables = { id: relay('StayListing', s.id), pdpSectionsRequest: { adults: '1', layouts: ['SIDEBAR', 'SINGLE_COLUMN'] } };
  const payload = {
    data: {
      presentation: {
        __typename: 'RootPresentationContainer',
        stayProductDetailPage: { __typename: 'StayPDPPresentationContainer', sections: null },
      },
    },
    error: {
      name: 'GraphQL errors',
      message: 'Service request authorization error: You do not have permission to access this resource. (status code 403)',
      graphQLErrors: [
        {
          message: 'Service request authorization error: You do not have permission to access this resource. (status code 403)',
          path: ['presentation', 'stayProductDetailPage', 'sections'],
          extensions: {
            errorType: 'PERMISSION_DENIED',
            fatal: false,
            operationName: 'StaysPdpSections',
            classification: 'DataFetchingException',
          },
        },
      ],
    },
    variables,
  };
  return `<!doctype html>
<html lang="en" dir="ltr">
<head>
<meta charset="utf-8" />
<title>Airbnb | Vacation rentals, cabins, beach houses, &amp; more</title>
<meta name="robots" content="noindex, nofollow" />
<meta property="og:site_name" content="Airbnb" />
<meta property="og:url" content="https://www.airbnb.com/rooms/${s.id}" />
<meta property="og:title" content="" />
<meta property="og:description" content="" />
<meta property="og:type" content="website" />
<!-- Synthetic sample made by the listing optimiser project: the shape of a bot-blocked listing page. -->
</head>
<body>
<div id="react-application"><main><h1>Help us improve your experience</h1></main></div>
<script id="data-deferred-state-0" data-deferred-state-0="true" type="application/json">${scriptJson({ niobeMinimalClientData: [[`StaysPdpSections:${JSON.stringify(variables)}`, payload]] })}</script>
</body>
</html>
`;
}
