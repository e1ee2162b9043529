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

export type ReplyPart = { kind: 'markdown'; text: string } | { kind: 'suggestion'; section: SuggestionSection; text: string };

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

/** One suggestion line as the protocol writes it. Line breaks inside the text become spaces. */
export function suggestionLine(section: SuggestionSection, text: string): string {
  return `Suggested ${section}: ${text.replace(/\s+/g, ' ').trim()}`;
}

// Longest names first, so 'Title' never shadows a longer name that starts the same way.
const SECTION_PATTERN = [...SUGGESTION_SECTIONS]
  .sort((a, b) => b.length - a.length)
  .map((s) => s.replace(/ /g, '\\s+'))
  .join('|');

// Models often decorate the line ('- **Suggested Title:** ...'); the decoration is tolerated, the words are not
// negotiable: 'Suggested', a known section, a colon, then the text on the same line.
const SUGGESTION_LINE = new RegExp(
  `^\\s{0,3}(?:[-*+]\\s+|\\d{1,2}[.)]\\s+)?(?:\\*\\*|__)?Suggested\\s+(${SECTION_PATTERN})\\s*(?:\\*\\*|__)?\\s*:\\s*(?:\\*\\*|__)?\\s*(.+?)\\s*$`,
  'i',
);

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

/**
 * Splits a reply into ordered parts: runs of markdown lines, and one part per suggestion line. Lines inside
 * fenced code blocks are never suggestions. Blank-only markdown runs are dropped.
 */
export function parseReply(reply: string): ReplyPart[] {
  const parts: ReplyPart[] = [];
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
  for (const line of reply.replace(/\r\n?/g, '\n').split('\n')) {
    if (/^\s{0,3}(```|~~~)/.test(line)) inFence = !inFence;
    const match = inFence ? null : SUGGESTION_LINE.exec(line);
    const text = match ? cleanSuggestionText(match[2]!) : '';
    if (match && text !== '') {
      flush();
      parts.push({ kind: 'suggestion', section: canonicalSection(match[1]!), text });
    } else {
      pending.push(line);
    }
  }
  flush();
  return parts;
}

/** The reply text for parts: markdown as it was, suggestions in the canonical line format. */
export function formatReply(parts: readonly ReplyPart[]): string {
  return parts.map((p) => (p.kind === 'markdown' ? p.text : suggestionLine(p.section, p.text))).join('\n\n');
}

/** Only the suggestions of a reply, in order. */
export function suggestionsIn(reply: string): { section: SuggestionSection; text: string }[] {
  return parseReply(reply).flatMap((p) => (p.kind === 'suggestion' ? [{ section: p.section, text: p.text }] : []));
}
