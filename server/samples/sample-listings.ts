import { SCHWABING_FLAT } from './sample-munich';
import type { SampleAmenityGroup, SampleListing, SamplePhoto } from './sample-types';

// Invented listings. "Alfama loft" is what a strong listing looks like (full sections, 25 good photos, 40
// amenities); "Basic flat" is a weak one (one-line description, empty sections, four poor photos); the others
// sit in between, each in another page format.

const strongAmenities: SampleAmenityGroup[] = [
  {
    title: 'Bathroom',
    items: [
      { title: 'Hair dryer', icon: 'SYSTEM_HAIRDRYER' },
      { title: 'Shampoo', icon: 'SYSTEM_SHAMPOO' },
      { title: 'Body soap', icon: 'SYSTEM_BODY_SOAP' },
      { title: 'Hot water', icon: 'SYSTEM_HOT_WATER' },
      { title: 'Bathtub', icon: 'SYSTEM_BATHTUB' },
    ],
  },
  {
    title: 'Bedroom and laundry',
    items: [
      { title: 'Washer', icon: 'SYSTEM_WASHER' },
      { title: 'Dryer', icon: 'SYSTEM_DRYER' },
      { title: 'Essentials', icon: 'SYSTEM_ESSENTIALS', subtitle: 'Towels, bed sheets, soap and toilet paper' },
      { title: 'Hangers', icon: 'SYSTEM_HANGERS' },
      { title: 'Bed linens', icon: 'SYSTEM_BLANKETS', subtitle: 'Cotton linens' },
      { title: 'Extra pillows and blankets', icon: 'SYSTEM_BLANKETS' },
      { title: 'Room-darkening shades', icon: 'SYSTEM_SHADES' },
      { title: 'Iron', icon: 'SYSTEM_IRON' },
    ],
  },
  {
    title: 'Entertainment',
    items: [
      { title: '55 inch HDTV with Netflix', icon: 'SYSTEM_TV' },
      { title: 'Sound system with Bluetooth', icon: 'SYSTEM_SPEAKER' },
      { title: 'Books and reading material', icon: 'SYSTEM_BOOKS' },
    ],
  },
  {
    title: 'Family',
    items: [
      { title: 'Crib', icon: 'SYSTEM_CRIB' },
      { title: 'High chair', icon: 'SYSTEM_HIGH_CHAIR' },
    ],
  },
  {
    title: 'Heating and cooling',
    items: [
      { title: 'Central air conditioning', icon: 'SYSTEM_SNOWFLAKE' },
      { title: 'Heating', icon: 'SYSTEM_THERMOMETER' },
      { title: 'Ceiling fan', icon: 'SYSTEM_FAN' },
    ],
  },
  {
    title: 'Home safety',
    items: [
      { title: 'Smoke alarm', icon: 'SYSTEM_DETECTOR_SMOKE' },
      { title: 'Carbon monoxide alarm', icon: 'SYSTEM_DETECTOR_CO2' },
      { title: 'Fire extinguisher', icon: 'SYSTEM_FIRE_EXTINGUISHER' },
      { title: 'First aid kit', icon: 'SYSTEM_FIRST_AID_KIT' },
    ],
  },
  {
    title: 'Internet and office',
    items: [
      { title: 'Fast wifi – 500 Mbps', icon: 'SYSTEM_WI_FI', subtitle: 'Verified speed, good for video calls' },
      { title: 'Dedicated workspace', icon: 'SYSTEM_WORKSPACE' },
    ],
  },
  {
    title: 'Kitchen and dining',
    items: [
      { title: 'Kitchen', icon: 'SYSTEM_COOKING_BASICS', subtitle: 'Space where guests can cook their own meals' },
      { title: 'Refrigerator', icon: 'SYSTEM_REFRIGERATOR' },
      { title: 'Microwave', icon: 'SYSTEM_MICROWAVE' },
      { title: 'Dishes and silverware', icon: 'SYSTEM_DISHES' },
      { title: 'Dishwasher', icon: 'SYSTEM_DISHWASHER' },
      { title: 'Induction stove', icon: 'SYSTEM_STOVE' },
      { title: 'Oven', icon: 'SYSTEM_OVEN' },
      { title: 'Nespresso coffee maker', icon: 'SYSTEM_COFFEE_MAKER' },
      { title: 'Dining table', icon: 'SYSTEM_DINING_TABLE' },
    ],
  },
  { title: 'Location features', items: [{ title: 'Waterfront view of the Tagus river', icon: 'SYSTEM_VIEW_OCEAN' }] },
  {
    title: 'Outdoor',
    items: [
      { title: 'Private rooftop terrace', icon: 'SYSTEM_ROOFTOP_DECK' },
      { title: 'Outdoor furniture', icon: 'SYSTEM_OUTDOOR_FURNITURE' },
    ],
  },
  {
    title: 'Services',
    items: [
      { title: 'Self check-in', icon: 'SYSTEM_KEY' },
      { title: 'Smart lock', icon: 'SYSTEM_SMART_LOCK' },
      { title: 'Long term stays allowed', icon: 'SYSTEM_CALENDAR' },
    ],
  },
  {
    title: 'Not included',
    items: [
      { title: 'Free parking on premises', icon: 'SYSTEM_NO_PARKING', available: false },
      { title: 'Pool', icon: 'SYSTEM_NO_POOL', available: false },
    ],
  },
];

