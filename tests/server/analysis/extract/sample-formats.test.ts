import { extract, listingOf, pdpPayload, samplePage, withState } from '../../../support/server/sample-pages';

// One test group per page format the extractor reads, on the project's own synthetic pages (samples/).

describe('2025 Airbnb page: data-deferred-state-0, niobeClientData, classic sections', () => {
  const content = listingOf(samplePage('alfama-loft'));

  it('reads title, type, place and capacity', () => {
    expect(content).toMatchObject({
      platform: 'airbnb',
      platformListingId: '900000000000000101',
      title: 'Sunlit Alfama Loft · Rooftop Terrace & River View',
      propertyType: 'Entire loft',
      roomType: 'Entire home/apt',
      language: 'en',
      location: { city: 'Lisbon', region: 'Lisbon', country: 'Portugal', lat: 38.71127, lng: -9.13025, text: 'Lisbon, Lisbon, Portugal' },
      capacity: { guests: 4, bedrooms: 2, beds: 2, baths: 1.5 },
    });
    expect(content.location.neighborhood).toMatch(/^Alfama is the oldest quarter of Lisbon/);
  });

  it('splits the description into the sections the host wrote', () => {
    expect(Object.keys(content.descriptionSections)).toEqual(['Listing Description', 'The space', 'Guest access', 'Other things to note']);
    expect(content.descriptionSections['Listing Description']).toMatch(/^Wake up to river light .* clear self check-in steps\.$/s);
    expect(content.descriptionSections['The space']).toContain('\n• Living room: a deep linen sofa');
    expect(content.descriptionSections['Other things to note']).toMatch(/Registration number 123456\/AL\.$/);
  });

  it('reads amenities (with groups and the unavailable ones kept apart) and safety devices', () => {
    expect(content.amenities).toHaveLength(42);
    expect(content.amenityDetails).toHaveLength(44);
    expect(content.amenityDetails).toContainEqual({ title: 'Pool', group: 'Not included', available: false, subtitle: null });
    expect(content.amenityDetails).toContainEqual({
      title: 'Fast wifi – 500 Mbps',
      group: 'Internet and office',
      available: true,
      subtitle: 'Verified speed, good for video calls',
    });
    expect(content.amenities).not.toContain('Pool');
    expect(content.detailedAmenities.safety).toEqual(['Smoke alarm', 'Carbon monoxide alarm', 'Fire extinguisher', 'First aid kit']);
  });

  it('reads every photo in tour order with its room and caption, without resizing parameters', () => {
    expect(content.photos).toHaveLength(25);
    expect(content.photos[0]).toEqual({
      url: 'http://127.0.0.1:8822/samples/photos/alfama-loft/1.jpg',
      caption: 'Living room with river light in the afternoon',
      roomLabel: 'Living room',
      width: null,
      height: null,
    });
    expect(content.photos.map((p) => p.roomLabel)).toContain('Rooftop terrace');
  });

  it('reads ratings, reviews, host, rules, times and cancellation policy', () => {
    expect(content.rating).toBe(4.96);
    expect(content.reviewCount).toBe(212);
    expect(content.categoryRatings).toEqual({
      cleanliness: 4.97,
      accuracy: 4.98,
      checkin: 4.99,
      communication: 4.99,
      location: 4.95,
      value: 4.9,
    });
    expect(content.host).toEqual({ name: 'Peter', isSuperhost: true });
    expect(content.checkIn).toBe('after 3:00 PM');
    expect(content.checkOut).toBe('before 11:00 AM');
    expect(content.houseRules).toEqual([
      'Check-in after 3:00 PM',
      'Checkout before 11:00 AM',
      '4 guests maximum',
      'No pets',
      'No parties or events',
      'No smoking',
      'Please keep the terrace quiet after 10 pm; our neighbours sleep with open windows in summer.',
    ]);
    expect(content.cancellationPolicy).toBe('Moderate');
    expect(content.highlights).toEqual(['Self check-in', 'Dedicated workspace', 'Peter is a Superhost']);
    expect(content.price).toBeNull();
    expect(content.extraction).toEqual({ format: 'airbnb-niobeClientData', partial: false });
  });

  it('keeps the time and URL it was given', () => {
    expect(content.fetchedAt).toBe('2026-06-01T10:00:00.000Z');
    expect(content.canonicalUrl).toBe('http://127.0.0.1:8822/listings/page.html');
  });
});

