import { replyParts } from '../../../contract/suggestions';
import { replySection } from '../../../src/domain/chat';

// The section a quick answer is sent with: what the reply it answers is about.

describe('replySection', () => {
  it("is the section of the reply's suggestions", () => {
    expect(
      replySection(replyParts('Suggested The space (86/100, +41): Two bedrooms.\n\nQuestion: Parking? (Quick answers: Free | None)')),
    ).toBe('The space');
  });

  it('is the section the reply names in bold when it suggests nothing', () => {
    const reply =
      "**Guest access** now has 40 characters and scores 30/100.\n\nI can't write a better one yet.\n\nQuestion: Is there a lift?";
    expect(replySection(replyParts(reply))).toBe('Guest access');
  });

  it('is none when the suggestions are for several sections, or nothing names one', () => {
    expect(replySection(replyParts('Suggested Title: Loft by the river\n\nSuggested The space: Two bedrooms.'))).toBeNull();
    expect(
      replySection(replyParts('**Great news**: your listing reads well.\n\nQuestion: Parking? (Quick answers: Free | None)')),
    ).toBeNull();
  });
});
