// The platform's content rules as the compliance report states them: contact details before a booking, and
// shouting capitals, emoji or repeated punctuation. They stay in the report whether or not the calibrated rubric
// gives their checks points, and a report item names a check only while that check carries points.
import type { ComplianceItem, ListingContent } from '../../../contract/wire';
import { score } from '../../../server/analysis/score';
import { blankListing } from './fixtures';
import { prose } from './helpers';

function contentItems(overrides: Partial<ListingContent>): ComplianceItem[] {
  return score(blankListing(overrides)).recommendations.compliance!.items.filter((i) => i.topic === 'content');
}

const item = (items: ComplianceItem[], id: string) => items.find((i) => i.id === id);
const sections = (summary: string, others: Partial<Record<'The space' | 'Guest access' | 'Other things to note', string>> = {}) => ({
  descriptionSections: { 'Listing Description': summary, ...others },
});

describe('contact details', () => {
  it('are a problem in the Listing Description although that check now carries no points', () => {
    const listing = blankListing({ title: 'Loft in Lisbon', ...sections(`${prose(380)} Write to ana@example.com for a discount.`) });
    const { recommendations } = score(listing);
    expect(recommendations.checks.some((c) => c.id === 'description.listingDescription.contact-details')).toBe(false);
    const items = recommendations.compliance!.items.filter((i) => i.topic === 'content');
    expect(item(items, 'content.contact-details')).toMatchObject({
      status: 'problem',
      severity: 'warning',
      title: "Contact details in the listing's text",
      evidence: 'Listing Description contains e-mail address "ana@example.com".',
      // No check carrying points stands behind it: the rule alone does.
      checkId: null,
    });
    expect(item(items, 'content.contact-details')!.consequence).toBe(
      'Airbnb does not allow contact details before a booking is confirmed and hides those it finds; channel managers reject the text when they sync it.',
    );
  });

  it('name the check that still withholds points for them in another section', () => {
    const items = contentItems({
      title: 'Loft in Lisbon',
      ...sections(prose(380), { 'Other things to note': `${prose(360)} Call +351 912 345 678 on arrival.` }),
    });
    expect(item(items, 'content.contact-details')).toMatchObject({
      status: 'problem',
      evidence: 'Other things to note contains phone number "+351 912 345 678".',
      checkId: 'description.otherDetails.contact-details',
    });
  });

  it('are looked for in the title too, which no scored check does', () => {
    const items = contentItems({ title: 'Loft in Lisbon, call 912 345 678', ...sections(prose(380)) });
    expect(item(items, 'content.contact-details')).toMatchObject({
      status: 'problem',
      evidence: 'Title contains phone number "912 345 678".',
    });
  });

  it('are reported as in order when the texts have none, and not at all when there is no text to read', () => {
    expect(item(contentItems({ title: 'Loft in Lisbon', ...sections(prose(380)) }), 'content.contact-details')).toMatchObject({
      status: 'ok',
      severity: null,
      fix: null,
      consequence: null,
    });
    expect(item(contentItems({ title: null, descriptionSections: {} }), 'content.contact-details')).toBeUndefined();
  });
});

describe('writing', () => {
  it('reports capitals in the title, whose check carries no points, with the emoji whose check does', () => {
    const items = contentItems({ title: 'AMAZING loft ✨ in Lisbon', ...sections(prose(380)) });
    const writing = item(items, 'content.writing')!;
    expect(writing).toMatchObject({ status: 'warning', severity: 'warning', checkId: 'title.no-emoji-symbols' });
    expect(writing.evidence).toBe('Title: Words in capitals: "AMAZING". Title: Found emoji "✨".');
  });

  it('reports shouting in the Listing Description with no check behind it', () => {
    const items = contentItems({ title: 'Loft in Lisbon', ...sections(`${prose(380)} BOOK NOW!!!`) });
    expect(item(items, 'content.writing')).toMatchObject({ status: 'warning', checkId: null });
    expect(item(items, 'content.writing')!.evidence).toMatch(/^Listing Description has /);
  });
});
