import { checksLine, formatGain, photoQualityLines } from '../../../contract/advice';
import type { Advice, AdviceFinding, AdviceSection, AdviceSectionKey } from '../../../contract/wire';
import { approvedTextFor, type SuggestionSection } from '../../../contract/suggestions';
import { adviceOf } from '../../analysis/score/advice';
import { charCount, SECTION_MAX, SECTION_MIN } from '../limits';
import type { CoachContext } from './context';
import { bullets, inline } from './markdown';
import { lengthGuide } from './rewrites';

// The coach's answers about scores and what to fix. Every number in them is the advice's, the one the detail
// screen and the report show: section scores, check counts, and gains in Optimization Score points.

/** The sections the coach can rewrite, by the advice's section key. */
const REWRITABLE: Partial<Record<AdviceSectionKey, SuggestionSection>> = {
  title: 'Title',
  listingDescription: 'Listing Description',
  theSpace: 'The space',
  guestAccess: 'Guest access',
  otherDetails: 'Other things to note',
  houseRules: 'House Rules',
};

const DESCRIPTION_PARTS: AdviceSectionKey[] = ['listingDescription', 'theSpace', 'guestAccess', 'otherDetails'];

function adviceFor(ctx: CoachContext): Advice | null {
  const recs = ctx.listing.recommendations;
  return recs ? adviceOf(recs, ctx.listing.content) : null;
}

function sectionOf(advice: Advice, key: AdviceSectionKey): AdviceSection {
  return advice.sections.find((s) => s.key === key)!;
}

/** "**House Rules**: 95/100 (the Description and house rules score), 4 of 4 checks passed in full." */
export function sectionLine(s: AdviceSection): string {
  const score = s.score === null ? 'not scored' : s.measure === s.name ? `${s.score}/100` : `${s.score}/100 (the ${s.measure} score)`;
  return `**${s.name}**: ${score}${s.total ? `, ${checksLine(s.passed, s.total)}` : ''}.`;
}

/** One finding as the coach lists it: its gain, what to do (and the further steps), what was found. */
export function findingLine(f: AdviceFinding, name?: string): string {
  const steps = f.steps?.length ? ` Then: ${f.steps.map((s) => inline(s)).join(' ')}` : '';
  return `${name ? `**${name}** ` : ''}(${formatGain(f.gain)}): ${inline(f.fix)}${steps} _Found: ${inline(f.evidence.join(' '), 160)}_`;
}

function findingsBlock(title: string, s: AdviceSection): string[] {
  if (s.findings.length === 0) return s.verdict ? [s.verdict] : [];
  return [`${title}\n${bullets(s.findings.map((f) => findingLine(f)))}`];
}

function notAnalysedYet(): string {
  return "This listing's analysis has not finished, so I have no scores to work from yet. Once the score appears, ask me again; meanwhile I can already rewrite sections from the listing's text.";
}

function provisionalNote(advice: Advice): string {
  return advice.provisional ? ' (provisional: your photos are still being measured)' : '';
}

