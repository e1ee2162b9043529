import type { SampleListing } from './sample-types';

// An invented flat in Munich (Schwabing), for the "Your market" card: load the Munich market file
// (npm run market -- import munich_…_listings.csv.gz) and analyse it to see where it stands among comparable
// entire homes and what the busiest of them list that it does not. A page of a dated visit, so it shows a
// nightly price. Its amenities are a plain flat's: the kitchen is there, but not the kitchen things a guest looks for.

export const SCHWABING_FLAT: SampleListing = {
  slug: 'schwabing-flat',
  format: 'airbnb-2025-niobe-classic',
  summary:
    'A flat in Munich (2025 page format, with a nightly price in euros): with the Munich market loaded, its "Your market" card compares it with comparable entire homes there.',
  id: '900000000000000109',
  title: 'Quiet flat in Schwabing near the English Garden',
  propertyType: 'Entire rental unit',
  roomType: 'Entire home/apt',
  city: 'Munich',
  region: 'Bavaria',
  country: 'Germany',
  lat: 48.15893,
  lng: 11.58571,
  guests: 2,
  bedrooms: 1,
  beds: 1,
  baths: 1,
  description: {
    summary:
      'A quiet one-bedroom flat on the second floor of a 1900s building in Schwabing, with a double bed, a sofa and a kitchen. The English Garden is a five-minute walk away and the U3/U6 stop Münchner Freiheit eight minutes on foot.',
    space:
      'The bedroom faces the courtyard. The living room has a sofa, a dining table for two and a TV; the kitchen has an oven and a fridge.',
    access: 'The whole flat is yours. The key is in a lockbox by the door; we send the code on the day of arrival.',
  },
  neighborhood: 'Schwabing is leafy and calm in the evening, with cafés on Hohenzollernstraße and the park a few streets away.',
  highlights: [
    { title: 'Self check-in', subtitle: 'Check yourself in with the lockbox.', type: 'LISTING_SELF_CHECKIN', icon: 'SYSTEM_CHECK_IN' },
  ],
  amenityGroups: [
    {
      title: 'Bathroom',
      items: [{ title: 'Hot water', icon: 'SYSTEM_HOT_WATER' }],
    },
    {
      title: 'Bedroom and laundry',
      items: [
        { title: 'Washer', icon: 'SYSTEM_WASHER' },
        { title: 'Essentials', icon: 'SYSTEM_ESSENTIALS', subtitle: 'Towels, bed sheets, soap and toilet paper' },
        { title: 'Bed linens', icon: 'SYSTEM_BLANKETS' },
        { title: 'Hangers', icon: 'SYSTEM_HANGERS' },
      ],
    },
    { title: 'Entertainment', items: [{ title: 'TV', icon: 'SYSTEM_TV' }] },
    { title: 'Heating and cooling', items: [{ title: 'Heating', icon: 'SYSTEM_THERMOMETER' }] },
    { title: 'Home safety', items: [{ title: 'Smoke alarm', icon: 'SYSTEM_DETECTOR_SMOKE' }] },
    { title: 'Internet and office', items: [{ title: 'Wifi', icon: 'SYSTEM_WI_FI' }] },
    {
      title: 'Kitchen and dining',
      items: [
        { title: 'Kitchen', icon: 'SYSTEM_COOKING_BASICS', subtitle: 'Space where guests can cook their own meals' },
        { title: 'Refrigerator', icon: 'SYSTEM_REFRIGERATOR' },
        { title: 'Oven', icon: 'SYSTEM_OVEN' },
        { title: 'Dining table', icon: 'SYSTEM_DINING_TABLE' },
      ],
    },
    {
      title: 'Services',
      items: [
        { title: 'Self check-in', icon: 'SYSTEM_KEY' },
        { title: 'Lockbox', icon: 'SYSTEM_LOCKBOX' },
      ],
    },
    {
      title: 'Not included',
      items: [
        { title: 'Air conditioning', icon: 'SYSTEM_NO_AIR_CONDITIONING', available: false },
        { title: 'Carbon monoxide alarm', icon: 'SYSTEM_NO_DETECTOR_CO2', available: false },
      ],
    },
  ],
  houseRules: {
    checkIn: 'Check-in after 3:00 PM',
    checkOut: 'Checkout before 11:00 AM',
    during: ['2 guests maximum', 'No smoking', 'No parties or events'],
  },
  safetyNotes: [
    { title: 'Carbon monoxide alarm not reported', icon: 'SYSTEM_NO_DETECTOR_CO2' },
    { title: 'Smoke alarm', icon: 'SYSTEM_DETECTOR_SMOKE' },
  ],
  photos: [
    { room: 'Living room', scene: 'living' },
    { room: 'Bedroom', scene: 'bedroom' },
    { room: 'Kitchen', scene: 'kitchen' },
    { room: 'Full bathroom', scene: 'bathroom' },
    { room: 'Living room', scene: 'dining' },
    { room: 'Exterior', scene: 'exterior' },
    { room: 'Bedroom', scene: 'bedroom' },
    { room: 'Additional photos', scene: 'view' },
  ],
  rating: 4.82,
  categoryRatings: { cleanliness: 4.9, accuracy: 4.8, checkin: 4.9, communication: 4.9, location: 4.9, value: 4.6 },
  reviewCount: 41,
  host: { name: 'Katrin', superhost: false, yearsHosting: 3 },
  cancellationPolicy: 'Moderate',
  nightlyPrice: { amount: 135, currency: 'EUR', symbol: '€' },
};
