import { diffArrays, diffWords } from 'diff';
import {
  CATEGORY_KEYS,
  type CategoryKey,
  type HistoryProblem,
  type HistorySectionTexts,
  type ListingChanges,
  type SectionChange,
  type TextChangePart,
} from '../../contract/wire';

// "What changed since <date>": the scores, the sections whose text changed (a word diff), and the checks that
// now pass or newly fail, between an earlier analysis and the latest one.

export interface ComparableSnapshot {
  analyzedAt: string;
  seoScore: number;
  categoryScores: Record<CategoryKey, number>;
  unscoredCategories: CategoryKey[];
  rubricVersion: string;
  problems: HistoryProblem[];
  sections: HistorySectionTexts;
}

/** Unchanged words kept on each side of a change; longer unchanged stretches are cut with '…'. */
const CONTEXT_WORDS = 8;

function words(text: string): string[] {
  return text.split(/(?<=\s)(?=\S)/);
}

/** Shortens an unchanged stretch to the words next to the changes around it. */
function trimSame(text: string, keepStart: boolean, keepEnd: boolean, context = CONTEXT_WORDS): string {
  const parts = words(text);
  if (!Number.isFinite(context) || parts.length <= context * 2 + 2) return text;
  const head = keepStart ? parts.slice(0, context).join('') : '';
  const tail = keepEnd ? parts.slice(-context).join('') : '';
  if (keepStart && keepEnd) return `${head}… ${tail}`;
  return keepStart ? `${head.trimEnd()} …` : `… ${tail}`;
}

type Change = ReturnType<typeof diffWords>[number];

const sentenceStart = (before: string) => before === '' || /(?:[.!?]["”’)]?\s+|\n\s*)$/.test(before);

/**
 * The same diff with each added or removed stretch moved, where it can be, to start a sentence. A word diff lines
 * up the first word it can: a sentence put in before 'The stairs…' shows as 'The [loft has a smoke alarm. The ]stairs';
 * moved by the words it shares with its neighbour it reads '[The loft has a smoke alarm. ]The stairs'. Both sides'
 * texts are unchanged by the move.
 */
function startingSentences(changes: Change[]): Change[] {
  const out = changes.map((c) => ({ ...c }));
  for (let i = 1; i < out.length - 1; i++) {
    const prev = out[i - 1]!;
    const change = out[i]!;
    const next = out[i + 1]!;
    const plain = (c: Change) => !c.added && !c.removed;
    if (!plain(prev) || !plain(next) || (!change.added && !change.removed) || sentenceStart(prev.value)) continue;
    // Move left by a shared tail: prev = Q + S, change = P + S  →  Q, S + P, S + next.
    for (let k = 1; k < change.value.length && k <= prev.value.length; k++) {
      const tail = change.value.slice(-k);
      if (!prev.value.endsWith(tail)) continue;
      const rest = prev.value.slice(0, -k);
      if (!sentenceStart(rest) || /^\s/.test(tail)) continue;
      prev.value = rest;
      change.value = tail + change.value.slice(0, -k);
      next.value = tail + next.value;
      break;
    }
  }
  return out.filter((c) => c.value !== '');
}

/**
 * A word diff of two texts. `context` is how many unchanged words are kept on each side of a change (history shows
 * a few); Infinity keeps the whole text, as a suggestion card shows it.
 */
export function wordDiff(before: string, after: string, context = CONTEXT_WORDS): TextChangePart[] {
  const changes = startingSentences(diffWords(before, after));
  return changes.map((c, i) => {
    if (c.added) return { text: c.value, change: 'added' as const };
    if (c.removed) return { text: c.value, change: 'removed' as const };
    // Keep the words after the change before this stretch and before the change after it.
    return { text: trimSame(c.value, i > 0, i < changes.length - 1, context), change: 'same' as const };
  });
}

function textChange(section: string, before: string | undefined, after: string | undefined): SectionChange | null {
  const a = before?.trim() ?? '';
  const b = after?.trim() ?? '';
  if (a === b) return null;
  if (!a) return { section, kind: 'text', status: 'added', parts: [{ text: b, change: 'added' }] };
  if (!b) return { section, kind: 'text', status: 'removed', parts: [{ text: trimSame(a, true, false), change: 'removed' }] };
  return { section, kind: 'text', status: 'changed', parts: wordDiff(a, b) };
}

function listChange(section: string, before: readonly string[], after: readonly string[]): SectionChange | null {
  const parts: TextChangePart[] = diffArrays([...before], [...after]).flatMap((c) =>
    c.added || c.removed ? c.value.map((text) => ({ text, change: c.added ? ('added' as const) : ('removed' as const) })) : [],
  );
  if (parts.length === 0) return null;
  const status = before.length === 0 ? 'added' : after.length === 0 ? 'removed' : 'changed';
  return { section, kind: 'list', status, parts };
}

/** Sections in the order a host reads the listing: the title, the written sections, then the lists. */
function sectionChanges(before: HistorySectionTexts, after: HistorySectionTexts): SectionChange[] {
  const textNames = [...new Set([...Object.keys(after.texts ?? {}), ...Object.keys(before.texts ?? {})])];
  const listNames = [...new Set([...Object.keys(after.lists ?? {}), ...Object.keys(before.lists ?? {})])];
  return [
    ...textNames.map((name) => textChange(name, before.texts?.[name], after.texts?.[name])),
    ...listNames.map((name) => listChange(name, before.lists?.[name] ?? [], after.lists?.[name] ?? [])),
  ].filter((c): c is SectionChange => c !== null);
}

function scoreOf(s: ComparableSnapshot, key: CategoryKey): number | null {
  if (s.unscoredCategories.includes(key)) return null;
  return typeof s.categoryScores[key] === 'number' ? s.categoryScores[key] : null;
}

export function compareSnapshots(before: ComparableSnapshot, after: ComparableSnapshot): ListingChanges {
  const beforeIds = new Set(before.problems.map((p) => p.id));
  const afterIds = new Set(after.problems.map((p) => p.id));
  return {
    since: before.analyzedAt,
    until: after.analyzedAt,
    sameRubric: before.rubricVersion === after.rubricVersion,
    rubricBefore: before.rubricVersion,
    rubricAfter: after.rubricVersion,
    seoScore: { before: before.seoScore, after: after.seoScore },
    categories: CATEGORY_KEYS.map((category) => ({ category, before: scoreOf(before, category), after: scoreOf(after, category) })),
    sections: sectionChanges(before.sections, after.sections),
    fixed: before.problems.filter((p) => !afterIds.has(p.id)),
    new: after.problems.filter((p) => !beforeIds.has(p.id)),
  };
}
