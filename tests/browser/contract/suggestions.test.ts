import {
  approvedTextFor,
  approvedTextKey,
  chatTopicOf,
  formatReply,
  parseReply,
  questionLine,
  questionsIn,
  replyParts,
  SUGGESTION_SECTIONS,
  suggestionLine,
  suggestionSectionOf,
  suggestionsIn,
  suggestionText,
} from '../../../contract/suggestions';

describe('parseReply', () => {
  it('keeps a reply without suggestions as one markdown part', () => {
    const reply = 'Your title is **46 characters**.\n\n- It names the balcony\n- It names the view';
    expect(parseReply(reply)).toEqual([{ kind: 'markdown', text: reply }]);
  });

  it('splits markdown and several suggestions into ordered parts', () => {
    const reply = [
      'Here are two options:',
      '',
      'Suggested Title: 2-Bedroom Apartment in Lisbon with Balcony',
      'Suggested Title: Apartment in Lisbon with Balcony and City View',
      '',
      'And a summary:',
      'Suggested Listing Description: An apartment for up to 4 guests in Lisbon. It has 2 bedrooms.',
      '',
      'Copy one to approve it.',
    ].join('\n');
    expect(parseReply(reply)).toEqual([
      { kind: 'markdown', text: 'Here are two options:' },
      { kind: 'suggestion', section: 'Title', text: '2-Bedroom Apartment in Lisbon with Balcony' },
      { kind: 'suggestion', section: 'Title', text: 'Apartment in Lisbon with Balcony and City View' },
      { kind: 'markdown', text: 'And a summary:' },
      { kind: 'suggestion', section: 'Listing Description', text: 'An apartment for up to 4 guests in Lisbon. It has 2 bedrooms.' },
      { kind: 'markdown', text: 'Copy one to approve it.' },
    ]);
  });

  it('reads every section name the listing detail screen uses', () => {
    const reply = SUGGESTION_SECTIONS.map((s) => `Suggested ${s}: text for ${s}`).join('\n');
    expect(suggestionsIn(reply)).toEqual(SUGGESTION_SECTIONS.map((s) => ({ section: s, text: `text for ${s}` })));
  });

  it('leaves lines that merely mention "Suggested" as markdown', () => {
    const reply = [
      'Suggested changes below.',
      'The suggested title is shorter.',
      'I Suggested Title: this is not at the start of the line',
      'Suggested Title - missing its colon',
      'Suggested Title:',
    ].join('\n');
    expect(parseReply(reply)).toEqual([{ kind: 'markdown', text: reply }]);
  });

  it('does not turn unknown section names into cards', () => {
    const reply = 'Suggested Neighbourhood: Quiet street near the river.\nSuggested Photos: Reorder them.';
    expect(suggestionsIn(reply)).toEqual([]);
    expect(parseReply(reply)).toEqual([{ kind: 'markdown', text: reply }]);
  });

  it('tolerates the decoration models add, and normalises the section name', () => {
    const reply = [
      '- **Suggested Title:** Cabin in Asheville with Hot Tub',
      '**Suggested the space: The cabin sleeps up to 6 guests.**',
      '1. Suggested GUEST ACCESS: "Guests have the whole cabin to themselves."',
      '  Suggested House   Rules : Quiet hours 10 PM to 8 AM.',
    ].join('\n');
    expect(suggestionsIn(reply)).toEqual([
      { section: 'Title', text: 'Cabin in Asheville with Hot Tub' },
      { section: 'The space', text: 'The cabin sleeps up to 6 guests.' },
      { section: 'Guest access', text: 'Guests have the whole cabin to themselves.' },
      { section: 'House Rules', text: 'Quiet hours 10 PM to 8 AM.' },
    ]);
  });

  it('keeps inner quotes of a text that is not wrapped in quotes', () => {
    expect(suggestionsIn('Suggested Title: "Casa" near the "Old Town"')).toEqual([
      { section: 'Title', text: '"Casa" near the "Old Town"' },
    ]);
  });

  it('ignores suggestion lines inside fenced code blocks and quotes', () => {
    const reply = ['```', 'Suggested Title: inside a fence', '```', '> Suggested Title: a quoted line', 'Suggested Title: a real one'].join(
      '\n',
    );
    expect(suggestionsIn(reply)).toEqual([{ section: 'Title', text: 'a real one' }]);
    expect(parseReply(reply)[0]).toEqual({
      kind: 'markdown',
      text: '```\nSuggested Title: inside a fence\n```\n> Suggested Title: a quoted line',
    });
  });

  it('handles Windows line endings and drops blank-only runs', () => {
    expect(parseReply('\r\n\r\nSuggested Title: A\r\n\r\n')).toEqual([{ kind: 'suggestion', section: 'Title', text: 'A' }]);
  });

  it('formats parts back into a reply the parser reads the same way', () => {
    const parts = parseReply('Intro\n- **Suggested Title:** Cabin with Hot Tub\nOutro');
    const again = formatReply(parts);
    expect(again).toBe('Intro\n\nSuggested Title: Cabin with Hot Tub\n\nOutro');
    expect(parseReply(again)).toEqual(parts);
  });
});

