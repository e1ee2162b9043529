import { extractListing } from '../../../../server/analysis/extract';
import { score } from '../../../../server/analysis/score';
import { report } from '../../../support/report';
import { partsRead } from '../../../support/server/capture-inventory';
import { MIRRORS, PUBLIC_PAGES, readPublicPage, type PublicPage } from '../../../support/server/public-pages';

// Real saved Airbnb pages found in public repositories, read where they sit (a local mirror of each repository;
// nothing is copied here). Where a mirror is not on the machine, the page is not read and the report says so.

const pages = PUBLIC_PAGES.map((page) => ({ page, raw: readPublicPage(page) }));
const read = pages.filter((p): p is { page: PublicPage; raw: string } => p.raw !== null);
for (const { page } of pages.filter((p) => p.raw === null))
  report(`Public saved page NOT read: no mirror of ${page.repo} at commit ${page.commit.slice(0, 7)} under ${MIRRORS} (${page.name}).`);

it('names each page by repository, commit and path, once', () => {
  for (const page of PUBLIC_PAGES)
    expect(page).toMatchObject({ commit: expect.stringMatching(/^[0-9a-f]{40}$/), repo: expect.stringMatching(/^[\w.-]+\/[\w.-]+$/) });
  expect(new Set(PUBLIC_PAGES.map((p) => `${p.repo}:${p.file}`)).size).toBe(PUBLIC_PAGES.length);
});

if (read.length > 0) {
  report(`Public saved pages read from their mirrors: ${read.length} of ${PUBLIC_PAGES.length}.`);

  describe.each(read.map(({ page, raw }) => [page.name, page, raw] as const))('%s', (_name, page, raw) => {
    const result = extractListing(raw, { url: page.url, canonicalUrl: page.url, fetchedAt: '2026-06-01T00:00:00.000Z' });

    it('is read as a listing, with every part the page shows', () => {
      expect(result.status).toBe('listing');
      if (result.status !== 'listing') return;
      expect(
        partsRead(result.content, page.shown)
          .filter((p) => !p.read)
          .map((p) => p.part),
      ).toEqual([]);
    });
  });
}

const issuePage = read.find(({ page }) => page.repo === 'flyingmermaidd/Airbnb_Trends_Analysis');
if (issuePage) {
  // The page of the report: a 2025 listing saved from Chrome after clicking through from the home page.
  describe('the 2025 saved page of the report, scored', () => {
    const result = extractListing(issuePage.raw, {
      url: issuePage.page.url,
      canonicalUrl: issuePage.page.url,
      fetchedAt: '2026-06-01T00:00:00.000Z',
    });
    const content = result.status === 'listing' ? result.content : null;
    const r = content ? score(content).recommendations : null;
    const check = (id: string) => r!.checks.find((c) => c.id === id)!;

    it('splits the description at its headings, so the Listing Description is within 500 characters and nothing says to cut it', () => {
      expect(Object.keys(content!.descriptionSections)).toEqual(['Listing Description', 'The space', 'Guest access']);
      expect(content!.descriptionSections['Listing Description']!.length).toBeLessThanOrEqual(500);
      expect(r!.checks.filter((c) => /^Cut \d/.test(c.fix ?? '')).map((c) => c.id)).toEqual([]);
      expect(check('description.theSpace.present').fix).toBeNull();
      expect(check('description.guestAccess.present').fix).toBeNull();
    });

    it('judges 65 amenities and 32 photos, as the page states, saying what it could not see', () => {
      expect(check('amenities.count')).toMatchObject({ points: 20, maxPoints: 20 });
      expect(check('amenities.count').evidence).toMatch(
        /^65 amenities, as the page states\. The page we read shows 5; the other 60 could not be seen/,
      );
      expect(check('photos.count')).toMatchObject({ points: 25, maxPoints: 25 });
      expect(content!.photos).toHaveLength(32);
    });

    it('reads the house rules, the Safety & property lines and the cancellation summary', () => {
      expect(content!.houseRules).toHaveLength(3);
      expect([content!.checkIn, content!.checkOut]).toEqual(['after 3:00 p.m.', 'before 11:00 a.m.']);
      expect(check('amenities.smoke-alarm').fix).toBeNull();
      expect(check('amenities.co-alarm').fix).toBeNull();
      // The exterior cameras are disclosed, without saying where.
      expect(check('amenities.cameras').evidence).toMatch(/^Declares "Exterior security cameras on property"/);
      expect(content!.cancellationPolicy).toMatch(/^Free cancellation before/);
    });
  });
} else {
  report('The 2025 saved page of the report (flyingmermaidd/Airbnb_Trends_Analysis) was NOT read: its mirror is not here.');
}