function tour(rooms: [string, SamplePhoto['scene'], number][]): SamplePhoto[] {
  return rooms.flatMap(([room, scene, count]) => Array.from({ length: count }, () => ({ room, scene })));
}

const PAGE_SAMPLES: SampleListing[] = [
  {
    slug: 'alfama-loft',
    format: 'airbnb-2025-niobe-classic',
    summary:
      'A strong listing (2025 page format): every section written, 25 photos the analyser judges Excellent (five rooms in the first five), 42 amenities, 4.96 from 212 reviews.',
    id: '900000000000000101',
    title: 'Sunlit Alfama Loft · Rooftop Terrace & River View',
    propertyType: 'Entire loft',
    roomType: 'Entire home/apt',
    city: 'Lisbon',
    region: 'Lisbon',
    country: 'Portugal',
    lat: 38.71127,
    lng: -9.13025,
    guests: 4,
    bedrooms: 2,
    beds: 2,
    baths: 1.5,
    description: {
      summary:
        'Wake up to river light in a restored 19th-century loft at the top of Alfama, three minutes on foot from the 28 tram and Miradouro de Santa Luzia. Two quiet bedrooms, a kitchen made for real cooking and a private rooftop terrace where the evening sun turns the Tagus gold. Fast 500 Mbps wifi and a proper desk make longer stays easy, and we meet every guest in person or leave clear self check-in steps.',
      space:
        'The loft fills the whole top floor of our family building, reached by a wide stone staircase (three flights, no lift).\n\n• Living room: a deep linen sofa, a 55 inch TV with Netflix, a record player and shelves of Portuguese novels in English.\n• Kitchen: induction hob, oven, dishwasher, Nespresso machine and everything you need to cook a fish dinner from the Ribeira market.\n• Bedroom 1: queen bed with cotton linens, blackout shades and a view over the rooftops to the river.\n• Bedroom 2: two singles that join into a king, a wardrobe and a desk by the window.\n• Bathroom: rain shower and a deep tub; a separate guest toilet by the entrance.\n• Rooftop terrace: a table for six, loungers and string lights, private to the loft.',
      access:
        'The whole loft and the rooftop terrace are yours. The building has a keypad at the street door and a smart lock on the loft, so you can arrive any time after 3 pm. Luggage can be left in our storage room on the ground floor before check-in or after checkout.',
      notes:
        'Alfama is a living neighbourhood: on June evenings the street festivals run late and are part of the charm. The stairs are steep for small children and anyone with limited mobility. Local tourist tax of 2 euros per adult per night is included in the price. Registration number 123456/AL.',
    },
    neighborhood:
      'Alfama is the oldest quarter of Lisbon: fado houses, small grocers and lanes that open onto viewpoints. The Castle of São Jorge is a ten minute walk uphill; the riverfront and Terreiro do Paço are ten minutes down.',
    highlights: [
      { title: 'Self check-in', subtitle: 'Check yourself in with the smartlock.', type: 'LISTING_SELF_CHECKIN', icon: 'SYSTEM_CHECK_IN' },
      {
        title: 'Dedicated workspace',
        subtitle: 'A room with wifi that’s well-suited for working.',
        type: 'LISTING_WORKSPACE',
        icon: 'SYSTEM_WORKSPACE',
      },
      {
        title: 'Peter is a Superhost',
        subtitle: 'Superhosts are experienced, highly rated hosts.',
        type: 'HOST_SUPERHOST',
        icon: 'SYSTEM_SUPERHOST',
      },
    ],
    amenityGroups: strongAmenities,
    houseRules: {
      checkIn: 'Check-in after 3:00 PM',
      checkOut: 'Checkout before 11:00 AM',
      during: ['4 guests maximum', 'No pets', 'No parties or events', 'No smoking'],
      additional: 'Please keep the terrace quiet after 10 pm; our neighbours sleep with open windows in summer.',
    },
    safetyNotes: [
      { title: 'Smoke alarm', icon: 'SYSTEM_DETECTOR_SMOKE' },
      { title: 'Carbon monoxide alarm', icon: 'SYSTEM_DETECTOR_CO2' },
      { title: 'Must climb stairs', icon: 'SYSTEM_STAIRS' },
    ],
    photos: [
      { room: 'Living room', scene: 'living', caption: 'Living room with river light in the afternoon' },
      // The first five show five different rooms: the preview guests judge a listing by.
      ...tour([
        ['Rooftop terrace', 'terrace', 1],
        ['Full kitchen', 'kitchen', 1],
        ['Bedroom 1', 'bedroom', 1],
        ['Full bathroom', 'bathroom', 1],
        ['Living room', 'living', 3],
        ['Full kitchen', 'kitchen', 3],
        ['Dining area', 'dining', 2],
        ['Bedroom 1', 'bedroom', 2],
        ['Bedroom 2', 'bedroom', 3],
        ['Full bathroom', 'bathroom', 1],
        ['Half bathroom', 'bathroom', 1],
        ['Workspace', 'workspace', 1],
        ['Rooftop terrace', 'terrace', 2],
      ]),
      { room: 'Exterior', scene: 'exterior', caption: 'Our building on Rua de São Miguel' },
      { room: 'Additional photos', scene: 'view', caption: 'The view from the terrace at sunset' },
    ],
    rating: 4.96,
    categoryRatings: { cleanliness: 4.97, accuracy: 4.98, checkin: 4.99, communication: 4.99, location: 4.95, value: 4.9 },
    reviewCount: 212,
    host: { name: 'Peter', superhost: true, yearsHosting: 8 },
    cancellationPolicy: 'Moderate',
  },
  {
    slug: 'basic-flat',
    format: 'airbnb-2025-niobe-classic',
    summary:
      'A weak listing (2025 page format): a one-line description, empty sections, four poor photos (dark, blurry, tiny, portrait), no reviews.',
    id: '900000000000000102',
    title: 'Apartment',
    propertyType: 'Entire rental unit',
    roomType: 'Entire home/apt',
    city: 'Porto',
    region: 'Porto',
    country: 'Portugal',
    lat: 41.14961,
    lng: -8.61099,
    guests: 3,
    bedrooms: 1,
    beds: 2,
    baths: 1,
    description: { summary: 'Nice apartment in the city. Close to everything.' },
    highlights: [],
    amenityGroups: [
      { title: 'Internet and office', items: [{ title: 'Wifi', icon: 'SYSTEM_WI_FI' }] },
      {
        title: 'Kitchen and dining',
        items: [
          { title: 'Kitchen', icon: 'SYSTEM_COOKING_BASICS' },
          { title: 'Refrigerator', icon: 'SYSTEM_REFRIGERATOR' },
        ],
      },
      { title: 'Entertainment', items: [{ title: 'TV', icon: 'SYSTEM_TV' }] },
      { title: 'Bathroom', items: [{ title: 'Hot water', icon: 'SYSTEM_HOT_WATER' }] },
      {
        title: 'Not included',
        items: [
          {
            title: 'Smoke alarm',
            icon: 'SYSTEM_NO_DETECTOR_SMOKE',
            available: false,
            subtitle: 'There is no smoke alarm on the property.',
          },
          { title: 'Carbon monoxide alarm', icon: 'SYSTEM_NO_DETECTOR_CO2', available: false },
          { title: 'Washer', icon: 'SYSTEM_NO_WASHER', available: false },
          { title: 'Heating', icon: 'SYSTEM_NO_HEATING', available: false },
          { title: 'Essentials', icon: 'SYSTEM_NO_ESSENTIALS', available: false },
        ],
      },
    ],
    houseRules: { during: ['3 guests maximum'] },
    safetyNotes: [
      { title: 'Carbon monoxide alarm not reported', icon: 'SYSTEM_NO_DETECTOR_CO2' },
      { title: 'Smoke alarm not reported', icon: 'SYSTEM_NO_DETECTOR_SMOKE' },
    ],
    photos: [
      { room: 'Living room', scene: 'living', defect: 'dark' },
      { room: 'Bedroom', scene: 'bedroom', defect: 'blurry' },
      { room: 'Full kitchen', scene: 'kitchen', defect: 'tiny' },
      { room: 'Additional photos', scene: 'bathroom', defect: 'portrait' },
    ],
    rating: null,
    categoryRatings: null,
    reviewCount: 0,
    host: { name: 'Rui', superhost: false, yearsHosting: 1 },
    cancellationPolicy: 'Strict',
  },
  {
    slug: 'lakeside-cabin',
    format: 'airbnb-2024-niobe-minimal',
    summary: 'A middling listing (2024 page format): good description, no guest access section, 9 photos of which one is dark.',
    id: '900000000000000103',
    title: 'Cozy cabin near the lake with wood stove',
    propertyType: 'Entire cabin',
    roomType: 'Entire home/apt',
    city: 'Lake Placid',
    region: 'New York',
    country: 'United States',
    lat: 44.27962,
    lng: -73.98125,
    guests: 5,
    bedrooms: 2,
    beds: 3,
    baths: 1,
    description: {
      summary:
        'A pine cabin five minutes from Mirror Lake with a wood stove, a screened porch and trails starting at the back door. Good for two couples or a small family who want quiet evenings and early hikes.',
      space:
        'Open living room and kitchen around the wood stove, two bedrooms upstairs (a queen, and a double plus a single), one bathroom with a shower. The porch has a swing and a view of the birches.',
      notes: 'Firewood is provided from October to April. The road is plowed but snow tires are wise in winter.',
    },
    highlights: [
      {
        title: 'Great location',
        subtitle: '95% of recent guests gave the location a 5-star rating.',
        type: 'LISTING_LOCATION',
        icon: 'SYSTEM_LOCATION',
      },
    ],
    amenityGroups: [
      {
        title: 'Heating and cooling',
        items: [
          { title: 'Indoor fireplace: wood-burning', icon: 'SYSTEM_FIREPLACE' },
          { title: 'Heating', icon: 'SYSTEM_THERMOMETER' },
        ],
      },
      {
        title: 'Kitchen and dining',
        items: [
          { title: 'Kitchen', icon: 'SYSTEM_COOKING_BASICS' },
          { title: 'Coffee maker', icon: 'SYSTEM_COFFEE_MAKER' },
          { title: 'Refrigerator', icon: 'SYSTEM_REFRIGERATOR' },
          { title: 'Oven', icon: 'SYSTEM_OVEN' },
        ],
      },
      { title: 'Internet and office', items: [{ title: 'Wifi', icon: 'SYSTEM_WI_FI' }] },
      {
        title: 'Home safety',
        items: [
          { title: 'Smoke alarm', icon: 'SYSTEM_DETECTOR_SMOKE' },
          { title: 'Carbon monoxide alarm', icon: 'SYSTEM_DETECTOR_CO2' },
        ],
      },
      {
        title: 'Outdoor',
        items: [
          { title: 'Patio or balcony', icon: 'SYSTEM_BALCONY' },
          { title: 'Fire pit', icon: 'SYSTEM_FIRE_PIT' },
        ],
      },
      { title: 'Parking and facilities', items: [{ title: 'Free parking on premises', icon: 'SYSTEM_MAPS_CAR_RENTAL' }] },
      {
        title: 'Bedroom and laundry',
        items: [
          { title: 'Bed linens', icon: 'SYSTEM_BLANKETS' },
          { title: 'Essentials', icon: 'SYSTEM_ESSENTIALS' },
        ],
      },
      {
        title: 'Not included',
        items: [
          { title: 'TV', icon: 'SYSTEM_NO_TV', available: false },
          { title: 'Air conditioning', icon: 'SYSTEM_NO_AIR_CONDITIONING', available: false },
        ],
      },
    ],
    houseRules: {
      checkIn: 'Check-in: 4:00 PM - 9:00 PM',
      checkOut: 'Checkout before 10:00 AM',
      during: ['5 guests maximum', 'Pets allowed'],
    },
    safetyNotes: [
      { title: 'Carbon monoxide alarm', icon: 'SYSTEM_DETECTOR_CO2' },
      { title: 'Smoke alarm', icon: 'SYSTEM_DETECTOR_SMOKE' },
    ],
    photos: [
      { room: 'Exterior', scene: 'exterior' },
      ...tour([
        ['Living room', 'living', 2],
        ['Full kitchen', 'kitchen', 1],
        ['Bedroom 1', 'bedroom', 2],
        ['Bedroom 2', 'bedroom', 1],
      ]),
      { room: 'Full bathroom', scene: 'bathroom', defect: 'dark' },
      { room: 'Patio', scene: 'terrace' },
    ],
    rating: 4.71,
    categoryRatings: { cleanliness: 4.6, accuracy: 4.7, checkin: 4.9, communication: 4.8, location: 4.95, value: 4.6 },
    reviewCount: 58,
    host: { name: 'Dana', superhost: false, yearsHosting: 4 },
    cancellationPolicy: 'Flexible',
  },
  {
    slug: 'kreuzberg-garden-studio',
    format: 'airbnb-2026-node-migrated',
    summary:
      'A good listing (2026 page format, title/description/amenities/highlights in data.node): 12 photos with sizes, a private room.',
    id: '900000000000000104',
    title: 'Garden studio in Kreuzberg, quiet and bright',
    propertyType: 'Private room in guesthouse',
    roomType: 'Private room',
    city: 'Berlin',
    region: 'Berlin',
    country: 'Germany',
    lat: 52.49872,
    lng: 13.41893,
    guests: 2,
    bedrooms: 1,
    beds: 1,
    baths: 1,
    description: {
      summary:
        'A bright studio room opening onto our courtyard garden, in a quiet back building a few steps from the Landwehr canal. Your own entrance and bathroom, a small kitchenette and a desk by the window.',
      space:
        'The studio has a double bed, a kitchenette with a two-plate hob and a fridge, a private shower room and a bench in the garden under the chestnut tree.',
      access: 'You have your own entrance from the courtyard. The garden is shared with the two other flats of the back building.',
      notes: 'Berlin city tax of 7.5% is collected by Airbnb. Registration number 01/Z/AZ/012345-24.',
    },
    neighborhood:
      'Graefekiez is a residential corner of Kreuzberg with bakeries, a Tuesday and Friday market on Maybachufer and the canal for morning runs.',
    highlights: [
      {
        title: 'Room in a guesthouse',
        subtitle: 'Your own room in a home, plus access to shared spaces.',
        type: 'LISTING_PRIVATE_ROOM_PROPERTY_TYPE',
        icon: 'SYSTEM_PRIVATE_BEDROOM',
      },
      { title: 'Self check-in', subtitle: 'Check yourself in with the keypad.', type: 'LISTING_SELF_CHECKIN', icon: 'SYSTEM_CHECK_IN' },
    ],
    amenityGroups: [
      {
        title: 'Bathroom',
        items: [
          { title: 'Hair dryer', icon: 'SYSTEM_HAIRDRYER' },
          { title: 'Shower gel', icon: 'SYSTEM_BODY_SOAP' },
          { title: 'Hot water', icon: 'SYSTEM_HOT_WATER' },
        ],
      },
      {
        title: 'Bedroom and laundry',
        items: [
          { title: 'Bed linens', icon: 'SYSTEM_BLANKETS' },
          { title: 'Hangers', icon: 'SYSTEM_HANGERS' },
        ],
      },
      { title: 'Heating and cooling', items: [{ title: 'Heating', icon: 'SYSTEM_THERMOMETER' }] },
      {
        title: 'Privacy and safety',
        items: [
          { title: 'Lock on bedroom door', icon: 'SYSTEM_LOCK_ON_DOOR' },
          { title: 'Smoke alarm', icon: 'SYSTEM_DETECTOR_SMOKE' },
          { title: 'First aid kit', icon: 'SYSTEM_FIRST_AID_KIT' },
        ],
      },
      {
        title: 'Internet and office',
        items: [
          { title: 'Wifi', icon: 'SYSTEM_WI_FI' },
          { title: 'Dedicated workspace', icon: 'SYSTEM_WORKSPACE' },
        ],
      },
      {
        title: 'Kitchen and dining',
        items: [
          { title: 'Kitchenette', icon: 'SYSTEM_COOKING_BASICS', subtitle: 'Two-plate hob, fridge and kettle' },
          { title: 'Coffee', icon: 'SYSTEM_COFFEE_MAKER' },
        ],
      },
      { title: 'Outdoor', items: [{ title: 'Shared garden', icon: 'SYSTEM_GARDEN' }] },
      {
        title: 'Services',
        items: [
          { title: 'Self check-in', icon: 'SYSTEM_KEY' },
          { title: 'Keypad', icon: 'SYSTEM_KEYPAD' },
        ],
      },
      {
        title: 'Not included',
        items: [
          { title: 'Carbon monoxide alarm', icon: 'SYSTEM_NO_DETECTOR_CO2', available: false },
          { title: 'Washer', icon: 'SYSTEM_NO_WASHER', available: false },
        ],
      },
    ],
    houseRules: {
      checkIn: 'Check-in after 2:00 PM',
      checkOut: 'Checkout before 11:00 AM',
      during: ['2 guests maximum', 'No smoking', 'Quiet hours'],
    },
    safetyNotes: [
      { title: 'Carbon monoxide alarm not reported', icon: 'SYSTEM_NO_DETECTOR_CO2' },
      { title: 'Smoke alarm', icon: 'SYSTEM_DETECTOR_SMOKE' },
    ],
    photos: [
      ...tour([
        ['Bedroom', 'bedroom', 4],
        ['Kitchenette', 'kitchen', 2],
        ['Full bathroom', 'bathroom', 2],
        ['Garden', 'terrace', 2],
        ['Workspace', 'workspace', 1],
      ]),
      { room: 'Additional photos', scene: 'exterior', defect: 'portrait' },
    ],
    rating: 4.88,
    categoryRatings: { cleanliness: 4.9, accuracy: 4.9, checkin: 5, communication: 4.9, location: 4.8, value: 4.8 },
    reviewCount: 74,
    host: { name: 'Jonas', superhost: true, yearsHosting: 6 },
    cancellationPolicy: 'Flexible',
  },
  {
    slug: 'villa-serena',
    format: 'json-ld-vacation-rental',
    summary: "A direct-booking site's page read from schema.org VacationRental JSON-LD and Open Graph: 6 photos, rated 9.2/10.",
    id: 'villa-serena',
    title: 'Villa Serena – farmhouse with pool in the Chianti hills',
    propertyType: 'Villa',
    roomType: 'Entire home/apt',
    city: 'Greve in Chianti',
    region: 'Tuscany',
    country: 'IT',
    lat: 43.58346,
    lng: 11.31578,
    guests: 8,
    bedrooms: 4,
    beds: 5,
    baths: 3,
    description: {
      summary:
        'A restored stone farmhouse among olive groves, twenty minutes from Florence by car. Four bedrooms, three bathrooms, a saltwater pool and a long table under the pergola for dinners that last until the fireflies come out.',
    },
    highlights: [],
    amenityGroups: [
      {
        title: 'Features',
        items: [
          { title: 'Private pool', icon: 'POOL' },
          { title: 'Wifi', icon: 'WIFI' },
          { title: 'Air conditioning', icon: 'AC' },
          { title: 'Kitchen', icon: 'KITCHEN' },
          { title: 'Washer', icon: 'WASHER' },
          { title: 'Free parking', icon: 'PARKING' },
          { title: 'Barbecue grill', icon: 'BBQ' },
          { title: 'Smoke alarm', icon: 'SYSTEM_DETECTOR_SMOKE' },
          { title: 'Pets allowed', icon: 'PETS', available: false },
        ],
      },
    ],
    houseRules: { checkIn: '16:00', checkOut: '10:00', during: [] },
    safetyNotes: [],
    photos: [
      { room: 'Exterior', scene: 'exterior' },
      { room: 'Pool', scene: 'pool' },
      { room: 'Living room', scene: 'living' },
      { room: 'Kitchen', scene: 'kitchen' },
      { room: 'Bedroom', scene: 'bedroom' },
      { room: 'View', scene: 'view' },
    ],
    rating: 4.6,
    categoryRatings: null,
    reviewCount: 38,
    host: { name: 'Famiglia Bruni', superhost: false, yearsHosting: 12 },
    cancellationPolicy: 'Free cancellation up to 30 days before arrival',
    nightlyPrice: { amount: 420, currency: 'EUR', symbol: '€' },
  },
  {
    slug: 'blocked-page',
    format: 'airbnb-blocked',
    summary:
      'What Airbnb sends a bot instead of the listing (HTTP 200, PERMISSION_DENIED in the page state): the analysis reports the block.',
    id: '900000000000000106',
    title: 'Blocked listing',
    propertyType: 'Entire rental unit',
    roomType: 'Entire home/apt',
    city: 'Lisbon',
    region: 'Lisbon',
    country: 'Portugal',
    lat: 0,
    lng: 0,
    guests: 0,
    bedrooms: 0,
    beds: 0,
    baths: 0,
    description: { summary: '' },
    highlights: [],
    amenityGroups: [],
    houseRules: { during: [] },
    safetyNotes: [],
    photos: [],
    rating: null,
    categoryRatings: null,
    reviewCount: 0,
    host: { name: '', superhost: false, yearsHosting: 0 },
    cancellationPolicy: '',
  },
];

