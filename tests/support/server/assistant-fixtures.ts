import type {
  AmenityItem,
  CategoryKey,
  ListingContent,
  ListingPhoto,
  Recommendations,
  ScoreCheck,
  SectionScore,
} from '../../../contract/wire';
import type { ListingSnapshot } from '../../../server/assistant/types';
import { blankListing } from '../../server/score/fixtures/base';

// Sample listings written for the assistant's tests and benchmark (made up; no captured page is copied):
// a strong English listing, a weak one with empty sections and rule-breaking text, one with very few facts,
// and one written in Italian.

const ROOMS = ['Living room', 'Bedroom', 'Kitchen', 'Bathroom', 'Entrance', 'Dining area'];

function photos(count: number, width: number, height: number, captioned: boolean): ListingPhoto[] {
  return Array.from({ length: count }, (_, i) => ({
    url: `https://images.example.test/p${i + 1}.jpg`,
    caption: captioned ? ROOMS[i % ROOMS.length]! : null,
    roomLabel: null,
    width,
    height,
  }));
}

function details(groups: Record<string, string[]>): AmenityItem[] {
  return Object.entries(groups).flatMap(([group, titles]) =>
    titles.map((title) => ({ title, group, available: group !== 'Not included', subtitle: null })),
  );
}

function base(overrides: Partial<ListingContent>): ListingContent {
  return blankListing({
    platformListingId: null,
    canonicalUrl: 'https://www.airbnb.com/rooms/1',
    fetchedAt: '2026-05-01T10:00:00.000Z',
    ...overrides,
  });
}

function check(id: string, category: CategoryKey, points: number, maxPoints: number, evidence: string, fix: string | null): ScoreCheck {
  return { id, category, points, maxPoints, evidence, source: 'Listing optimiser rubric (test fixture)', fix };
}

function recs(
  categoryScores: Record<CategoryKey, number>,
  sections: Record<'listingDescription' | 'theSpace' | 'guestAccess' | 'otherDetails', SectionScore>,
  checks: ScoreCheck[],
): Recommendations {
  const explanations = Object.fromEntries(
    Object.entries(categoryScores).map(([k, v]) => [
      k,
      v >= 80 ? `Your ${k} is in good shape.` : `Your ${k} is missing points; see the checks.`,
    ]),
  ) as Record<CategoryKey, string>;
  return {
    categoryScores,
    scoreExplanations: explanations,
    detailedScores: { description: { sectionScores: sections, showMoreFoldEstimate: 295 } },
    checks,
    rubricVersion: 'test-1',
  };
}

// ---- Strong: an apartment in Lisbon -----------------------------------------------------------------------------

const strongAmenities = {
  'Kitchen and dining': ['Kitchen', 'Refrigerator', 'Dishwasher', 'Coffee maker', 'Dining table'],
  Bathroom: ['Hair dryer', 'Shampoo', 'Hot water'],
  'Bedroom and laundry': ['Washer', 'Bed linens', 'Extra pillows and blankets'],
  Entertainment: ['TV'],
  'Heating and cooling': ['Air conditioning', 'Heating'],
  'Internet and office': ['Wifi', 'Dedicated workspace'],
  Outdoor: ['Patio or balcony'],
  'Scenic views': ['City skyline view'],
  'Parking and facilities': ['Elevator'],
  Services: ['Self check-in', 'Lockbox'],
  'Home safety': ['Smoke alarm', 'Carbon monoxide alarm', 'Fire extinguisher'],
  'Not included': ['Free parking on premises', 'Pool'],
};

