// The assistant's reply protocol (spec section 2, Chat screen): a reply is markdown, and each suggested rewrite
// sits on its own line as `Suggested <Section>: <text>`. The chat screen shows those lines as cards the host
// copies and approves; everything else is formatted text. The server's providers write (and check) replies with
// the same names, so this module is the one definition of the sections and of the line format.

/** The sections a suggestion can rewrite, named as the listing detail screen names them. */
export const SUGGESTION_SECTIONS = [
  'Title',
  'Listing Description',
  'The space',
  'Guest access',
  'Other things to note',
  'House Rules',
] as const;
export type SuggestionSection = (typeof SUGGESTION_SECTIONS)[number];

/**
 * Key of a section in the approved-texts map (spec section 3: a map from section type to {text, section}).
 * The description keys are those of detailedScores.description.sectionScores, so a card, its score and its
 * approved text line up.
 */
export const APPROVED_TEXT_KEYS = {
  Title: 'title',
  'Listing Description': 'listingDescription',
  'The space': 'theSpace',
  'Guest access': 'guestAccess',
  'Other things to note': 'otherDetails',
  'House Rules': 'houseRules',
} as const satisfies Record<SuggestionSection, string>;
export type ApprovedTextKey = (typeof APPROVED_TEXT_KEYS)[SuggestionSection];

/** Section cards of the listing detail screen that a chat message may be about (the prefill's section). */
export const CHAT_TOPICS = [...SUGGESTION_SECTIONS, 'Description', 'Photos', 'Amenities', 'Guest Safety'] as const;
export type ChatTopic = (typeof CHAT_TOPICS)[number];

/** The rubric's score of a suggested text (0-100) and how far it moves the section's current score. */
export interface SuggestionScore {
  value: number;
  /** value minus the current text's score; null when the reply did not say. */
  change: number | null;
}

export type SuggestionPart = { kind: 'suggestion'; section: SuggestionSection; text: string; score?: SuggestionScore };

/** A question the assistant asks for a missing fact, with quick answers the host can send with one tap. */
export type QuestionPart = { kind: 'question'; text: string; answers: string[] };

export type ReplyPart = { kind: 'markdown'; text: string } | SuggestionPart;
/** A reply's parts including questions (what a screen that shows quick-answer chips reads). */
export type RichReplyPart = ReplyPart | QuestionPart;

const fold = (value: string) => value.trim().replace(/\s+/g, ' ').toLowerCase();

const TOPIC_ALIASES: Record<string, ChatTopic> = {
  ...Object.fromEntries(CHAT_TOPICS.map((t) => [fold(t), t])),
  ...Object.fromEntries(Object.entries(APPROVED_TEXT_KEYS).map(([section, key]) => [key.toLowerCase(), section as SuggestionSection])),
  'the space (your property)': 'The space',
  'your property': 'The space',
  'other details': 'Other things to note',
  'other details to note': 'Other things to note',
  description: 'Description',
  photos: 'Photos',
  amenities: 'Amenities',
  safety: 'Guest Safety',
  'guest safety': 'Guest Safety',
};

/** A card name, a display name or an approved-text key, in any case; null when it names no known topic. */
export function chatTopicOf(name: string | null | undefined): ChatTopic | null {
  if (!name) return null;
  return TOPIC_ALIASES[fold(name)] ?? null;
}

/** The rewritable section a name stands for (e.g. 'theSpace', 'The space (Your Property)'), or null. */
export function suggestionSectionOf(name: string | null | undefined): SuggestionSection | null {
  const topic = chatTopicOf(name);
  return topic && (SUGGESTION_SECTIONS as readonly string[]).includes(topic) ? (topic as SuggestionSection) : null;
}

/** The approved-texts key under which the browser keeps the host's approved text for a section. */
export function approvedTextKey(section: SuggestionSection): ApprovedTextKey {
  return APPROVED_TEXT_KEYS[section];
}

/** The approved text for a section in a map the browser keeps, whether keyed by key or by section name. */
export function approvedTextFor(
  approved: Record<string, { text: string; section: string }> | null | undefined,
  section: SuggestionSection,
): string | null {
  if (!approved) return null;
  const direct = approved[approvedTextKey(section)];
  if (direct && typeof direct.text === 'string') return direct.text;
  for (const [key, entry] of Object.entries(approved)) {
    if (!entry || typeof entry.text !== 'string') continue;
    if (suggestionSectionOf(key) === section || suggestionSectionOf(entry.section) === section) return entry.text;
  }
  return null;
}