describe('scores, line breaks and questions', () => {
  it("reads the rubric's score a suggestion line carries, in either written form", () => {
    const reply = [
      'Suggested The space (86/100, +41): The loft sleeps four.',
      'Suggested Title — 100/100, +0: Loft in Alfama with River View',
      '**Suggested Guest access (70/100):** Guests have the whole loft.',
    ].join('\n');
    expect(suggestionsIn(reply)).toEqual([
      { section: 'The space', text: 'The loft sleeps four.', score: { value: 86, change: 41 } },
      { section: 'Title', text: 'Loft in Alfama with River View', score: { value: 100, change: 0 } },
      { section: 'Guest access', text: 'Guests have the whole loft.', score: { value: 70, change: null } },
    ]);
  });

  it('keeps reading replies written before scores existed, without a score', () => {
    expect(parseReply('Suggested Title: Cabin with Hot Tub')).toEqual([
      { kind: 'suggestion', section: 'Title', text: 'Cabin with Hot Tub' },
    ]);
  });

  it('reads a suggestion whose text follows as a quote block, keeping its paragraphs and list', () => {
    const reply = [
      'Here it is:',
      'Suggested The space (92/100, +10):',
      '> The loft fills the top floor.',
      '>',
      '> • Kitchen: oven and kettle.',
      '> • Bedroom: a queen bed.',
      'Copy it to approve it.',
    ].join('\n');
    expect(parseReply(reply)).toEqual([
      { kind: 'markdown', text: 'Here it is:' },
      {
        kind: 'suggestion',
        section: 'The space',
        text: 'The loft fills the top floor.\n\n• Kitchen: oven and kettle.\n• Bedroom: a queen bed.',
        score: { value: 92, change: 10 },
      },
      { kind: 'markdown', text: 'Copy it to approve it.' },
    ]);
  });

  it('writes a text with line breaks as a quote block that reads back the same, and a one-line text as one line', () => {
    const text = 'First paragraph.\n\n- one\n- two';
    const written = suggestionText('The space', text, { value: 88, change: 12 });
    expect(written).toBe('Suggested The space (88/100, +12):\n> First paragraph.\n>\n> - one\n> - two');
    expect(suggestionsIn(written)).toEqual([{ section: 'The space', text, score: { value: 88, change: 12 } }]);
    expect(suggestionText('Title', 'Loft in Alfama')).toBe('Suggested Title: Loft in Alfama');
  });

  it('reads questions with their quick answers, and leaves them as text for a screen that shows only cards', () => {
    const reply = [
      'To raise it further, tell me:',
      'Question: Where can guests park? (Quick answers: Free street parking | Paid parking nearby | There is no parking)',
      'Question: Which places nearby do guests ask about?',
    ].join('\n');
    expect(questionsIn(reply)).toEqual([
      { text: 'Where can guests park?', answers: ['Free street parking', 'Paid parking nearby', 'There is no parking'] },
      { text: 'Which places nearby do guests ask about?', answers: [] },
    ]);
    expect(replyParts(reply).map((p) => p.kind)).toEqual(['markdown', 'question', 'question']);
    expect(parseReply(reply)).toEqual([{ kind: 'markdown', text: reply }]);
  });

  it('formats questions back into lines the parser reads the same way', () => {
    const line = questionLine('Are pets allowed?', ['Pets are allowed', 'No pets']);
    expect(line).toBe('Question: Are pets allowed? (Quick answers: Pets are allowed | No pets)');
    const parts = replyParts(`Intro\n${line}\nSuggested Title (90/100, +5): A`);
    expect(replyParts(formatReply(parts))).toEqual(parts);
  });
});

describe('suggestionLine', () => {
  it('writes one line even when the text has line breaks', () => {
    expect(suggestionLine('The space', 'First line.\nSecond line.')).toBe('Suggested The space: First line. Second line.');
  });
});

describe('section names and approved-text keys', () => {
  it('keys approved texts like the description section scores', () => {
    expect(SUGGESTION_SECTIONS.map(approvedTextKey)).toEqual([
      'title',
      'listingDescription',
      'theSpace',
      'guestAccess',
      'otherDetails',
      'houseRules',
    ]);
  });

  it('reads card names, display names and keys in any case', () => {
    expect(chatTopicOf('The space (Your Property)')).toBe('The space');
    expect(chatTopicOf('theSpace')).toBe('The space');
    expect(chatTopicOf('  house rules ')).toBe('House Rules');
    expect(chatTopicOf('Photos')).toBe('Photos');
    expect(chatTopicOf('Guest Safety')).toBe('Guest Safety');
    expect(chatTopicOf('Neighbourhood')).toBeNull();
    expect(chatTopicOf(null)).toBeNull();
    expect(suggestionSectionOf('Photos')).toBeNull();
    expect(suggestionSectionOf('otherDetails')).toBe('Other things to note');
  });

  it('finds an approved text by key or by its section name', () => {
    expect(approvedTextFor({ title: { text: 'A', section: 'Title' } }, 'Title')).toBe('A');
    expect(approvedTextFor({ custom: { text: 'B', section: 'The space' } }, 'The space')).toBe('B');
    expect(approvedTextFor({ 'Guest access': { text: 'C', section: 'Guest access' } }, 'Guest access')).toBe('C');
    expect(approvedTextFor({ title: { text: 'A', section: 'Title' } }, 'House Rules')).toBeNull();
    expect(approvedTextFor(undefined, 'Title')).toBeNull();
  });
});
