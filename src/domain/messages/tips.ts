// 'Quick Tips to Optimize Your Hosting' (spec section 2, dashboard): six static topics, written from the
// spec's bullet contents.

export interface Tip {
  id: string;
  title: string;
  points: string[];
}

export const tipsHeading = 'Quick Tips to Optimize Your Hosting';

export const tips: readonly Tip[] = [
  {
    id: 'titles',
    title: 'Write a title that sells',
    points: [
      'Include the location and the property type, so guests know at a glance where and what it is.',
      'Name your unique selling points: a view, a hot tub, a walk to the beach.',
      'Use action words that make guests picture their stay.',
    ],
  },
  {
    id: 'descriptions',
    title: 'Craft a description guests read to the end',
    points: [
      'Open with a hook: the first lines decide whether guests keep reading.',
      'Mention the nearby attractions and how far they are.',
      'Describe the amenities guests care about most.',
      'Break the text into short paragraphs or bullet points.',
      'Use keywords naturally, the way guests search, never stuffed.',
    ],
  },
  {
    id: 'photos',
    title: 'Lead with hero photos',
    points: [
      'Put your best shot first: it is the photo guests see in search.',
      'Use photos of at least 1024x683 pixels.',
      'Shoot in golden-hour light for warm, inviting pictures.',
      'Show every room from multiple angles.',
      'Add lifestyle shots that show guests what a stay feels like.',
    ],
  },
  {
    id: 'pricing',
    title: 'Price with the market',
    points: [
      'Use dynamic pricing aligned with seasonality, local events and competitors.',
      'Offer weekly or monthly discounts, or early-bird discounts, to fill longer and earlier bookings.',
    ],
  },
  {
    id: 'reviews',
    title: 'Grow your guest reviews',
    points: ['Ask every guest for feedback after their stay.', 'Respond promptly to all reviews, the good and the critical.'],
  },
  {
    id: 'calendar',
    title: 'Keep your calendar and availability current',
    points: ['Keep your calendar up to date to avoid double bookings.', 'Consider allowing shorter or longer stays to reach more guests.'],
  },
];
