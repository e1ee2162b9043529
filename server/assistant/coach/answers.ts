import type { ApprovedTexts, CategoryKey, MarketEvidence, Recommendations, ScoreCheck, SectionScore } from '../../../contract/wire';
import { marketEvidenceNote } from '../../../contract/market-evidence';
import { approvedTextFor, type SuggestionSection } from '../../../contract/suggestions';
import { scoreImpact } from '../../analysis/score';
import type { Grounding } from '../grounding';
import { charCount, HOOK_WINDOW, SECTION_MAX, SECTION_MIN, SUMMARY_MAX, TITLE_MAX } from '../limits';
import type { ListingFacts } from '../listing-facts';
import type { ListingSnapshot } from '../types';
import { bullets, inline } from './markdown';
import { lengthGuide } from './rewrites';

// The built-in coach's answers, one function per intent. Replies are markdown; listing text and scoring
// evidence are always quoted or inlined so that no line of theirs can read as a suggestion.

export interface CoachContext {
  listing: ListingSnapshot;
  facts: ListingFacts;
  grounding: Grounding;
  approved: ApprovedTexts;
}

export const CATEGORY_LABELS: Record<CategoryKey, string> = {
  title: 'Title',
  description: 'Description',
  photos: 'Photos',
  amenities: 'Amenities',
  localOptimization: 'Location',
  pricing: 'Pricing',
};

const SECTION_SCORE_KEYS: Partial<Record<SuggestionSection, keyof Recommendations['detailedScores']['description']['sectionScores']>> = {
  'Listing Description': 'listingDescription',
  'The space': 'theSpace',
  'Guest access': 'guestAccess',
  'Other things to note': 'otherDetails',
};

const SECTION_HINTS: { section: SuggestionSection; pattern: RegExp }[] = [
  { section: 'Listing Description', pattern: /summary|listing[\s_-]?description|about this space/i },
  { section: 'The space', pattern: /the[\s_-]?space|\bspace\b/i },
  { section: 'Guest access', pattern: /guest[\s_-]?access|\baccess\b/i },
  { section: 'Other things to note', pattern: /other[\s_-]?(?:things|details)|notes?\b/i },
  { section: 'House Rules', pattern: /house[\s_-]?rules?|\brules?\b/i },
];

/** The rewritable section a check is about, if any. */
export function sectionOfCheck(check: ScoreCheck): SuggestionSection | null {
  if (check.category === 'title') return 'Title';
  const text = `${check.id} ${check.fix ?? ''}`;
  for (const hint of SECTION_HINTS) if (hint.pattern.test(text)) return hint.section;
  return null;
}

function sectionScore(recs: Recommendations | null, section: SuggestionSection): SectionScore | null {
  const key = SECTION_SCORE_KEYS[section];
  return key && recs ? (recs.detailedScores.description.sectionScores[key] ?? null) : null;
}

// ---- Priorities and scores -----------------------------------------------------------------------------------

/** What a fix is worth on the Optimization Score, in words: never "0 points" for a fix that does count. */
export function scoreGainWords(impact: number): string {
  const n = Math.round(impact);
  return n < 1 ? 'less than 1 point of your score' : `up to ${n} more ${n === 1 ? 'point' : 'points'} of your score`;
}

