import type { Listing, ListingContent, PhotoAnalysis, PhotoRecommendation, Recommendations, ScoreCheck } from '../../../contract/wire';

import { adviceFor } from './advice-fixtures';

// Synthetic listings written for the tests (never copied from real pages): a scored listing with every field
// the detail screen reads, and builders for the states the screens show.

export const LONG_SPACE_TEXT =
  'The apartment takes the whole top floor of a quiet 1920s building, with tall windows on three sides. ' +
  'The living room has a deep sofa, a reading corner and a dining table for six. The kitchen is fully equipped: ' +
  'induction hob, oven, dishwasher, espresso machine and everything you need to cook a real dinner. ' +
  'Both bedrooms have queen beds with hotel-quality linen and blackout curtains; the bathroom has a walk-in rain shower.';

export function content(overrides: Partial<ListingContent> = {}): ListingContent {
  return {
    platform: 'airbnb',
    platformListingId: '1234567',
    canonicalUrl: 'https://www.airbnb.com/rooms/1234567',
    fetchedAt: '2026-01-10T10:00:00.000Z',
    language: 'en',
    title: 'Sunny loft by the canal with rooftop terrace',
    propertyType: 'Entire loft',
    roomType: 'entire_home',
    location: {
      city: 'Lisbon',
      region: 'Lisbon',
      country: 'Portugal',
      lat: 38.71,
      lng: -9.14,
      text: 'Lisbon, Portugal',
      neighborhood: 'Alfama',
    },
    capacity: { guests: 4, bedrooms: 2, beds: 2, baths: 1 },
    descriptionSections: {
      'Listing Description':
        'Wake up to river views in a bright loft five minutes from the tram 28 stop. Two bedrooms, a rooftop terrace and fast Wi-Fi make it ideal for families and remote workers.',
      'The space': LONG_SPACE_TEXT,
      'Guest access': '   ',
      'Other things to note': 'Street parking is free after 7pm.',
    },
    highlights: ['Great location'],
    amenities: Array.from({ length: 24 }, (_, i) => `Amenity ${i + 1}`),
    amenityDetails: [],
    houseRules: ['Check-in after 3:00 pm', 'No parties or events', 'No smoking'],
    detailedAmenities: { safety: ['Smoke alarm', 'Carbon monoxide alarm'] },
    photos: Array.from({ length: 12 }, (_, i) => ({
      url: `/e2e-photos/${i}.svg`,
      caption: null,
      roomLabel: null,
      width: 1440,
      height: 960,
    })),
    rating: 4.87,
    categoryRatings: {},
    reviewCount: 132,
    host: { name: 'Rita', isSuperhost: true },
    checkIn: '15:00',
    checkOut: '11:00',
    cancellationPolicy: 'Free cancellation for 48 hours.',
    price: null,
    ...overrides,
  };
}

export function check(overrides: Partial<ScoreCheck> & Pick<ScoreCheck, 'id' | 'category'>): ScoreCheck {
  return {
    points: 5,
    maxPoints: 10,
    evidence: 'Found on the listing',
    source: 'Airbnb Resource Center [O]',
    fix: 'Do the thing',
    ...overrides,
  };
}

/** A scored listing's recommendations, with the advice the server sends made from them (advice-fixtures.ts). */
export function recommendations(overrides: Partial<Recommendations> = {}): Recommendations {
  const base = baseRecommendations(overrides);
  return { ...base, advice: overrides.advice ?? adviceFor(base) };
}

function baseRecommendations(overrides: Partial<Recommendations>): Recommendations {
  return {
    categoryScores: { title: 92, description: 71, photos: 64, amenities: 81, localOptimization: 55, pricing: 60 },
    scoreExplanations: {
      title: 'Your title names the place and a selling point within the 50-character limit.',
      description: 'Two of four sections are too short or empty.',
      photos: 'Twelve photos; add a few more and reshoot the dark ones.',
      amenities: 'Most essentials are listed.',
      localOptimization: 'The neighbourhood text does not name nearby places.',
      pricing: 'The page shows a cancellation policy but no discounts.',
    },
    detailedScores: {
      description: {
        sectionScores: {
          listingDescription: { score: 82, problems: ['Hook could be stronger'] },
          theSpace: { score: 90, problems: [] },
          guestAccess: {
            score: 0,
            problems: ['Section is empty', 'Too brief: 0 characters; 350-750 characters recommended'],
          },
          otherDetails: {
            score: 40,
            problems: [
              'Too brief: 34 characters; 350-750 characters recommended',
              'Only 34 characters; 350-750 characters recommended for this section',
            ],
          },
        },
        showMoreFoldEstimate: 295,
      },
    },
    checks: [
      check({
        id: 'title.length',
        category: 'title',
        points: 10,
        maxPoints: 10,
        evidence: '44 characters',
        source: "Airbnb's 50-character title limit [O]",
        fix: null,
      }),
      check({
        id: 'title.mobile',
        category: 'title',
        points: 3,
        maxPoints: 5,
        evidence: 'About 32 characters show on phones',
        source: 'ListingForge [3P]',
        fix: 'Put the selling point first.',
      }),
      check({
        id: 'description.hook',
        category: 'description',
        points: 6,
        maxPoints: 10,
        evidence: '"Wake up to river views..."',
        source: 'Solnest [3P]',
        fix: 'Lead with the view.',
      }),
      check({
        id: 'photos.count',
        category: 'photos',
        points: 8,
        maxPoints: 10,
        evidence: '12 photos',
        source: 'Airbnb Help [O]',
        fix: 'Add at least 3 more photos.',
      }),
      check({
        id: 'photos.measured-quality',
        category: 'photos',
        points: 7,
        maxPoints: 10,
        evidence: 'The photo analysis scores the photos 70/100 on average',
        source: 'Zhang et al. [R]; measured by our photo analysis',
        fix: 'Reshoot the darkest photos in daylight.',
      }),
      check({
        id: 'amenities.essentials',
        category: 'amenities',
        points: 10,
        maxPoints: 10,
        evidence: 'Wi-Fi, kitchen, washer',
        source: 'Airbnb Help [O]',
        fix: null,
      }),
      check({
        id: 'local.neighbourhood',
        category: 'localOptimization',
        points: 2,
        maxPoints: 10,
        evidence: 'No place names',
        source: 'Airbnb Help 39 [O]',
        fix: 'Name the tram stop and the market.',
      }),
      check({
        id: 'pricing.discounts',
        category: 'pricing',
        points: 0,
        maxPoints: 5,
        evidence: 'No weekly discount',
        source: 'PriceLabs [V]',
        fix: 'Offer a weekly discount.',
      }),
    ],
    rubricVersion: 'test-1',
    ...overrides,
    advice: undefined,
  };
}

