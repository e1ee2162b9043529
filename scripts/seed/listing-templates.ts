import type { ListingContent, Recommendations } from '../../contract/wire';
import { extractListing } from '../../server/analysis/extract';
import type { PhotoAnalysisResult } from '../../server/analysis/photos/types';
import { score } from '../../server/analysis/score';
import { summarise } from '../../server/listings/listing-summary';
import type { ListingSummary } from '../../server/listings/listings.repository';
import { analysePhotos } from '../../server/photos/photos.service';
import { renderSamplePage } from '../../server/samples/render-sample';
import { SAMPLE_LISTINGS, samplePagePath } from '../../server/samples/sample-listings';
import { samplePhotoFile } from '../../server/samples/sample-photo-file';

// The listings a seeded database is filled with: each sample listing (server/samples/) as the analyser reads it
// from its page, in VARIANTS_PER_SAMPLE variants (another title, town, description length, amenities, reviews),
// each scored on its content and its photos as a finished analysis leaves it. The photos are the sample's own,
// drawn and measured for real once; every variant of a sample shares them.

export const VARIANTS_PER_SAMPLE = 8;

export interface ListingTemplate {
  slug: string;
  /** The sample page's address on `origin` (a seeded listing's url adds ?copy=<n>). */
  pageUrl: string;
  content: ListingContent;
  summary: ListingSummary;
  seoScore: number;
  recommendations: Recommendations;
  photos: PhotoAnalysisResult;
}

const TOWNS = [
  { city: 'Lisbon', region: 'Lisbon', country: 'Portugal' },
  { city: 'Porto', region: 'Porto', country: 'Portugal' },
  { city: 'Berlin', region: 'Berlin', country: 'Germany' },
  { city: 'Barcelona', region: 'Catalonia', country: 'Spain' },
  { city: 'Rome', region: 'Lazio', country: 'Italy' },
  { city: 'Annecy', region: 'Auvergne-Rhône-Alpes', country: 'France' },
  { city: 'Edinburgh', region: 'Scotland', country: 'United Kingdom' },
  { city: 'Asheville', region: 'North Carolina', country: 'United States' },
];

const TITLE_TWISTS = [
  (t: string) => t,
  (t: string) => `${t} with balcony`.slice(0, 50),
  (t: string) => t.replace(/^(Sunny|Bright|Cosy|Cozy|Quiet)\s+/i, ''),
  (t: string) => `Central ${t.charAt(0).toLowerCase()}${t.slice(1)}`.slice(0, 50),
  (t: string) => `${t} · free parking`.slice(0, 60),
  (t: string) => t.toUpperCase().slice(0, 50),
  (t: string) => `${t} near the old town`.slice(0, 70),
  (t: string) => `Family ${t.charAt(0).toLowerCase()}${t.slice(1)}`.slice(0, 50),
];

/** A deterministic variant of the content: no two variants of a sample read the same. */
function variantOf(content: ListingContent, v: number): ListingContent {
  const copy = structuredClone(content);
  const town = TOWNS[v % TOWNS.length]!;
  copy.title = TITLE_TWISTS[v % TITLE_TWISTS.length]!(content.title ?? 'Sample listing');
  copy.location = { ...copy.location, ...town, text: `${town.city}, ${town.region}, ${town.country}` };
  // Shorter descriptions in some variants, as hosts write more or less.
  const keep = [1, 0.8, 0.6, 1, 0.4, 1, 0.7, 0.9][v % 8]!;
  for (const [name, text] of Object.entries(copy.descriptionSections)) {
    if (text) copy.descriptionSections[name] = text.slice(0, Math.max(40, Math.round(text.length * keep)));
  }
  const amenityShare = [1, 0.9, 0.75, 1, 0.6, 0.85, 1, 0.95][v % 8]!;
  copy.amenities = copy.amenities.slice(0, Math.ceil(copy.amenities.length * amenityShare));
  copy.amenityDetails = copy.amenityDetails.filter((a) => copy.amenities.includes(a.title));
  if (copy.rating !== null) {
    copy.rating = Math.min(5, Math.max(3.6, Math.round((copy.rating - 0.05 * (v % 5)) * 100) / 100));
    copy.reviewCount = Math.max(1, Math.round(copy.reviewCount * (0.4 + 0.2 * v)));
  }
  return copy;
}

async function photosOf(content: ListingContent, slug: string): Promise<PhotoAnalysisResult> {
  return analysePhotos(content, {
    concurrency: 2,
    fetchImage: async (url) => {
      const file = /\/samples\/photos\/[^/]+\/([^/?#]+)$/.exec(new URL(url).pathname)?.[1] ?? '';
      const bytes = samplePhotoFile(slug, file);
      if (!bytes) throw new Error(`no sample photo at ${url}`);
      return bytes;
    },
  });
}

let built: { origin: string; templates: Promise<ListingTemplate[]> } | null = null;

/** The templates for listings whose sample pages are served at `origin` (built once per process). */
export function listingTemplates(origin: string): Promise<ListingTemplate[]> {
  if (built?.origin === origin) return built.templates;
  const templates = (async () => {
    const out: ListingTemplate[] = [];
    for (const sample of SAMPLE_LISTINGS.filter((s) => s.format !== 'airbnb-blocked')) {
      const pageUrl = `${origin}${samplePagePath(sample)}`;
      const result = extractListing(renderSamplePage(sample), { url: pageUrl, canonicalUrl: pageUrl, fetchedAt: new Date().toISOString() });
      if (result.status !== 'listing') throw new Error(`The sample ${sample.slug} did not read as a listing (${result.status}).`);
      const photos = await photosOf(result.content, sample.slug);
      for (let v = 0; v < VARIANTS_PER_SAMPLE; v++) {
        const content = variantOf(result.content, v);
        const scored = score(
          content,
          photos.photos.map((p) => p.analysis),
          { photoRecommendation: photos.recommendation },
        );
        out.push({
          slug: sample.slug,
          pageUrl,
          content,
          summary: summarise(content, sample.title),
          seoScore: scored.seoScore,
          recommendations: scored.recommendations,
          photos,
        });
      }
    }
    return out;
  })();
  built = { origin, templates };
  return templates;
}
