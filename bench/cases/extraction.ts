import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { extractListing, type ExtractionResult } from '../../server/analysis/extract';
import { fromRoot } from '../../server/paths';
import { renderSamplePage } from '../../server/samples/render-sample';
import { SAMPLE_LISTINGS, samplePagePath } from '../../server/samples/sample-listings';
import { row, type Section } from '../lib/report';
import { median, round, timeSync } from '../lib/stats';

// Extraction: the median time extractListing() takes on each real capture (../shared/fixtures/airbnb, when
// present) and each sample page, against JSON.parse of the same page's data script found by plain string
// search: the least any reader of the page has to do. Goal: every page under 10 ms.
//
// Measured warm: the server reads pages in long-lived threads (it keeps one ready), where the reader's code is
// optimised after its first reads. Each page is read WARM_RUNS times first; the median of the first reads after
// three (what a thread that has just started gives) is shown beside it as "new thread".

export const CAPTURES_DIR = process.env.AIRBNB_FIXTURES ?? path.resolve(fromRoot(), '..', 'shared', 'fixtures', 'airbnb');
const GOAL_MS = 10;
/** Reads of each page before it is timed: by then V8 has optimised the tokenizer and the readers. */
const WARM_RUNS = 30;

export interface Page {
  name: string;
  kind: 'capture' | 'sample';
  raw: string;
  url: string;
}

/** The sample pages (samples/listings, or rendered by the samples module when the folder is missing). */
export function samplePages(): Page[] {
  return SAMPLE_LISTINGS.map((sample) => {
    const file = fromRoot('samples', 'listings', `${sample.slug}.html`);
    const raw = existsSync(file) ? readFileSync(file, 'utf8') : renderSamplePage(sample);
    return { name: `${sample.slug}.html`, kind: 'sample' as const, raw, url: `http://localhost:8787${samplePagePath(sample)}` };
  });
}

export function capturePages(dir = CAPTURES_DIR): Page[] | null {
  if (!existsSync(dir)) return null;
  return readdirSync(dir)
    .filter((f) => /\.(html|json)$/.test(f))
    .sort()
    .map((file) => {
      const id = /_(\d{5,})\.(html|json)$/.exec(file)?.[1] ?? '1';
      return {
        name: file,
        kind: 'capture' as const,
        raw: readFileSync(path.join(dir, file), 'utf8'),
        url: `https://www.airbnb.com/rooms/${id}`,
      };
    });
}

// The page's data script, found the cheapest way: indexOf on the markers of the formats we read, in the order
// the extractor tries them. A JSON document is its own data.
const MARKERS = [
  'id="data-deferred-state',
  'id="data-state"',
  'data-state="true"',
  'id="__NEXT_DATA__"',
  'data-hypernova-key',
  'application/ld+json',
];

export function dataScript(raw: string): string | null {
  const start = raw.trimStart();
  if (start.startsWith('{') || start.startsWith('[')) return raw;
  for (const marker of MARKERS) {
    const at = raw.indexOf(marker);
    if (at < 0) continue;
    const open = raw.indexOf('>', at);
    const close = raw.indexOf('</script>', open);
    if (open < 0 || close < 0) continue;
    let text = raw.slice(open + 1, close).trim();
    if (text.startsWith('<!--')) text = text.slice(4, text.endsWith('-->') ? -3 : undefined);
    return text;
  }
  return null;
}

function outcome(result: ExtractionResult): string {
  if (result.status !== 'listing') return result.status;
  const c = result.content;
  return `${c.extraction?.format ?? 'listing'}${c.extraction?.partial ? ' (partial)' : ''}, ${c.photos.length} photos, ${c.amenities.length} amenities`;
}

/** Runs extraction and the baseline in turns until both have `runs` timings and at least `minMs` passed. */
function measurePage(page: Page, runs: number, minMs: number) {
  const context = { url: page.url, canonicalUrl: page.url, fetchedAt: '2026-06-01T10:00:00.000Z' };
  const script = dataScript(page.raw);
  const baseline = () => JSON.parse(dataScript(page.raw)!);
  for (let i = 0; i < 3; i++) {
    extractListing(page.raw, context);
    if (script) baseline();
  }
  const newThreadMs: number[] = [];
  for (let i = 3; i < WARM_RUNS; i++) {
    const ms = timeSync(() => extractListing(page.raw, context));
    if (newThreadMs.length < runs) newThreadMs.push(ms);
    if (script) baseline();
  }
  const extractMs: number[] = [];
  const baselineMs: number[] = [];
  const started = Date.now();
  while (extractMs.length < runs || Date.now() - started < minMs) {
    extractMs.push(timeSync(() => extractListing(page.raw, context)));
    if (script) baselineMs.push(timeSync(baseline));
    if (extractMs.length >= runs * 10) break;
  }
  return {
    extractMs: median(extractMs),
    newThreadMs: median(newThreadMs),
    baselineMs: script ? median(baselineMs) : null,
    runs: extractMs.length,
    outcome: outcome(extractListing(page.raw, context)),
    dataScriptKb: script ? round(script.length / 1024, 0) : null,
  };
}

export async function extractionBench(options: { runs?: number; minMs?: number } = {}): Promise<Section> {
  const started = Date.now();
  const notes: string[] = [];
  const captures = capturePages();
  if (!captures) notes.push(`Extraction: no real captures at ${CAPTURES_DIR}; only the sample pages were measured.`);
  else if (captures.length === 0)
    notes.push(`Extraction: ${CAPTURES_DIR} holds no .html/.json captures; only the sample pages were measured.`);
  const pages = [...(captures ?? []), ...samplePages()];
  const detail = [];
  const rows = [];
  for (const page of pages) {
    const m = measurePage(page, options.runs ?? 15, options.minMs ?? 250);
    const sizeKb = Math.round(Buffer.byteLength(page.raw) / 1024);
    detail.push({
      page: page.name,
      kind: page.kind,
      sizeKb,
      ...m,
      extractMs: round(m.extractMs, 2),
      newThreadMs: round(m.newThreadMs, 2),
      baselineMs: m.baselineMs === null ? null : round(m.baselineMs, 3),
    });
    rows.push(
      row({
        area: 'Extraction',
        figure: `${page.kind === 'capture' ? 'capture' : 'sample'} ${shortName(page.name)} (${sizeKb} KB) -> ${m.outcome.split(',')[0]} (new thread: ${m.newThreadMs.toFixed(1)} ms)`,
        value: round(m.extractMs, 2),
        unit: 'ms',
        baseline:
          m.baselineMs === null
            ? null
            : { label: `JSON.parse data script (${m.dataScriptKb} KB)`, value: round(m.baselineMs, 3), unit: 'ms' },
        goal: `< ${GOAL_MS} ms`,
        met: m.extractMs < GOAL_MS,
        timing: true,
      }),
    );
  }
  return { name: 'Extraction', rows, notes, detail, seconds: (Date.now() - started) / 1000 };
}

function shortName(name: string): string {
  // Capture names carry the listing id and locale; the date and format prefix is what tells them apart.
  const m = /^(\d{4}-\d{2})_([^_]+)_/.exec(name);
  return m ? `${m[1]} ${m[2]}` : name;
}