describe('a weak listing reads as weak, not as missing', () => {
  const content = listingOf(samplePage('basic-flat'));
  it('has its one-line description, four photos, no rating and no safety devices', () => {
    expect(content.title).toBe('Apartment');
    expect(content.descriptionSections).toEqual({ 'Listing Description': 'Nice apartment in the city. Close to everything.' });
    expect(content.photos.map((p) => p.roomLabel)).toEqual(['Living room', 'Bedroom', 'Full kitchen', 'Additional photos']);
    expect(content.rating).toBeNull();
    expect(content.reviewCount).toBe(0);
    expect(content.categoryRatings).toEqual({});
    expect(content.detailedAmenities.safety).toEqual([]);
    expect(content.amenities).toEqual(['Wifi', 'Kitchen', 'Refrigerator', 'TV', 'Hot water']);
  });
});

describe('2024 Airbnb page: data-deferred-state (no suffix), niobeMinimalClientData', () => {
  const content = listingOf(samplePage('lakeside-cabin'));
  it('reads the same fields from the older container', () => {
    expect(content.extraction?.format).toBe('airbnb-niobeMinimalClientData');
    expect(content.title).toBe('Cozy cabin near the lake with wood stove');
    expect(Object.keys(content.descriptionSections)).toEqual(['Listing Description', 'The space', 'Other things to note']);
    expect(content.photos).toHaveLength(9);
    expect(content.amenities).toHaveLength(14);
    expect(content.checkIn).toBe('4:00 PM - 9:00 PM');
    expect(content.rating).toBe(4.71);
    expect(content.reviewCount).toBe(58);
  });

  it('falls back to section types when a console-copied page lost its cache keys and section ids', () => {
    const copied = withState(samplePage('lakeside-cabin'), (state) => {
      state.niobeMinimalClientData[0][0] = null;
      for (const container of pdpPayload(state).data.presentation.stayProductDetailPage.sections.sections) delete container.sectionId;
    });
    const again = listingOf(copied);
    expect(again.title).toBe('Cozy cabin near the lake with wood stove');
    expect(again.photos).toHaveLength(9);
    expect(again.descriptionSections['The space']).toMatch(/^Open living room/);
  });
});

describe('2026 Airbnb page: sections migrated to data.node.pdpPresentation', () => {
  const raw = samplePage('kreuzberg-garden-studio');
  const content = listingOf(raw);

  it('reads title, description, amenities and highlights from the node', () => {
    expect(content.extraction?.format).toBe('airbnb-niobeClientData+node');
    expect(content.title).toBe('Garden studio in Kreuzberg, quiet and bright');
    expect(Object.keys(content.descriptionSections)).toEqual(['Listing Description', 'The space', 'Guest access', 'Other things to note']);
    expect(content.amenities).toHaveLength(16);
    expect(content.amenityDetails.find((a) => a.title === 'Kitchenette')?.subtitle).toBe('Two-plate hob, fridge and kettle');
    expect(content.highlights).toEqual(['Room in a guesthouse', 'Self check-in']);
    expect(content.detailedAmenities.safety).toEqual(['Lock on bedroom door', 'Smoke alarm', 'First aid kit']);
    expect(content.roomType).toBe('Private room');
  });

  it('takes pixel sizes from the media tour, including the portrait photo', () => {
    expect(content.photos).toHaveLength(12);
    expect(content.photos[0]).toMatchObject({ width: 1600, height: 1067, roomLabel: 'Bedroom' });
    expect(content.photos[11]).toMatchObject({ width: 800, height: 1200, roomLabel: 'Additional photos' });
  });

  it('reads photos from the media tour alone when the classic photo tour is missing', () => {
    const tourless = withState(raw, (state) => {
      const sections = pdpPayload(state).data.presentation.stayProductDetailPage.sections;
      sections.sections = sections.sections.filter((s: { sectionId: string }) => s.sectionId !== 'PHOTO_TOUR_SCROLLABLE_MODAL');
    });
    const photos = listingOf(tourless).photos;
    expect(photos).toHaveLength(12);
    expect(photos.every((p) => p.width !== null && p.roomLabel !== null)).toBe(true);
  });

  it("prefers the host's original words over the page's machine translation", () => {
    const translated = withState(raw, (state) => {
      const node = pdpPayload(state).data.node.pdpPresentation;
      node.title.content.localizedStringWithTranslationPreference = 'Gartenstudio in Kreuzberg, ruhig und hell';
      node.descriptions.longDescriptionHtml.localizedStringWithTranslationPreference = 'Ein helles Studio.';
    });
    const original = listingOf(translated);
    expect(original.title).toBe('Garden studio in Kreuzberg, quiet and bright');
    expect(original.descriptionSections['Listing Description']).toMatch(/^A bright studio room/);
  });

  it('files localized section headings under the names the product uses', () => {
    const italian = withState(raw, (state) => {
      const d = pdpPayload(state).data.node.pdpPresentation.descriptions.longDescriptionHtml;
      d.source =
        'Camera luminosa sul giardino.<br /><br /><b>Lo spazio</b><br />Letto matrimoniale.<br /><br /><b>Accesso per gli ospiti</b><br />Ingresso indipendente.<br /><br /><b>Dati di registrazione</b><br />IT000000';
    });
    expect(listingOf(italian).descriptionSections).toEqual({
      'Listing Description': 'Camera luminosa sul giardino.',
      'The space': 'Letto matrimoniale.',
      'Guest access': 'Ingresso indipendente.',
      'Registration details': 'IT000000',
    });
  });
});