function scoreLabel(score: SuggestionScore | undefined): string {
  if (!score) return '';
  const change = score.change === null ? '' : `, ${score.change < 0 ? '-' : '+'}${Math.abs(score.change)}`;
  return ` (${score.value}/100${change})`;
}

/** One suggestion line as the protocol writes it. Line breaks inside the text become spaces. */
export function suggestionLine(section: SuggestionSection, text: string, score?: SuggestionScore): string {
  return `Suggested ${section}${scoreLabel(score)}: ${text.replace(/\s+/g, ' ').trim()}`;
}

/**
 * A suggestion as the protocol writes it: one line, or, when the text has line breaks (paragraphs, a list), a
 * header line followed by the text as a quote block, so the breaks survive and the reply still reads as markdown.
 */
export function suggestionText(section: SuggestionSection, text: string, score?: SuggestionScore): string {
  const clean = text.replace(/\r\n?/g, '\n').trim();
  if (!clean.includes('\n')) return suggestionLine(section, clean, score);
  const body = clean
    .split('\n')
    .map((line) => (line.trim() === '' ? '>' : `> ${line.trimEnd()}`))
    .join('\n');
  return `Suggested ${section}${scoreLabel(score)}:\n${body}`;
}

/** A question line: `Question: <text> (Quick answers: a | b | c)`. */
export function questionLine(text: string, answers: readonly string[] = []): string {
  const flat = (s: string) => s.replace(/\s+/g, ' ').replace(/\|/g, '/').trim();
  const chips = answers.map(flat).filter(Boolean);
  return `Question: ${flat(text)}${chips.length ? ` (Quick answers: ${chips.join(' | ')})` : ''}`;
}

// Longest names first, so 'Title' never shadows a longer name that starts the same way.
const SECTION_PATTERN = [...SUGGESTION_SECTIONS]
  .sort((a, b) => b.length - a.length)
  .map((s) => s.replace(/ /g, '\\s+'))
  .join('|');

// Models often decorate the line ('- **Suggested Title:** ...'); the decoration is tolerated, the words are not
// negotiable: 'Suggested', a known section, optionally its score ('(86/100, +41)' or '— 86/100, +41'), a colon,
// then the text on the same line, or, with nothing after the colon, on the quote lines ('> ...') right below.
const SCORE_PATTERN = String.raw`(?:\(\s*(\d{1,3})\s*\/\s*100\s*(?:,\s*([+\-−±]?)\s*(\d{1,3}))?\s*\)|[—–-]\s*(\d{1,3})\s*\/\s*100\s*(?:,\s*([+\-−±]?)\s*(\d{1,3}))?)`;
const SUGGESTION_LINE = new RegExp(
  `^\\s{0,3}(?:[-*+]\\s+|\\d{1,2}[.)]\\s+)?(?:\\*\\*|__)?Suggested\\s+(${SECTION_PATTERN})\\s*${SCORE_PATTERN}?\\s*(?:\\*\\*|__)?\\s*:\\s*(?:\\*\\*|__)?\\s*(.*?)\\s*$`,
  'i',
);
const QUOTE_LINE = /^\s{0,3}>\s?(.*)$/;
const QUESTION_LINE = /^\s{0,3}(?:[-*+]\s+|\d{1,2}[.)]\s+)?(?:\*\*|__)?Question(?:\*\*|__)?\s*:\s*(?:\*\*|__)?\s*(.+?)\s*$/i;
const QUICK_ANSWERS = /\s*\(\s*quick\s+answers?\s*:\s*([^()]*)\)\s*$/i;

function canonicalSection(raw: string): SuggestionSection {
  const folded = fold(raw);
  return SUGGESTION_SECTIONS.find((s) => s.toLowerCase() === folded)!;
}

