import { extract, listingOf, pdpPayload, samplePage, withState } from '../../../support/server/sample-pages';

// Older and partial Airbnb documents: a saved deferred state (JSON only), a StaysPdpSections API response,
// the v2 REST / 2018-19 redux listing object, the 2016 P3 hypernova page, and the OG/JSON-LD-only page.
// The legacy objects below are invented and follow the field names documented in airbnb-data.md section 5.

function deferredState(slug: string): string {
  const raw = samplePage(slug);
  return /<script id="data-deferred-state[^"]*"[^>]*>([\s\S]*?)<\/script>/.exec(raw)![1]!;
}

it('reads a saved deferred-state JSON document as well as the page', () => {
  const content = listingOf(deferredState('alfama-loft'));
  expect(content.title).toBe('Sunlit Alfama Loft · Rooftop Terrace & River View');
  expect(content.photos).toHaveLength(25);
});

it('reads a saved state that writes the payload key with \\u escapes', () => {
  // The state's text is only a hint for skipping its parse: an escaped key is still found.
  const escaped = deferredState('alfama-loft').replace(/"stayProductDetailPage"/g, '"\\u0073tayProductDetailPage"');
  expect(escaped).not.toContain('"stayProductDetailPage"');
  expect(listingOf(escaped).title).toBe('Sunlit Alfama Loft · Rooftop Terrace & River View');
});