/** A listing of PAGE_SAMPLES as another kind of page: the same invented listing under its own slug and id. */
function sameListingAs(slug: string, changes: Pick<SampleListing, 'slug' | 'format' | 'summary' | 'id'>): SampleListing {
  const base = PAGE_SAMPLES.find((s) => s.slug === slug)!;
  return { ...base, ...changes };
}

export const SAMPLE_LISTINGS: SampleListing[] = [
  ...PAGE_SAMPLES,
  sameListingAs('alfama-loft', {
    slug: 'alfama-loft-saved-page',
    format: 'airbnb-2025-rendered-save',
    summary:
      "The strong listing as a host saves it from the browser after clicking through from the homepage: the listing is only in the rendered page (the embedded data is the homepage's). The description's parts are headed by styled spans, the policies sit in buttons, and the photo tour and the full amenity list were not opened: the page shows the first photos and amenities and says how many there are.",
    id: '900000000000000107',
  }),
  sameListingAs('lakeside-cabin', {
    slug: 'lakeside-cabin-trimmed',
    format: 'airbnb-trimmed-save',
    summary:
      'A page cut short: photos, the overview and the amenities, but no title, description or house rules. It is analysed with what it has.',
    id: '900000000000000108',
  }),
  SCHWABING_FLAT,
];

export function sampleBySlug(slug: string): SampleListing | undefined {
  return SAMPLE_LISTINGS.find((s) => s.slug === slug);
}

/** Path of a sample page under the server's /samples/. */
export function samplePagePath(sample: Pick<SampleListing, 'slug'>): string {
  return `/samples/listings/${sample.slug}.html`;
}

/** Path of one sample photo (1-based, as the page lists it). */
export function samplePhotoPath(sample: Pick<SampleListing, 'slug'>, index: number): string {
  return `/samples/photos/${sample.slug}/${index + 1}.jpg`;
}