describe('a JSON-LD VacationRental page (direct booking site)', () => {
  const content = listingOf(samplePage('villa-serena'));
  it('reads schema.org data and Open Graph', () => {
    expect(content).toMatchObject({
      platform: 'other',
      title: 'Villa Serena – farmhouse with pool in the Chianti hills',
      // containsPlace.additionalType "EntirePlace", named as Airbnb names its room types.
      roomType: 'Entire home/apt',
      location: { city: 'Greve in Chianti', region: 'Tuscany', country: 'IT', lat: 43.58346, lng: 11.31578 },
      capacity: { guests: 8, bedrooms: 4, beds: 5, baths: 3 },
      rating: 4.6,
      reviewCount: 38,
      checkIn: '16:00',
      checkOut: '10:00',
      price: { amount: 420, currency: 'EUR', period: 'night', text: '420 EUR per night', discounts: [] },
      extraction: { format: 'json-ld', partial: false },
    });
    expect(content.descriptionSections['Listing Description']).toMatch(/^A restored stone farmhouse/);
    expect(content.photos).toHaveLength(6);
    expect(content.amenities).toHaveLength(8);
    expect(content.amenityDetails.find((a) => a.title === 'Pets allowed')?.available).toBe(false);
    expect(content.detailedAmenities.safety).toEqual(['Smoke alarm']);
  });
});

describe('pages that are not a readable listing', () => {
  it('recognises a bot-blocked page (PERMISSION_DENIED inside an HTTP 200)', () => {
    const result = extract(samplePage('blocked-page'));
    expect(result).toMatchObject({ status: 'blocked', detail: 'StaysPdpSections error: PERMISSION_DENIED' });
  });

  it('recognises a skeleton page without data', () => {
    const page = `<html><body><script id="data-deferred-state-0" type="application/json">${JSON.stringify({
      niobeMinimalClientData: [
        [`StaysPdpSections:${JSON.stringify({ id: Buffer.from('StayListing:undefined').toString('base64') })}`, { skip: true }],
      ],
    })}</script></body></html>`;
    expect(extract(page).status).toBe('skeleton');
  });

  it('recognises state that belongs to another page (a client-side navigation save)', () => {
    const page = `<html><head><meta property="og:site_name" content="Airbnb"></head><body><script id="data-deferred-state-0" type="application/json">${JSON.stringify(
      {
        niobeClientData: [['StaysSearch:{"rawParams":[]}', { data: { presentation: { staysSearch: {} } } }]],
      },
    )}</script></body></html>`;
    expect(extract(page).status).toBe('wrong_page');
  });

  it('reports an Airbnb page without listing data as not found', () => {
    const page =
      '<html><head><meta property="og:site_name" content="Airbnb"><meta property="og:type" content="website"><title>Airbnb</title></head><body><h1>This page is gone</h1></body></html>';
    expect(extract(page, 'https://www.airbnb.com/rooms/123').status).toBe('not_found');
  });

  it.each([
    ['reCAPTCHA', '<html><body><iframe src="https://www.google.com/recaptcha/api2/anchor?k=x"></iframe></body></html>'],
    [
      'DataDome',
      '<html><head><title>Bot or Not?</title></head><body><script src="https://ct.captcha-delivery.com/c.js"></script></body></html>',
    ],
    ['a captcha text', '<html><body><p>Please complete the security check to access www.airbnb.com</p></body></html>'],
  ])('recognises a %s interstitial as a block', (_kind, page) => {
    expect(extract(page).status).toBe('blocked');
  });

  it("follows Airbnb's domain hand-off to the same path on the other site", () => {
    const page = '<html><body><form method="POST" action="https://www.airbnb.co.uk/v2/domain_switch/handoff"></form></body></html>';
    expect(extract(page, 'https://www.airbnb.com/rooms/42?locale=en')).toMatchObject({
      status: 'handoff',
      url: 'https://www.airbnb.co.uk/rooms/42?locale=en',
    });
  });

  it('says a page without lodging data has nothing to read', () => {
    expect(
      extract(
        '<html><head><title>Shop</title><script type="application/ld+json">{"@type":"Organization","name":"Shop"}</script></head></html>',
      ).status,
    ).toBe('no_data');
  });
});
