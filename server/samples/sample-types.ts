// The synthetic listings of samples/: invented content (no real listing, host or photo), rendered into the
// page formats Airbnb used in 2024, 2025 and 2026 and into a schema.org JSON-LD page, so the analyser can be
// tried offline and tested against every format it reads.

export type PhotoScene = 'living' | 'bedroom' | 'kitchen' | 'bathroom' | 'exterior' | 'view' | 'terrace' | 'dining' | 'workspace' | 'pool';
export type PhotoDefect = 'dark' | 'blurry' | 'tiny' | 'portrait';

export interface SamplePhoto {
  room: string;
  scene: PhotoScene;
  defect?: PhotoDefect;
  caption?: string;
}

export interface SampleAmenityGroup {
  title: string;
  items: { title: string; icon: string; available?: boolean; subtitle?: string }[];
}

export type SampleFormat =
  | 'airbnb-2024-niobe-minimal'
  | 'airbnb-2025-niobe-classic'
  | 'airbnb-2026-node-migrated'
  | 'json-ld-vacation-rental'
  | 'airbnb-blocked'
  /** The rendered page as a browser saves it after a click-through from the homepage. */
  | 'airbnb-2025-rendered-save'
  /** A rendered page cut short (no title, description or house rules). */
  | 'airbnb-trimmed-save';

export interface SampleListing {
  slug: string;
  format: SampleFormat;
  /** One line for the samples index and the README. */
  summary: string;
  id: string;
  title: string;
  propertyType: string;
  roomType: 'Entire home/apt' | 'Private room' | 'Shared room';
  city: string;
  region: string;
  country: string;
  lat: number;
  lng: number;
  guests: number;
  bedrooms: number;
  beds: number;
  baths: number;
  description: { summary: string; space?: string; access?: string; notes?: string };
  neighborhood?: string;
  highlights: { title: string; subtitle: string; type: string; icon: string }[];
  amenityGroups: SampleAmenityGroup[];
  houseRules: { checkIn?: string; checkOut?: string; during: string[]; additional?: string };
  safetyNotes: { title: string; icon: string }[];
  photos: SamplePhoto[];
  rating: number | null;
  categoryRatings: Record<'cleanliness' | 'accuracy' | 'checkin' | 'communication' | 'location' | 'value', number> | null;
  reviewCount: number;
  host: { name: string; superhost: boolean; yearsHosting: number };
  cancellationPolicy: string;
  nightlyPrice?: { amount: number; currency: string; symbol: string };
}