export function fixFirstAnswer(ctx: CoachContext): string {
  const recs = ctx.listing.recommendations;
  if (!recs) return notAnalysedYet();
  // Ranked by what each fix adds to the Optimization Score: a check's own points mean more in a category that
  // weighs more (Amenities and safety 34 %, Location 1 %).
  const open = recs.checks
    .filter((c) => c.fix && c.points < c.maxPoints)
    .map((check) => ({ check, impact: scoreImpact(check, recs) }))
    .filter((x) => x.impact > 0)
    .sort((a, b) => b.impact - a.impact || a.check.id.localeCompare(b.check.id));
  const items: string[] = [];
  const evidence: MarketEvidence[] = [];
  const listed = new Set<string>();
  const waiting: SuggestionSection[] = [];
  for (const { check, impact } of open) {
    const section = sectionOfCheck(check);
    if (section && approvedTextFor(ctx.approved, section)) {
      if (!waiting.includes(section)) waiting.push(section);
      continue;
    }
    // Past the first five, only the approved sections are still looked for.
    if (items.length === 5) continue;
    const ask = section ? ` Ask me to "${section === 'Title' ? 'improve my title' : `rewrite ${section}`}".` : '';
    if (check.marketEvidence) evidence.push(check.marketEvidence);
    listed.add(check.id);
    items.push(
      `**${CATEGORY_LABELS[check.category]}** (${scoreGainWords(impact)}): ${inline(check.fix!)} _Found: ${inline(check.evidence, 160)}_${check.marketEvidence ? ` ${inline(check.marketEvidence.claim, 300)}` : ''}${ask}`,
    );
  }
  const blocks: string[] = [];
  const score = ctx.listing.seoScore;
  if (items.length) {
    blocks.push(`Here is what to fix first${score !== null ? ` (your score is ${score}/100)` : ''}, biggest gains first:`);
    blocks.push(items.map((item, i) => `${i + 1}. ${item}`).join('\n'));
    const note = marketEvidenceNote(evidence);
    if (note) blocks.push(`_${inline(note, 400)}_`);
  } else {
    blocks.push(
      `Every check the analysis runs has passed${score !== null ? ` (your score is ${score}/100)` : ''}. Nothing is left to fix from the rubric.`,
    );
  }
  const weak = (Object.keys(SECTION_SCORE_KEYS) as SuggestionSection[])
    .map((s) => ({ s, score: sectionScore(recs, s) }))
    .filter(
      (x) => x.score && x.score.score < 60 && !approvedTextFor(ctx.approved, x.s) && !items.some((i) => i.includes(`"rewrite ${x.s}"`)),
    );
  if (weak.length) {
    blocks.push(
      `Description sections that also score low:\n${bullets(weak.map((w) => `${w.s}: ${w.score!.score}/100${w.score!.problems[0] ? ` (${inline(w.score!.problems[0])})` : ''}`))}`,
    );
  }
  // Rules stand whatever a score says: a rule whose check carries no points is still named here.
  const rules = (recs.compliance?.items ?? []).filter(
    (i) => (i.status === 'problem' || i.status === 'warning') && !(i.checkId && listed.has(i.checkId)),
  );
  if (rules.length) {
    blocks.push(
      `Rules to keep, whatever the score says:\n${bullets(rules.map((r) => `**${inline(r.title, 120)}**: ${inline(r.fix ?? r.evidence)}`))}`,
    );
  }
  if (waiting.length) {
    blocks.push(
      `You have already approved new text for ${waiting.join(', ')}: paste it into your listing and re-analyse it to update the score.`,
    );
  }
  return blocks.join('\n\n');
}

export function scoreAnswer(ctx: CoachContext): string {
  const recs = ctx.listing.recommendations;
  if (!recs) return notAnalysedYet();
  const lines = (Object.keys(CATEGORY_LABELS) as CategoryKey[]).map(
    (k) => `**${CATEGORY_LABELS[k]}**: ${recs.categoryScores[k]}/100. ${inline(recs.scoreExplanations[k] ?? '', 300)}`,
  );
  const score = ctx.listing.seoScore;
  return [
    score === null ? 'The overall score is being recalculated.' : `Your Optimization Score is ${score}/100. By category:`,
    bullets(lines),
    'Ask me "what should I fix first" for the changes worth the most points.',
  ].join('\n\n');
}

export function categoryAnswer(ctx: CoachContext, category: 'pricing' | 'localOptimization'): string {
  const recs = ctx.listing.recommendations;
  if (!recs) return notAnalysedYet();
  const open = recs.checks.filter((c) => c.category === category && c.fix && c.points < c.maxPoints);
  const blocks = [
    `**${CATEGORY_LABELS[category]}**: ${recs.categoryScores[category]}/100. ${inline(recs.scoreExplanations[category] ?? '', 400)}`,
  ];
  if (open.length)
    blocks.push(`What would raise it:\n${bullets(open.map((c) => `${inline(c.fix!)} _Found: ${inline(c.evidence, 160)}_`))}`);
  blocks.push(
    category === 'pricing'
      ? "Beyond what the analysis checks, pricing strategy (rates for your dates, competitors' prices) is outside what the built-in coach can judge."
      : 'I can only use what the listing itself says about the location; I cannot look up places or distances nearby.',
  );
  return blocks.join('\n\n');
}