export function fixFirstAnswer(ctx: CoachContext): string {
  const advice = adviceFor(ctx);
  if (!advice) return notAnalysedYet();
  const nameOf = (key: AdviceSectionKey) => sectionOf(advice, key).name;
  // The top fixes first, exactly as the detail screen lists them, then the next biggest gains.
  const shown = new Set(advice.topFixes.flatMap((f) => f.checkIds));
  const rest = advice.sections
    .flatMap((s) => s.findings)
    .filter((f) => !f.checkIds.some((id) => shown.has(id)))
    .sort((a, b) => b.gain - a.gain);
  const items: string[] = [];
  const waiting: SuggestionSection[] = [];
  for (const f of [...advice.topFixes, ...rest]) {
    const section = f.notOnPage ? undefined : REWRITABLE[f.section];
    if (section && approvedTextFor(ctx.approved, section)) {
      if (!waiting.includes(section)) waiting.push(section);
      continue;
    }
    const ask = section ? ` Ask me to "${section === 'Title' ? 'improve my title' : `rewrite ${section}`}".` : '';
    items.push(`${findingLine(f, nameOf(f.section))}${ask}`);
    if (items.length === 5) break;
  }
  const score = ctx.listing.seoScore;
  const yours = score !== null ? ` (your score is ${score}/100${provisionalNote(advice)})` : '';
  const blocks: string[] = [];
  if (items.length) {
    blocks.push(`Here is what to fix first${yours}, biggest gains first. Each gain is in Optimization Score points:`);
    blocks.push(items.map((item, i) => `${i + 1}. ${item}`).join('\n'));
  } else {
    blocks.push(`Every check the analysis runs has passed${yours}. Nothing is left to fix from the rubric.`);
  }
  if (waiting.length) {
    blocks.push(
      `You have already approved new text for ${waiting.join(', ')}: paste it into your listing and re-analyse it to update the score.`,
    );
  }
  return blocks.join('\n\n');
}

export function scoreAnswer(ctx: CoachContext): string {
  const advice = adviceFor(ctx);
  if (!advice) return notAnalysedYet();
  const score = ctx.listing.seoScore;
  const rows = (advice.breakdown?.rows ?? []).map(
    (r) => `**${r.label}**: ${r.score === null ? 'not scored, so it does not count' : `${r.score}/100, ${r.weight} % of the score`}`,
  );
  return [
    score === null
      ? 'The overall score is being recalculated.'
      : `Your Optimization Score is ${score}/100${provisionalNote(advice)}. It is the category scores, each weighted by its share:`,
    bullets(rows),
    'Ask me "what should I fix first" for the changes worth the most points.',
  ].join('\n\n');
}

export function categoryAnswer(ctx: CoachContext, category: 'pricing' | 'localOptimization'): string {
  const advice = adviceFor(ctx);
  if (!advice) return notAnalysedYet();
  const s = sectionOf(advice, category === 'pricing' ? 'pricing' : 'location');
  return [
    sectionLine(s),
    ...findingsBlock('What would raise it:', s),
    category === 'pricing'
      ? "Beyond what the analysis checks, pricing strategy (rates for your dates, competitors' prices) is outside what the built-in coach can judge."
      : 'I can only use what the listing itself says about the location; I cannot look up places or distances nearby.',
  ].join('\n\n');
}

export function descriptionOverviewAnswer(ctx: CoachContext): string {
  const advice = adviceFor(ctx);
  const parts = advice ? DESCRIPTION_PARTS.map((k) => sectionOf(advice, k)) : [];
  const sections = DESCRIPTION_PARTS.map((k) => REWRITABLE[k]!);
  const rows = sections.map((name, i) => {
    const s = parts[i];
    const text = ctx.facts.current[name];
    const status = approvedTextFor(ctx.approved, name) ? ' (new text approved)' : '';
    const first = s?.findings[0];
    const scored =
      s && s.score !== null ? `, score ${s.score}/100${first ? ` (${formatGain(first.gain)}: ${inline(first.action)})` : ''}` : '';
    return `**${name}**${status}: ${text ? `${charCount(text)} characters` : 'empty'}${scored}`;
  });
  const weakest = sections
    .map((name, i) => ({ name, score: parts[i]?.score ?? (ctx.facts.current[name] ? 100 : 0) }))
    .filter((x) => !approvedTextFor(ctx.approved, x.name))
    .sort((a, b) => a.score - b.score)[0];
  const overall = advice ? sectionOf(advice, 'description') : null;
  return [
    `Your description has four parts${overall?.score != null ? ` (together ${overall.score}/100, weighted by their length)` : ''}. The Listing Description shows first (${lengthGuide('Listing Description')}); the others are suggested at ${SECTION_MIN}-${SECTION_MAX} characters each.`,
    bullets(rows),
    weakest
      ? `The one to work on first is ${weakest.name}. Ask me to "rewrite ${weakest.name}".`
      : 'You have approved new text for every part.',
  ].join('\n\n');
}