it('reads a StaysPdpSections API response and its dated price', () => {
  const response = pdpPayload(JSON.parse(deferredState('alfama-loft').replace(/<\\\//g, '</')));
  const sidebar = response.data.presentation.stayProductDetailPage.sections.sections.find(
    (s: { sectionId: string }) => s.sectionId === 'BOOK_IT_SIDEBAR',
  );
  sidebar.section.structuredDisplayPrice = {
    primaryLine: {
      __typename: 'DiscountedDisplayPriceLine',
      discountedPrice: '€1,240',
      originalPrice: '€1,460',
      qualifier: 'total',
      accessibilityLabel: '€1,240 total, originally €1,460',
    },
    explanationData: {
      priceDetails: [
        { items: [{ __typename: 'DiscountedExplanationLineItem', description: 'Weekly stay discount', priceString: '-€220' }] },
      ],
    },
  };
  const content = listingOf(JSON.stringify(response));
  expect(content.extraction?.format).toBe('airbnb-api-response');
  expect(content.price).toEqual({
    amount: 1240,
    currency: 'EUR',
    period: 'total',
    text: '€1,240 total, originally €1,460',
    discounts: ['Weekly stay discount: -€220'],
  });
});

const legacyListing = {
  id: 5551234,
  name: 'Brownstone garden floor in Fort Greene',
  room_and_property_type: 'Entire apartment',
  room_type: 'Entire home/apt',
  city: 'Brooklyn',
  state: 'NY',
  country: 'United States',
  lat: 40.6892,
  lng: -73.9742,
  person_capacity: 3,
  bedroom_label: '1 bedroom',
  bed_label: '2 beds',
  bathroom_label: '1 bath',
  sectioned_description: {
    summary: 'Quiet garden floor of an 1880s brownstone.',
    space: 'Exposed brick, a reading nook and the back garden.',
    access: 'The whole floor and the garden.',
    interaction: 'We live upstairs and are happy to help.',
    neighborhood_overview: 'Fort Greene park is two blocks away.',
    transit: 'C train at Lafayette Av, 4 minutes.',
    notes: 'Cat upstairs.',
    locale: 'en',
  },
  listing_amenities: [
    { id: 4, name: 'Wifi', is_present: true },
    { id: 35, name: 'Smoke detector', is_present: true, is_safety_feature: true },
    { id: 36, name: 'Carbon monoxide detector', is_present: false, is_safety_feature: true },
  ],
  photos: [
    {
      id: 1,
      caption: 'Garden',
      picture: 'https://a0.muscache.com/im/pictures/1/abc.jpg?aki_policy=large',
      xx_large: 'https://a0.muscache.com/im/pictures/1/abc.jpg?aki_policy=xx_large',
    },
    { id: 2, caption: '', xx_large: 'https://a0.muscache.com/im/pictures/2/def.jpg?aki_policy=xx_large' },
  ],
  star_rating: 4.5,
  reviews_count: 87,
  primary_host: { host_name: 'Marisol', is_superhost: true },
  localized_check_in_time_window: '3PM - 9PM',
  localized_check_out_time: '11AM',
  cancellation_policy_category: 'moderate',
  guest_controls: { structured_house_rules: ['No smoking', 'No parties or events'] },
  p3_event_data_logging: { accuracy_rating: 9, cleanliness_rating: 10, room_type: 'Entire home/apt' },
};

it('reads the v2 REST / redux listing object', () => {
  const content = listingOf(JSON.stringify({ pdp_listing_detail: legacyListing }));
  expect(content).toMatchObject({
    platformListingId: '5551234',
    title: 'Brownstone garden floor in Fort Greene',
    propertyType: 'Entire apartment',
    location: { city: 'Brooklyn', region: 'NY', country: 'United States', lat: 40.6892 },
    capacity: { guests: 3, bedrooms: 1, beds: 2, baths: 1 },
    rating: 4.5,
    reviewCount: 87,
    categoryRatings: { accuracy: 4.5, cleanliness: 5 },
    host: { name: 'Marisol', isSuperhost: true },
    checkIn: '3PM - 9PM',
    checkOut: '11AM',
    cancellationPolicy: 'moderate',
    amenities: ['Wifi', 'Smoke detector'],
    houseRules: ['No smoking', 'No parties or events'],
  });
  expect(content.descriptionSections).toEqual({
    'Listing Description': 'Quiet garden floor of an 1880s brownstone.',
    'The space': 'Exposed brick, a reading nook and the back garden.',
    'Guest access': 'The whole floor and the garden.',
    'During your stay': 'We live upstairs and are happy to help.',
    'Other things to note': 'Cat upstairs.',
    'The neighborhood': 'Fort Greene park is two blocks away.',
    'Getting around': 'C train at Lafayette Av, 4 minutes.',
  });
  expect(content.photos.map((p) => p.url)).toEqual([
    'https://a0.muscache.com/im/pictures/1/abc.jpg',
    'https://a0.muscache.com/im/pictures/2/def.jpg',
  ]);
  expect(content.detailedAmenities.safety).toEqual(['Smoke detector']);
});

it('reads the 2018-19 redux state inside a page', () => {
  const state = { bootstrapData: { reduxData: { homePDP: { listingInfo: { listing: legacyListing } } } } };
  const page = `<html><body><script data-state="true" type="application/json"><!--${JSON.stringify(state)}--></script></body></html>`;
  expect(listingOf(page).title).toBe('Brownstone garden floor in Fort Greene');
});

it('reads the listing object when its state writes the keys with \\u escapes', () => {
  // A state may escape any character of a key; the listing is found all the same (the text is not taken at its word).
  const escaped = JSON.stringify({ pdp_listing_detail: legacyListing }).replace(
    /"([a-z_]+)":/g,
    (_, key: string) => `"${key.replace(/[a-z]/g, (c) => `\\u00${c.charCodeAt(0).toString(16)}`)}":`,
  );
  expect(escaped).not.toContain('"photos"');
  expect(listingOf(escaped).title).toBe('Brownstone garden floor in Fort Greene');
});

it('reads a 2016 P3 hypernova page with 0-100 and 0-10 rating scales', () => {
  const listing = {
    ...legacyListing,
    star_rating: undefined,
    review_details_interface: { review_score: 94 },
    sectioned_description: undefined,
    localized_sectioned_description: { summary: 'Sunny room.', space: 'Two windows.' },
    space_interface: [
      { label: 'Accommodates:', value: '2' },
      { label: 'Bedrooms:', value: '1' },
    ],
    person_capacity: undefined,
  };
  const page = `<html><body><script type="application/json" data-hypernova-key="listingbundlejs"><!--${JSON.stringify({ listing })}--></script></body></html>`;
  const content = listingOf(page);
  expect(content.extraction?.format).toBe('airbnb-hypernova');
  expect(content.rating).toBe(4.7);
  expect(content.capacity.guests).toBe(2);
  expect(content.descriptionSections).toEqual({ 'Listing Description': 'Sunny room.', 'The space': 'Two windows.' });
});

it('falls back to the rendered page, JSON-LD and Open Graph when an Airbnb page has no embedded state, and says what it lacked', () => {
  const raw = withState(samplePage('kreuzberg-garden-studio'), () => ({}));
  const content = listingOf(raw);
  // The page's own blocks hold only the description summary; JSON-LD gives 8 photos, not the photo tour.
  expect(content.extraction).toEqual({ format: 'airbnb-rendered-dom', partial: true, notOnPage: ['amenities', 'houseRules', 'photoTour'] });
  expect(content.fieldSources).toMatchObject({ descriptionSections: 'dom', title: 'json-ld', photos: 'json-ld', baths: 'meta' });
  expect(content).toMatchObject({
    platform: 'airbnb',
    title: 'Garden studio in Kreuzberg, quiet and bright',
    capacity: { bedrooms: 1, beds: 1, baths: 1 },
    rating: 4.88,
    reviewCount: 74,
    location: { city: 'Berlin', lat: 52.49872 },
  });
  expect(content.photos).toHaveLength(8);
});

it('never turns a page it cannot read into an empty listing', () => {
  for (const page of ['', '{}', '[]', '<html></html>', 'not html at all']) {
    expect(extract(page).status).not.toBe('listing');
  }
});