export const strongListing: ListingSnapshot = {
  id: '11111111-1111-4111-8111-111111111111',
  title: 'Apartment in Alfama with Balcony and City View',
  seoScore: 86,
  content: base({
    title: 'Apartment in Alfama with Balcony and City View',
    propertyType: 'Entire rental unit',
    roomType: 'Entire home/apt',
    location: {
      city: 'Lisbon',
      region: 'Lisboa',
      country: 'Portugal',
      lat: 38.71,
      lng: -9.13,
      text: 'Lisbon, Lisboa, Portugal',
      neighborhood: 'Alfama is the oldest quarter of the city.',
    },
    capacity: { guests: 4, bedrooms: 2, beds: 2, baths: 1 },
    descriptionSections: {
      'Listing Description':
        'Two-bedroom apartment on the third floor of a restored building in Alfama, with a balcony over the rooftops and a city skyline view. The kitchen is fully equipped, the wifi is fast and there is a dedicated workspace by the window. Fado houses and the castle are a short walk away.',
      'The space':
        'The living room opens onto the balcony and has a sofa, a TV and a dining table for four. The main bedroom has a double bed and a wardrobe; the second bedroom has a double bed and a desk. The bathroom has a walk-in shower and a hair dryer. The kitchen has a dishwasher, a coffee maker and everything you need to cook. Air conditioning and heating keep every room comfortable all year.',
      'Guest access':
        'Guests have the whole apartment to themselves. Check-in is self check-in with a lockbox at the entrance, and the building has an elevator to the third floor. You can use the washer in the kitchen, and there is a drying rack on the balcony. Luggage can wait in the hallway cupboard after checkout.',
      'Other things to note':
        'The building is in a historic area and the streets around it are steep and cobbled. Taxis can stop at the door. There is a bakery on the ground floor that opens early, so mornings can be lively. Smoke and carbon monoxide alarms are fitted in the apartment.',
    },
    highlights: ['Self check-in', 'Dedicated workspace'],
    amenities: Object.entries(strongAmenities)
      .filter(([g]) => g !== 'Not included')
      .flatMap(([, t]) => t),
    amenityDetails: details(strongAmenities),
    houseRules: [
      '4 guests maximum',
      'Check-in: 3:00 PM - 10:00 PM',
      'Checkout before 11:00 AM',
      'No pets',
      'No parties or events',
      'No smoking',
      'Quiet hours 10:00 PM - 8:00 AM',
      'Additional rules: Please take the rubbish to the bins at the corner of the street before you leave. Shoes off inside, the floors are original wood. Keep the balcony door closed while the air conditioning is on.',
    ],
    detailedAmenities: { safety: ['Smoke alarm', 'Carbon monoxide alarm', 'Fire extinguisher'] },
    photos: photos(24, 1440, 960, true),
    rating: 4.92,
    reviewCount: 138,
    host: { name: 'Ana', isSuperhost: true },
    checkIn: '3:00 PM - 10:00 PM',
    checkOut: '11:00 AM',
  }),
  recommendations: recs(
    { title: 92, description: 84, photos: 90, amenities: 88, localOptimization: 70, pricing: 75 },
    {
      listingDescription: { score: 95, problems: [] },
      theSpace: { score: 90, problems: [] },
      guestAccess: { score: 80, problems: ['Guest access is 296 characters; 350-750 characters are recommended.'] },
      otherDetails: { score: 75, problems: ['Other things to note is 257 characters; 350-750 characters are recommended.'] },
    },
    [
      check('title-length', 'title', 10, 10, '46 characters', null),
      check('title-feature', 'title', 8, 10, 'Names a balcony and a view', 'Lead the title with the feature guests book for most.'),
      check(
        'guest-access-length',
        'description',
        4,
        8,
        'Guest access has 296 characters',
        'Write 350-750 characters in Guest access: what guests can use and how they get in.',
      ),
      check(
        'other-details-length',
        'description',
        3,
        8,
        'Other things to note has 257 characters',
        'Write 350-750 characters in Other things to note: what guests should know before booking.',
      ),
      check(
        'location-neighbourhood',
        'localOptimization',
        5,
        10,
        'No named places with travel times',
        'Name two or three places nearby with minutes on foot.',
      ),
      check('photos-count', 'photos', 10, 10, '24 photos', null),
    ],
  ),
};

// ---- Weak: a cabin with empty sections and rule-breaking text --------------------------------------------------

const weakAmenities = {
  'Kitchen and dining': ['Kitchen', 'Microwave', 'Oven', 'Stove', 'Refrigerator', 'Coffee maker', 'BBQ grill'],
  Bathroom: ['Bathtub', 'Hair dryer', 'Hot water'],
  'Bedroom and laundry': ['Washer', 'Dryer', 'Bed linens'],
  Entertainment: ['TV', 'Board games'],
  'Heating and cooling': ['Indoor fireplace', 'Heating'],
  'Internet and office': ['Wifi'],
  Outdoor: ['Hot tub', 'Fire pit', 'Backyard'],
  'Scenic views': ['Mountain view'],
  'Parking and facilities': ['Free parking on premises'],
  'Home safety': ['Smoke alarm'],
};