export function descriptionOverviewAnswer(ctx: CoachContext): string {
  const recs = ctx.listing.recommendations;
  const sections = Object.keys(SECTION_SCORE_KEYS) as SuggestionSection[];
  const rows = sections.map((s) => {
    const score = sectionScore(recs, s);
    const text = ctx.facts.current[s];
    const status = approvedTextFor(ctx.approved, s) ? ' (new text approved)' : '';
    return `**${s}**${status}: ${text ? `${charCount(text)} characters` : 'empty'}${score ? `, score ${score.score}/100${score.problems[0] ? `. ${inline(score.problems[0])}` : ''}` : ''}`;
  });
  const weakest = sections
    .filter((s) => !approvedTextFor(ctx.approved, s))
    .map((s) => ({ s, score: sectionScore(recs, s)?.score ?? (ctx.facts.current[s] ? 100 : 0) }))
    .sort((a, b) => a.score - b.score)[0];
  return [
    `Your description has four parts. The Listing Description shows first (${lengthGuide('Listing Description')}); the others are suggested at ${SECTION_MIN}-${SECTION_MAX} characters each.`,
    bullets(rows),
    weakest ? `The one to work on first is ${weakest.s}. Ask me to "rewrite ${weakest.s}".` : 'You have approved new text for every part.',
  ].join('\n\n');
}

// ---- Photos, amenities, safety -------------------------------------------------------------------------------

export function photosAnswer(ctx: CoachContext): string {
  const recs = ctx.listing.recommendations;
  const photos = ctx.listing.content?.photos ?? [];
  const blocks: string[] = [];
  if (recs) blocks.push(`**Photos**: ${recs.categoryScores.photos}/100. ${inline(recs.scoreExplanations.photos ?? '', 400)}`);
  const notes: string[] = [];
  if (photos.length === 0)
    notes.push(
      'The listing shows no photos. Guests rarely book without them; add at least 7 (listings with fewer are rejected by channel managers).',
    );
  else if (photos.length < 7)
    notes.push(
      `The listing shows ${photos.length} photos. Channel managers reject listings with fewer than 7; aim for 20 or more, with every room shown.`,
    );
  else if (photos.length < 20)
    notes.push(`The listing shows ${photos.length} photos. Hosts with 20 or more, covering every room, tend to do better.`);
  else notes.push(`The listing shows ${photos.length} photos, enough to show every room.`);
  const small = photos.filter(
    (p) => p.width !== null && p.height !== null && (Math.max(p.width, p.height) < 1024 || Math.min(p.width, p.height) < 683),
  );
  if (small.length)
    notes.push(
      `${small.length} of them are smaller than 1024 x 683 pixels, the minimum Airbnb asks for; replace them with larger versions.`,
    );
  const uncaptioned = photos.filter((p) => !p.caption?.trim());
  if (photos.length && uncaptioned.length)
    notes.push(
      `${uncaptioned.length} of ${photos.length} photos have no caption. A short factual caption (what the room is and what is in it) helps guests read the photo tour.`,
    );
  blocks.push(bullets(notes));
  const open = recs ? recs.checks.filter((c) => c.category === 'photos' && c.fix && c.points < c.maxPoints) : [];
  if (open.length)
    blocks.push(`What the analysis found:\n${bullets(open.map((c) => `${inline(c.fix!)} _Found: ${inline(c.evidence, 160)}_`))}`);
  blocks.push(
    'The cover photo and the first five matter most: show five different spaces there, not five shots of one room. For a photo-by-photo review (light, resolution, composition), use "Analyze Photos with AI" on the listing page; I cannot see the images myself.',
  );
  return blocks.join('\n\n');
}

const STAPLES: { label: string; pattern: RegExp }[] = [
  { label: 'Wifi', pattern: /wi-?fi|wireless/i },
  { label: 'Kitchen', pattern: /kitchen/i },
  { label: 'Parking', pattern: /parking|garage/i },
  { label: 'Air conditioning', pattern: /air\s?condition|\bA\/?C\b/i },
  { label: 'Washer', pattern: /washer|washing machine|laundry/i },
  { label: 'Heating', pattern: /heating/i },
  { label: 'Dedicated workspace', pattern: /workspace|desk/i },
  { label: 'Smoke alarm', pattern: /smoke alarm|smoke detector/i },
  { label: 'Carbon monoxide alarm', pattern: /carbon monoxide|co alarm/i },
];

export function amenitiesAnswer(ctx: CoachContext): string {
  const f = ctx.facts;
  const recs = ctx.listing.recommendations;
  const blocks: string[] = [];
  if (recs) blocks.push(`**Amenities**: ${recs.categoryScores.amenities}/100. ${inline(recs.scoreExplanations.amenities ?? '', 400)}`);
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
  const all = [...f.amenities, ...f.safety].join('\n');
  const missing = STAPLES.filter((s) => !s.pattern.test(all)).map((s) => s.label);
  if (missing.length) {
    blocks.push(
      `These common amenities are not on your list: ${missing.join(', ')}. If the place has any of them, add them (guests filter by amenities); if it does not, leave them off.`,
    );
  }
  const open = recs ? recs.checks.filter((c) => c.category === 'amenities' && c.fix && c.points < c.maxPoints) : [];
  if (open.length)
    blocks.push(`What the analysis found:\n${bullets(open.map((c) => `${inline(c.fix!)} _Found: ${inline(c.evidence, 160)}_`))}`);
  return blocks.join('\n\n');
}