export function photosAnswer(ctx: CoachContext): string {
  const advice = adviceFor(ctx);
  const photos = ctx.listing.content?.photos ?? [];
  const blocks: string[] = [];
  if (advice) {
    const s = sectionOf(advice, 'photos');
    blocks.push(`${sectionLine(s)} The listing shows ${photos.length} ${photos.length === 1 ? 'photo' : 'photos'}.`);
    if (advice.photoQuality) blocks.push(photoQualityLines(advice.photoQuality, s.score).join(' '));
    blocks.push(...findingsBlock('What to do, biggest gains first:', s));
    if (s.more?.length) blocks.push(`Also from the photo analysis:\n${bullets(s.more.map((m) => inline(m)))}`);
  } else if (photos.length === 0) {
    blocks.push(
      'The listing shows no photos. Guests rarely book without them; add at least 7 (listings with fewer are rejected by channel managers).',
    );
  }
  const uncaptioned = photos.filter((p) => !p.caption?.trim());
  if (photos.length && uncaptioned.length)
    blocks.push(
      `${uncaptioned.length} of ${photos.length} photos have no caption. A short factual caption (what the room is and what is in it) helps guests read the photo tour.`,
    );
  blocks.push(
    'The cover photo and the first five matter most: show five different spaces there, not five shots of one room. For a photo-by-photo review (light, resolution, composition), use "Analyze Photos with AI" on the listing page; I cannot see the images myself.',
  );
  return blocks.join('\n\n');
}

export function amenitiesAnswer(ctx: CoachContext): string {
  const f = ctx.facts;
  const advice = adviceFor(ctx);
  const blocks: string[] = [];
  const s = advice ? sectionOf(advice, 'amenities') : null;
  if (s) blocks.push(sectionLine(s));
  blocks.push(
    `The listing names ${f.amenities.length} amenities${
      f.features.length
        ? `; the ones guests search for most are ${f.features
            .slice(0, 5)
            .map((x) => x.term.label)
            .join(', ')}`
        : ''
    }.`,
  );
  if (s) blocks.push(...findingsBlock('What the analysis found:', s));
  return blocks.join('\n\n');
}

export function safetyAnswer(ctx: CoachContext): string {
  const f = ctx.facts;
  const advice = adviceFor(ctx);
  const s = advice ? sectionOf(advice, 'safety') : null;
  const blocks = [
    ...(s ? [sectionLine(s)] : []),
    f.safety.length
      ? `Your listing declares these safety items:\n${bullets(f.safety.map((x) => inline(x)))}`
      : 'Your listing declares no safety items.',
  ];
  if (s) blocks.push(...findingsBlock('What to do:', s));
  const notes: string[] = [];
  if (/camera/i.test(f.safety.join('\n')))
    notes.push('Cameras must be outdoors only, with their location disclosed; indoor cameras are not allowed at all.');
  notes.push('Declare hazards too: a pool or hot tub without a gate or lock, heights without rails, stairs, nearby water.');
  blocks.push(bullets(notes));
  return blocks.join('\n\n');
}

/** The advice as the model's prompt gives it: the same scores, counts and gains the host sees. */
export function adviceForPrompt(advice: Advice, seoScore: number | null): string {
  const lines = [`RUBRIC FINDINGS (scores 0-100): Optimization Score ${seoScore ?? 'recalculating'}${provisionalNote(advice)}`];
  for (const s of advice.sections) {
    if (s.key === 'localRules' && s.checkIds.length === 0) continue;
    lines.push(`- ${sectionLine(s).replace(/\*\*/g, '')}`);
    for (const finding of s.findings) lines.push(`  - ${findingLine(finding).replace(/_/g, '')}`);
  }
  return lines.join('\n');
}