export const weakListing: ListingSnapshot = {
  id: '22222222-2222-4222-8222-222222222222',
  title: 'COZY CABIN!!! Best getaway ever, call 828-555-0199',
  seoScore: 41,
  content: base({
    title: 'COZY CABIN!!! Best getaway ever, call 828-555-0199',
    propertyType: 'Entire cabin',
    roomType: 'Entire home/apt',
    location: {
      city: 'Asheville',
      region: 'North Carolina',
      country: 'United States',
      lat: null,
      lng: null,
      text: 'Asheville, North Carolina, United States',
      neighborhood: null,
    },
    capacity: { guests: 6, bedrooms: 3, beds: 4, baths: 2 },
    descriptionSections: {
      'Listing Description': 'Welcome to our cabin!!! Great for families. We have a pool and a hot tub. Book now at www.cabin-stays.com',
      'The space': '',
      'Guest access': '   ',
      'Other things to note': '',
    },
    amenities: Object.values(weakAmenities).flat(),
    amenityDetails: details(weakAmenities),
    houseRules: ['Check-in after 4:00 PM', 'Checkout before 10:00 AM', '6 guests maximum'],
    detailedAmenities: { safety: ['Smoke alarm', 'No carbon monoxide alarm'] },
    photos: photos(5, 800, 533, false),
    rating: 4.5,
    reviewCount: 12,
    checkIn: null,
    checkOut: null,
  }),
  recommendations: recs(
    { title: 20, description: 25, photos: 30, amenities: 80, localOptimization: 40, pricing: 60 },
    {
      listingDescription: {
        score: 30,
        problems: ['Listing Description is 104 characters; use the space up to 500 characters.', 'Contains a web address.'],
      },
      theSpace: { score: 0, problems: ['The space is missing.'] },
      guestAccess: { score: 0, problems: ['Guest access is missing.'] },
      otherDetails: { score: 0, problems: ['Other things to note is missing.'] },
    },
    [
      check(
        'title-content-rules',
        'title',
        0,
        10,
        'COZY CABIN!!! ... call 828-555-0199',
        'Remove all-caps words, repeated punctuation and the phone number from the title.',
      ),
      check('title-feature', 'title', 2, 10, 'No amenity named', 'Name the hot tub or the mountain view in the title.'),
      check(
        'space-present',
        'description',
        0,
        10,
        'The space is empty',
        'Write The space: rooms, beds and what is in them (350-750 characters).',
      ),
      check(
        'guest-access-present',
        'description',
        0,
        8,
        'Guest access is empty',
        'Write Guest access: what guests can use and how they get in.',
      ),
      check(
        'other-details-present',
        'description',
        0,
        6,
        'Other things to note is empty',
        'Write Other things to note: stairs, noise, anything to know before booking.',
      ),
      check('summary-content-rules', 'description', 0, 6, 'www.cabin-stays.com', 'Remove the web address from the Listing Description.'),
      check('photos-count', 'photos', 2, 10, '5 photos', 'Add photos until every room is shown; at least 7, ideally 20 or more.'),
      check('photos-resolution', 'photos', 3, 10, '5 photos below 1024 x 683', 'Replace photos smaller than 1024 x 683 pixels.'),
      check('safety-co-alarm', 'amenities', 0, 5, 'No carbon monoxide alarm', 'Fit and declare a carbon monoxide alarm.'),
    ],
  ),
};

// ---- Very few facts: a private room ------------------------------------------------------------------------------

export const sparseListing: ListingSnapshot = {
  id: '33333333-3333-4333-8333-333333333333',
  title: 'Room in Porto',
  seoScore: 28,
  content: base({
    title: 'Room in Porto',
    propertyType: 'Private room in rental unit',
    roomType: 'Private room',
    location: { city: 'Porto', region: null, country: 'Portugal', lat: null, lng: null, text: 'Porto, Portugal', neighborhood: null },
    capacity: { guests: 2, bedrooms: 1, beds: 1, baths: null },
    descriptionSections: {},
    amenities: ['Wifi', 'Kitchen', 'Heating'],
    photos: photos(2, 1024, 683, false),
    reviewCount: 0,
  }),
  recommendations: recs(
    { title: 35, description: 5, photos: 20, amenities: 25, localOptimization: 20, pricing: 50 },
    {
      listingDescription: { score: 0, problems: ['Listing Description is missing.'] },
      theSpace: { score: 0, problems: ['The space is missing.'] },
      guestAccess: { score: 0, problems: ['Guest access is missing.'] },
      otherDetails: { score: 0, problems: ['Other things to note is missing.'] },
    },
    [
      check('title-length', 'title', 3, 10, '13 characters', 'Use more of the 50 characters: the type of place, the area and one feature.'),
      check(
        'summary-present',
        'description',
        0,
        10,
        'Listing Description is empty',
        'Write a Listing Description that opens with what makes the place worth booking.',
      ),
      check('amenities-count', 'amenities', 2, 10, '3 amenities', 'List every amenity the place has.'),
    ],
  ),
};