export function safetyAnswer(ctx: CoachContext): string {
  const f = ctx.facts;
  const count = f.safety.filter((s) => !/^no\b/i.test(s)).length;
  const grade = count >= 3 ? 'A (Complete)' : count === 2 ? 'B (Good)' : count === 1 ? 'C (Fair)' : 'D (Limited)';
  const blocks = [
    f.safety.length
      ? `Your listing declares these safety items (grade ${grade}):\n${bullets(f.safety.map((s) => inline(s)))}`
      : `Your listing declares no safety items (grade ${grade}).`,
  ];
  const all = f.safety.join('\n');
  const advice: string[] = [];
  if (!/smoke alarm|smoke detector/i.test(all) || /no smoke alarm/i.test(all))
    advice.push('Airbnb urges a smoke alarm on every level, tested regularly and declared on the listing.');
  if (!/carbon monoxide|co alarm/i.test(all) || /no carbon monoxide/i.test(all)) {
    advice.push(
      'Declare a carbon monoxide alarm near the sleeping areas; a listing may say it is not needed only when every appliance is electric and there is no attached garage.',
    );
  }
  if (/camera/i.test(all))
    advice.push('Cameras must be outdoors only, with their location disclosed; indoor cameras are not allowed at all.');
  advice.push('Declare hazards too: a pool or hot tub without a gate or lock, heights without rails, stairs, nearby water.');
  blocks.push(bullets(advice));
  return blocks.join('\n\n');
}

// ---- Help and limits -----------------------------------------------------------------------------------------

export function helpAnswer(listingTitle: string | null): string {
  return [
    listingTitle
      ? `Hi! I'm the built-in listing coach for **${inline(listingTitle, 80)}**. I can:`
      : "Hi! I'm the built-in listing coach. I can:",
    bullets([
      '**Improve your title**: options within the 50-character limit, built from your listing\'s facts ("improve my title").',
      '**Rewrite a section**: Listing Description, The space, Guest access, Other things to note or House Rules ("rewrite The space"), each scored by the same rubric as your listing.',
      '**Remember what you tell me** about the place ("the metro is a 5-minute walk", "there is free street parking") and use it in every suggestion.',
      '**Tell you what to fix first**: the checks worth the most points ("what should I fix first").',
      '**Review your photos**: count, size, captions and what the analysis found ("how are my photos").',
      "**Explain your score**, amenities and guest safety, and the platform's text limits.",
    ]),
    'I only use facts that are on your listing or that you told me. When a fact is missing I will ask you for it rather than make it up. Copy a suggestion to approve it.',
    ...(listingTitle ? [] : ['Pick a listing to chat about so I can work from its facts.']),
  ].join('\n\n');
}

export function limitsAnswer(): string {
  return [
    'The limits every suggestion of mine keeps:',
    bullets([
      `Title: at most ${TITLE_MAX} characters (about 32 show on a phone).`,
      `Listing Description: at most ${SUMMARY_MAX} characters, with the hook in the first ${HOOK_WINDOW} (what shows before "Show more").`,
      `The space, Guest access, Other things to note and House Rules: ${SECTION_MIN}-${SECTION_MAX} characters each.`,
      'No contact details, web addresses, all-caps words, emoji, repeated punctuation, licence numbers or names of other booking sites.',
    ]),
  ].join('\n\n');
}

export function beyondAnswer(question: string, hasListing: boolean): string {
  return [
    `That is beyond what I can answer as the built-in coach: I work only from ${hasListing ? "this listing's content and its analysis" : "a listing's content and its analysis"}, and I can't answer "${inline(question, 120)}".`,
    'What I can do: improve your title, rewrite a section (Listing Description, The space, Guest access, Other things to note, House Rules), tell you what to fix first, review your photos, and explain your score.',
  ].join('\n\n');
}

export function needsListingAnswer(): string {
  return 'I need a listing for that. Pick a listing to chat about (or open the chat from a listing page) and I will work from its facts and scores.';
}

export function noContentAnswer(): string {
  return "I don't have this listing's content yet: the analysis has not finished or could not read the page. Once the listing shows its score, ask me again.";
}

function notAnalysedYet(): string {
  return "This listing's analysis has not finished, so I have no scores to work from yet. Once the score appears, ask me again; meanwhile I can already rewrite sections from the listing's text.";
}
