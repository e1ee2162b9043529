import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type {
  AdviceFinding,
  ListingContent,
  PhotoAnalysis,
  PhotoRecommendation,
  Recommendations,
  ScoreCheck,
} from '../../../contract/wire';
import { extractListing } from '../../../server/analysis/extract';
import { score } from '../../../server/analysis/score';
import { fromRoot } from '../../../server/paths';
import { analysePhotos } from '../../../server/photos/photos.service';
import { storedAnalyses } from '../../../server/photos/photos.repository';
import { samplePhotoFile } from '../../../server/samples/sample-photo-file';

// The pages the advice is held to: the project's sample listings and, where the folder exists, the real captures
// in ../shared/fixtures/airbnb (read from there, never copied). Each is scored as the analysis stores it; the
// strong and the weak sample with their drawn photos measured, as after the photo run.

export const CAPTURES = path.resolve(fromRoot(), '..', 'shared', 'fixtures', 'airbnb');

export interface AdvicePage {
  name: string;
  content: ListingContent;
  seoScore: number;
  recommendations: Recommendations;
  photoRecommendation: PhotoRecommendation | null;
  analyses: PhotoAnalysis[];
}

function read(file: string): ListingContent | null {
  const id = /_(\d+)\.(?:html|json)$/.exec(file)?.[1] ?? '1';
  const url = `https://www.airbnb.com/rooms/${id}`;
  const result = extractListing(readFileSync(file, 'utf8'), { url, canonicalUrl: url, fetchedAt: '2026-11-01T00:00:00.000Z' });
  return result.status === 'listing' ? result.content! : null;
}

export function pageFiles(): { samples: string[]; captures: string[] } {
  const dir = fromRoot('samples', 'listings');
  const samples = readdirSync(dir)
    .filter((f) => f.endsWith('.html'))
    .sort()
    .map((f) => path.join(dir, f));
  const captures = existsSync(CAPTURES)
    ? readdirSync(CAPTURES)
        .filter((f) => /\.(html|json)$/.test(f))
        .sort()
        .map((f) => path.join(CAPTURES, f))
    : [];
  return { samples, captures };
}

/** The samples whose drawn photos are measured, as the photo run does after the analysis. */
export const MEASURED = ['alfama-loft', 'basic-flat'];

async function measured(slug: string, content: ListingContent) {
  const result = await analysePhotos(content, {
    fetchImage: async (url) => {
      const [, sample, file] = /\/samples\/photos\/([^/]+)\/([^/?]+)$/.exec(url) ?? [];
      const bytes = sample && file ? samplePhotoFile(sample, file) : null;
      if (!bytes) throw new Error(`no sample photo at ${url}`);
      return bytes;
    },
  });
  return { analyses: storedAnalyses(result), recommendation: result.recommendation };
}

/** Every readable page, scored as stored (pages that are only a bot check are left out: they have no advice). */
export async function advicePages(): Promise<AdvicePage[]> {
  const { samples, captures } = pageFiles();
  const pages: AdvicePage[] = [];
  for (const file of [...samples, ...captures]) {
    const content = read(file);
    if (!content) continue;
    const name = path.basename(file).replace(/\.(html|json)$/, '');
    if (MEASURED.includes(name)) {
      const photos = await measured(name, content);
      const scored = score(content, photos.analyses, { photoRecommendation: photos.recommendation, provisional: false });
      pages.push({ name, content, ...scored, photoRecommendation: photos.recommendation, analyses: photos.analyses });
    } else {
      pages.push({ name, content, ...score(content), photoRecommendation: null, analyses: [] });
    }
  }
  return pages;
}

// ---- What the evidence says is already there ----------------------------------------------------------------

const list = (text: string | undefined) =>
  (text ?? '')
    .split(/,\s*/)
    .map((t) => t.replace(/\.$/, '').trim())
    .filter(Boolean);

const MODE_WORDS: Record<string, string[]> = {
  walking: ['on foot'],
  metro: ['metro'],
  'bus or tram': ['bus'],
  train: ['metro'],
  'car or taxi': ['by car'],
};

/**
 * The values a check's evidence says the listing already has, by check: what its fix must never ask for.
 * (Only checks that state what is there; the others state what is missing.)
 */
export function statedValues(check: Pick<ScoreCheck, 'id' | 'evidence'>): string[] {
  const e = check.evidence;
  switch (check.id) {
    case 'pricing.cancellation-policy': {
      const kind = /\((?:long stays, )?(\w+)\)\.$/.exec(e)?.[1];
      return kind ? [kind] : [];
    }
    case 'amenities.staples':
      return list(/basics listed: ([^;.]+)/.exec(e)?.[1]);
    case 'amenities.essentials':
      return list(/; listed: ([^;]+);/.exec(e)?.[1]);
    case 'amenities.sought-after':
      return list(/sought-after features?: (.+)$/.exec(e)?.[1]);
    case 'amenities.safety-kit':
      return [
        ...(/Fire extinguisher: listed/.test(e) ? ['fire extinguisher'] : []),
        ...(/first aid kit: listed/.test(e) ? ['first aid kit'] : []),
      ];
    case 'localOptimization.travel-modes':
      return list(/Travel times given for ([^;.]+)/.exec(e)?.[1]).flatMap((m) => MODE_WORDS[m] ?? [m]);
    case 'description.houseRules.standard-topics':
      return list(/Rules cover ([^(]+) \(/.exec(e)?.[1]);
    case 'description.listingDescription.hook':
      return [
        ...(/ name what or where the place is/.test(e) || /name what or where .* and a selling/.test(e)
          ? ['what and where the place is']
          : []),
        ...(/name .*a selling point \(/.test(e) ? ['strongest selling point'] : []),
      ];
    case 'localOptimization.neighbourhood-text':
      return /^(?:Neighbourhood|.+): \d+ characters/.test(e) ? ['Write the Neighbourhood section'] : [];
    default:
      return [];
  }
}

/** The values a finding's fix asks for that its evidence says are already there. */
export function askedForWhatIsThere(finding: AdviceFinding, checks: ReadonlyMap<string, ScoreCheck>): string[] {
  const asked = [finding.fix, ...(finding.steps ?? [])].join(' ').toLowerCase();
  const escape = (t: string) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return finding.checkIds
    .flatMap((id) => (checks.get(id) ? statedValues(checks.get(id)!) : []))
    .filter((value) => new RegExp(`(^|[^\\p{L}])${escape(value.toLowerCase())}([^\\p{L}]|$)`, 'u').test(asked));
}