function cleanSuggestionText(raw: string): string {
  let text = raw.trim();
  // Strip a closing bold marker left from '**Suggested Title: text**' and quotes around the whole text.
  text = text.replace(/(?:\*\*|__)$/, '').trim();
  const quoted = /^["“«](.*)["”»]$/.exec(text);
  if (quoted && quoted[1]!.trim() !== '' && !/["“”«»]/.test(quoted[1]!)) text = quoted[1]!.trim();
  return text;
}

function scoreOf(match: RegExpExecArray): SuggestionScore | undefined {
  const value = match[2] ?? match[5];
  if (value === undefined) return undefined;
  const sign = match[3] ?? match[6] ?? '';
  const amount = match[4] ?? match[7];
  const change = amount === undefined ? null : (sign === '-' || sign === '−' ? -1 : 1) * Number(amount);
  return { value: Math.min(100, Number(value)), change: change === 0 ? 0 : change };
}

function questionOf(raw: string): QuestionPart | null {
  const body = raw.replace(/(?:\*\*|__)$/, '').trim();
  const chips = QUICK_ANSWERS.exec(body);
  const text = (chips ? body.slice(0, chips.index) : body).trim();
  if (!text) return null;
  const answers = chips
    ? chips[1]!
        .split('|')
        .map((a) => a.trim())
        .filter(Boolean)
    : [];
  return { kind: 'question', text, answers };
}

function splitReply(reply: string, withQuestions: boolean): RichReplyPart[] {
  const parts: RichReplyPart[] = [];
  let pending: string[] = [];
  let inFence = false;
  const flush = () => {
    const text = pending
      .join('\n')
      .replace(/^\s*\n/, '')
      .replace(/\n\s*$/, '');
    if (text.trim() !== '') parts.push({ kind: 'markdown', text });
    pending = [];
  };
  const lines = reply.replace(/\r\n?/g, '\n').split('\n');
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i]!;
    if (/^\s{0,3}(```|~~~)/.test(line)) inFence = !inFence;
    const match = inFence ? null : SUGGESTION_LINE.exec(line);
    if (match) {
      const score = scoreOf(match);
      let text = cleanSuggestionText(match[8]!);
      let consumed = 0;
      if (text === '') {
        // A header with the text in the quote block below it.
        const block: string[] = [];
        while (i + 1 + consumed < lines.length && QUOTE_LINE.test(lines[i + 1 + consumed]!)) {
          block.push(QUOTE_LINE.exec(lines[i + 1 + consumed]!)![1]!.trimEnd());
          consumed += 1;
        }
        text = block.join('\n').replace(/^\n+|\n+$/g, '');
      }
      if (text.trim() !== '') {
        flush();
        parts.push({ kind: 'suggestion', section: canonicalSection(match[1]!), text, ...(score ? { score } : {}) });
        i += consumed;
        continue;
      }
    }
    const question = withQuestions && !inFence ? QUESTION_LINE.exec(line) : null;
    const asked = question ? questionOf(question[1]!) : null;
    if (asked) {
      flush();
      parts.push(asked);
      continue;
    }
    pending.push(line);
  }
  flush();
  return parts;
}

/**
 * Splits a reply into ordered parts: runs of markdown lines, and one part per suggestion (a line, or a header
 * line with its quote block). Lines inside fenced code blocks are never suggestions. Blank-only markdown runs
 * are dropped. Question lines stay markdown here (they read as plain text); replyParts() reads them too.
 */
export function parseReply(reply: string): ReplyPart[] {
  return splitReply(reply, false) as ReplyPart[];
}

/** parseReply plus the assistant's questions for missing facts, each with its quick answers. */
export function replyParts(reply: string): RichReplyPart[] {
  return splitReply(reply, true);
}

/** The reply text for parts: markdown as it was, suggestions and questions in their canonical format. */
export function formatReply(parts: readonly RichReplyPart[]): string {
  return parts
    .map((p) =>
      p.kind === 'markdown' ? p.text : p.kind === 'question' ? questionLine(p.text, p.answers) : suggestionText(p.section, p.text, p.score),
    )
    .join('\n\n');
}

/** Only the suggestions of a reply, in order. */
export function suggestionsIn(reply: string): { section: SuggestionSection; text: string; score?: SuggestionScore }[] {
  return parseReply(reply).flatMap((p) =>
    p.kind === 'suggestion' ? [{ section: p.section, text: p.text, ...(p.score ? { score: p.score } : {}) }] : [],
  );
}

/** Only the questions of a reply, in order. */
export function questionsIn(reply: string): { text: string; answers: string[] }[] {
  return replyParts(reply).flatMap((p) => (p.kind === 'question' ? [{ text: p.text, answers: p.answers }] : []));
}
