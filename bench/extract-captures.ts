// `npx tsx bench/extract-captures.ts [runs]`: how long extraction takes on each real capture in
// ../shared/fixtures/airbnb (median of N runs, default 20), and what each one yields.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { extractListing } from '../server/analysis/extract';

const dir = process.env.AIRBNB_FIXTURES ?? path.resolve(process.cwd(), '..', 'shared', 'fixtures', 'airbnb');
const runs = Number(process.argv[2] ?? 20);
if (!existsSync(dir)) {
  console.log(`No captures in ${dir}; nothing measured.`);
  process.exit(0);
}

for (const file of readdirSync(dir).filter((f) => /\.(html|json)$/.test(f)).sort()) {
  const raw = readFileSync(path.join(dir, file), 'utf8');
  const context = { url: 'https://www.airbnb.com/rooms/1', canonicalUrl: 'https://www.airbnb.com/rooms/1', fetchedAt: new Date().toISOString() };
  extractListing(raw, context); // warm-up
  const times: number[] = [];
  let result = extractListing(raw, context);
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    result = extractListing(raw, context);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const median = times.length % 2 ? times[(times.length - 1) / 2]! : (times[times.length / 2 - 1]! + times[times.length / 2]!) / 2;
  const size = `${(statSync(path.join(dir, file)).size / 1024).toFixed(0)} KB`;
  let yields: string;
  if (result.status === 'listing') {
    const c = result.content;
    yields = [
      `format ${c.extraction?.format}${c.extraction?.partial ? ' (partial)' : ''}`,
      `title ${c.title ? `${c.title.length} chars` : 'none'}`,
      `sections [${Object.keys(c.descriptionSections).map((k) => `${/^[\x20-\x7e]+$/.test(k) && !k.includes('’') ? k : '(page heading)'}: ${c.descriptionSections[k]!.length}`).join(', ')}]`,
      `amenities ${c.amenities.length}/${c.amenityDetails.length}`,
      `safety ${c.detailedAmenities.safety.length}`,
      `photos ${c.photos.length}${c.photos.some((p) => p.width) ? ' with sizes' : ''}${c.photos.some((p) => p.roomLabel) ? ', rooms' : ''}`,
      `rating ${c.rating} (${Object.keys(c.categoryRatings).length} categories)`,
      `reviews ${c.reviewCount}`,
      `capacity ${JSON.stringify(c.capacity)}`,
      `place ${c.location.city ? 'city' : '-'}/${c.location.region ? 'region' : '-'}/${c.location.country ? 'country' : '-'}/${c.location.lat !== null ? 'coords' : '-'}`,
      `highlights ${c.highlights.length}`,
      `rules ${c.houseRules.length}`,
      `check-in ${c.checkIn ?? '-'} / out ${c.checkOut ?? '-'}`,
      `cancellation ${c.cancellationPolicy ? 'yes' : '-'}`,
      `host ${c.host?.name ? 'named' : '-'}${c.host?.isSuperhost ? ' superhost' : ''}`,
      `price ${c.price ? `${c.price.amount} ${c.price.currency} ${c.price.period}` : '-'}`,
    ].join('; ');
  } else {
    yields = `${result.status}${'detail' in result ? ` (${result.detail})` : ''}`;
  }
  console.log(`${file}\n  ${size}, median ${median.toFixed(1)} ms over ${runs} runs (min ${times[0]!.toFixed(1)}, max ${times[times.length - 1]!.toFixed(1)})\n  ${yields}`);
}
