import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ListingContent } from '../../../contract/wire';
import { SUGGESTION_SECTIONS, suggestionsIn } from '../../../contract/suggestions';
import { extractListing } from '../../../server/analysis/extract';
import { score } from '../../../server/analysis/score';
import { factsOf } from '../../../server/assistant/listing-facts';
import { coachReply } from '../../../server/assistant/providers/built-in-coach';
import type { ListingSnapshot } from '../../../server/assistant/types';
import { copywriterFaults, passingHook } from '../../support/server/copywriter';
import { report } from '../../support/report';

// The built-in coach on real listing pages captured by third parties (../shared/fixtures/airbnb, outside the
// repository): every suggestion keeps every registration number and a hook that works, and edits the host's text
// like a careful copywriter. Each capture is also tried with a licence line added to each of its sections, since few
// captures happen to show one in the text the coach edits. No words of those pages are written here.

const FIXTURES = process.env.AIRBNB_FIXTURES ?? path.resolve(process.cwd(), '..', 'shared', 'fixtures', 'airbnb');
const available = existsSync(FIXTURES) && readdirSync(FIXTURES).some((f) => /\.(html|json)$/.test(f));

const LICENCE = 'Licence number AL-2024-0345.';
const ASKS = ['rewrite', 'make it better:', 'make it shorter:', 'make it longer:'];

function listingsOf(file: string): (ListingSnapshot & { content: ListingContent })[] {
  const raw = readFileSync(path.join(FIXTURES, file), 'utf8');
  const url = `https://www.airbnb.com/rooms/${/_(\d+)\.(?:html|json)$/.exec(file)?.[1] ?? '1'}`;
  const result = extractListing(raw, { url, canonicalUrl: url, fetchedAt: '2026-06-01T00:00:00.000Z' });
  if (result.status !== 'listing') return [];
  const snapshot = (content: ListingContent) => ({ id: file, title: content.title ?? '', content, ...score(content) });
  const plain = result.content;
  // The same page with a licence line at the end of every section it has text in.
  const sections = Object.fromEntries(
    Object.entries(plain.descriptionSections).map(([name, text]) => [name, text?.trim() ? `${text.trim()}\n\n${LICENCE}` : text]),
  );
  return [snapshot(plain), snapshot({ ...plain, descriptionSections: sections })];
}

if (!available) {
  it('has no captures to run on', () => {
    report(`Coach conformance on real captures did NOT run: no captures found in ${FIXTURES}.`);
    expect(available).toBe(false);
  });
} else {
  const files = readdirSync(FIXTURES)
    .filter((f) => /\.(html|json)$/.test(f))
    .sort();
  const read = files.map((file) => ({ file, listings: listingsOf(file) })).filter((x) => x.listings.length);

  it('has captures the analyser reads as listings', () => {
    expect(read.length).toBeGreaterThan(0);
    report(`Coach conformance ran on ${read.length} real capture(s), each plain and with a licence line in every section.`);
  });

  let cards = 0;
  afterAll(() => report(`The coach wrote ${cards} suggestion cards on the real captures.`));

  describe.each(read)('$file', ({ listings }) => {
    it.each(ASKS)('keeps every registration number and the passing hook when asked to "%s" each section', (words) => {
      const faults: string[] = [];
      for (const listing of listings) {
        const current = factsOf(listing.content, listing.title).current;
        for (const section of SUGGESTION_SECTIONS) {
          const question = words.endsWith(':') ? `${words.slice(0, -1)} (${section})` : `${words} ${section}`;
          const reply = coachReply({ listing, question, topic: section, approvedTexts: {}, history: [] });
          for (const s of suggestionsIn(reply)) {
            cards += 1;
            const before = { section: s.section, text: current[s.section], content: listing.content, facts: [] };
            if (current[s.section].includes(LICENCE))
              expect({ section: s.section, kept: s.text.includes(LICENCE) }).toEqual({ section: s.section, kept: true });
            const hook = passingHook(before);
            if (hook && s.section === 'Listing Description' && [...current[s.section]].length <= 500)
              expect(s.text.startsWith(hook)).toBe(true);
            faults.push(...copywriterFaults(before, s.text, { shorter: /shorter/.test(words) }).map((f) => `${s.section}: ${f}`));
          }
        }
      }
      expect(faults).toEqual([]);
    });
  });

  it('wrote suggestions on them to check', () => {
    expect(cards).toBeGreaterThan(10);
  });
}
