import { approvedTextFor, SUGGESTION_SECTIONS } from '../../../contract/suggestions';
import type { ToldNow } from '../types';
import { bullets, quote } from './markdown';
import { planSection } from './plan';
import type { Workbench } from './workbench';

// The coach's answer when the host tells it facts: what it noted (and what it keeps in the host's own words), where
// they are kept, and which sections they let it raise, by how much.

export function factsAnswer(wb: Workbench | null, told: readonly ToldNow[]): string {
  const read = told.filter((t) => !t.verbatim);
  const verbatim = told.filter((t) => t.verbatim);
  const blocks: string[] = [];
  if (read.length) {
    blocks.push(
      `Thanks, I've noted this about the listing:\n${bullets(read.map((t) => (t.replaced ? `${t.text} (instead of "${t.replaced}")` : t.text)))}`,
    );
  }
  if (verbatim.length) {
    blocks.push(
      `${read.length ? 'And I' : 'I'} kept ${verbatim.length === 1 ? 'this' : 'these'} in your own words, to quote as you wrote ${verbatim.length === 1 ? 'it' : 'them'}:`,
      ...verbatim.map((t) => quote(t.text)),
    );
  }
  blocks.push(
    'You can see, edit or remove everything you have told me under "What I know about this listing". I use it in every suggestion from now on.',
  );
  if (!wb) return blocks.join('\n\n');
  const raised: string[] = [];
  for (const section of SUGGESTION_SECTIONS) {
    if (approvedTextFor(wb.approved, section)) continue;
    const plan = planSection(wb, section, { variant: false, avoid: [], baselineText: wb.facts.current[section], withQuestions: false });
    const offer = plan.offers[0];
    if (offer && offer.told.length)
      raised.push(
        offer.score.value > plan.baseline
          ? `${section}: ${plan.baseline}/100 → ${offer.score.value}/100`
          : `${section}: works it in, still ${offer.score.value}/100`,
      );
  }
  if (raised.length) blocks.push(`With what you told me I can improve:\n${bullets(raised)}`, 'Tell me which one to rewrite.');
  return blocks.join('\n\n');
}