// ---- Italian: an apartment in Milan ------------------------------------------------------------------------------

export const italianListing: ListingSnapshot = {
  id: '44444444-4444-4444-8444-444444444444',
  title: 'Bilocale luminoso vicino al Duomo con balcone e Wi-fi veloce per smart working',
  seoScore: 63,
  content: base({
    language: 'it',
    title: 'Bilocale luminoso vicino al Duomo con balcone e Wi-fi veloce per smart working',
    propertyType: 'Intero appartamento',
    roomType: 'Entire home/apt',
    location: {
      city: 'Milano',
      region: 'Lombardia',
      country: 'Italia',
      lat: null,
      lng: null,
      text: 'Milano, Lombardia, Italia',
      neighborhood: null,
    },
    capacity: { guests: 3, bedrooms: 1, beds: 2, baths: 1 },
    descriptionSections: {
      'Listing Description':
        'Bilocale al quarto piano con ascensore, a 5 minuti a piedi dalla metro Missori. Il soggiorno ha un divano letto e un balcone sul cortile interno. La cucina è attrezzata per cucinare e la connessione Wi-fi arriva a 100 Mbps.',
      'The space':
        "L'appartamento ha una camera da letto con letto matrimoniale e armadio a muro. Il soggiorno ha un divano letto per una persona, un tavolo da pranzo e una scrivania vicino alla finestra. La cucina ha piano cottura a induzione, forno, microonde, frigorifero con congelatore e macchina del caffè. Il bagno ha una doccia ampia, asciugacapelli e lavatrice. Il balcone si affaccia sul cortile interno ed è tranquillo anche di sera. Il riscaldamento è centralizzato e in estate c'è l'aria condizionata in tutte le stanze. Le finestre hanno doppi vetri e tende oscuranti. Nell'ingresso c'è un armadio per i bagagli e un ferro da stiro con asse. Forniamo lenzuola, asciugamani, sapone e carta igienica per tutta la durata del soggiorno. Il palazzo è degli anni trenta ed è stato ristrutturato nel 2021.",
      'Guest access':
        "Gli ospiti hanno a disposizione l'intero appartamento. Il check-in è autonomo con cassetta di sicurezza per le chiavi.",
      'Other things to note': '',
    },
    amenities: [
      'Wi-fi',
      'Cucina',
      'Lavatrice',
      'Aria condizionata',
      'Riscaldamento',
      'Ascensore',
      'Asciugacapelli',
      'Spazio di lavoro dedicato',
      'Balcone',
    ],
    houseRules: ['Check-in dopo le 15:00', 'Check-out entro le 10:00', 'Massimo 3 ospiti', 'Vietato fumare'],
    detailedAmenities: { safety: ['Rilevatore di fumo'] },
    photos: photos(12, 1200, 800, true),
    rating: 4.8,
    reviewCount: 57,
    checkIn: '15:00',
    checkOut: '10:00',
  }),
  recommendations: recs(
    { title: 40, description: 62, photos: 75, amenities: 70, localOptimization: 60, pricing: 70 },
    {
      listingDescription: { score: 85, problems: [] },
      theSpace: { score: 70, problems: ['The space is 868 characters; 350-750 characters are recommended.'] },
      guestAccess: { score: 40, problems: ['Guest access is 113 characters; 350-750 characters are recommended.'] },
      otherDetails: { score: 0, problems: ['Other things to note is missing.'] },
    },
    [
      check('title-length', 'title', 0, 10, '79 characters', 'Shorten the title to 50 characters or fewer.'),
      check('space-length', 'description', 4, 8, 'The space has 868 characters', 'Trim The space to 750 characters or fewer.'),
    ],
  ),
};

export const allListings = [strongListing, weakListing, sparseListing, italianListing];