export function listing(overrides: Partial<Listing> = {}): Listing {
  return {
    id: 'l-1',
    userId: 'u-1',
    title: 'Sunny loft by the canal with rooftop terrace',
    url: 'https://www.airbnb.com/rooms/1234567',
    imageUrl: '/e2e-photos/0.svg',
    rating: 4.87,
    reviewCount: 132,
    location: 'Lisbon, Portugal',
    seoScore: 78,
    isAnalyzing: false,
    photoCount: 12,
    scrapedData: content(),
    recommendations: recommendations(),
    analysisError: null,
    createdAt: '2026-01-10T10:00:00.000Z',
    updatedAt: '2026-01-10T10:01:00.000Z',
    analyzedAt: '2026-01-10T10:01:00.000Z',
    ...overrides,
  };
}

/** A listing whose title and every description section score 100: the detail screen celebrates it. */
export function celebratedListing(overrides: Partial<Listing> = {}): Listing {
  const base = listing(overrides);
  const recs = base.recommendations!;
  const full = { score: 100, problems: [] };
  const celebrated = {
    ...recs,
    categoryScores: { ...recs.categoryScores, title: 100 },
    detailedScores: {
      description: {
        sectionScores: { listingDescription: full, theSpace: full, guestAccess: full, otherDetails: full },
        showMoreFoldEstimate: 295,
      },
    },
  };
  const advice = adviceFor(celebrated);
  // The server's Description score: the four sections' average, here all 100.
  advice.sections.find((s) => s.key === 'description')!.score = 100;
  return { ...base, recommendations: { ...celebrated, advice } };
}

export function analysingListing(overrides: Partial<Listing> = {}): Listing {
  return listing({
    id: 'l-new',
    title: 'Analyzing listing',
    imageUrl: null,
    rating: null,
    reviewCount: 0,
    location: null,
    seoScore: null,
    isAnalyzing: true,
    photoCount: 0,
    scrapedData: null,
    recommendations: null,
    analyzedAt: null,
    ...overrides,
  });
}

export function photoAnalysis(index: number, overrides: Partial<PhotoAnalysis> = {}): PhotoAnalysis {
  return {
    photoIndex: index,
    photoUrl: `/e2e-photos/${index}.svg`,
    category: index === 0 ? 'Living room' : 'Bedroom',
    isHeroImage: index === 0,
    overallScore: 80 - index * 4,
    priority: index % 5 === 3 ? 'high' : 'low',
    width: 1440,
    height: 960,
    aspectRatio: 1.5,
    resolutionScore: 90,
    lightingScore: 70 - index,
    technicalIssues: index % 3 === 2 ? ['low_contrast', 'slightly_underexposed'] : [],
    aiDescription: 'Analysis unavailable',
    qualityRating: 8,
    composition: 'Rule of thirds',
    features: ['Natural light'],
    error: null,
    ...overrides,
  };
}

export function photoRecommendation(overrides: Partial<PhotoRecommendation> = {}): PhotoRecommendation {
  return {
    overallPhotoScore: 68,
    estimatedImpact: 'high',
    topRecommendation: 'Reshoot the bedroom photos in daylight and move the terrace shot to first place.',
    criticalIssues: [{ suggestion: 'Photo 3 is too dark to show the room' }],
    improvements: [{ suggestion: 'Add a photo of the bathroom' }, { suggestion: 'Straighten the vertical lines in photo 5' }],
    strengths: [
      { description: 'Bright living room' },
      { description: 'Good terrace view' },
      { description: 'Consistent style' },
      { description: 'Sharp details' },
    ],
    ...overrides,
  };
}

/** What a listing endpoint answers when the server sent the data (not a 304), with its tag. */
export function fetched<T>(value: T, etag: string | null = null): { unchanged: false; value: T; etag: string | null } {
  return { unchanged: false, value, etag };
}

/** What a listing endpoint answers to a poll that found nothing new (304). */
export const unchanged = { unchanged: true } as const;

/** A listing whose first analysis failed (a bot check): nothing was read, its address is its title (issue 16). */
export function failedListing(overrides: Partial<Listing> = {}): Listing {
  return listing({
    id: 'l-failed',
    title: 'https://www.airbnb.com/rooms/900000000000000106',
    url: 'https://www.airbnb.com/rooms/900000000000000106',
    imageUrl: null,
    rating: null,
    reviewCount: 0,
    location: null,
    seoScore: null,
    isAnalyzing: false,
    photoCount: 0,
    scrapedData: null,
    recommendations: null,
    analyzedAt: null,
    analysisError:
      'Airbnb showed us a bot check instead of your listing, so we could not read it. This usually passes: try again in a few minutes, or import the page from your browser.',
    ...overrides,
  });
}
