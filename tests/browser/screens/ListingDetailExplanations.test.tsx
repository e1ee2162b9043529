import { screen, within } from '@testing-library/react';
import { checksLine, formatGain } from '../../../contract/advice';
import type { AdviceSectionKey, ComplianceReport, GuestFavouriteReadiness, Listing } from '../../../contract/wire';
import ListingDetailScreen from '../../../src/screens/listing-detail/ListingDetailScreen';
import { type RootState } from '../../../src/app/store';
import { makeTestStore } from '../../support/browser/test-store';
import { adviceFor } from '../../support/browser/advice-fixtures';
import { check, listing, photoAnalysis, photoRecommendation, recommendations } from '../../support/browser/listing-fixtures';
import { renderRecording, signedInState } from '../../support/browser/screen-harness';

// What the host reads on the detail screen is the server's advice, as it is: the top fixes first, one score per
// card with its check count and findings (each with its gain in Optimization Score points), the arithmetic
// behind "How this score adds up", the section navigation, local rules and Guest Favourite readiness.

function state(item: Listing): Partial<RootState> {
  const base = makeTestStore({ saga: null }).getState();
  return {
    ...signedInState,
    celebrations: { userId: 'u-1', listingIds: [], open: null },
    screen: { ...base.screen, current: 'listing-detail', listingId: item.id },
    listings: { ...base.listings, byId: { [item.id]: item }, details: { [item.id]: item }, ids: [item.id], listStatus: 'succeeded' },
  };
}

const render = (item: Listing) => renderRecording(<ListingDetailScreen />, state(item));
const section = (name: string) => screen.getByRole('region', { name });

/** The card's headline: the score in its header. */
function headline(card: HTMLElement): number | null {
  const text = card.querySelector('[data-colour]')?.textContent;
  return text ? Number(text.split('/')[0]) : null;
}

// Scores that agree with the checks below, as the server computes them (100 x points / max points).
const recs = recommendations({
  categoryScores: { title: 80, description: 40, photos: 60, amenities: 50, localOptimization: 20, pricing: 100 },
  checks: [
    check({ id: 'title.place', category: 'title', points: 0, maxPoints: 20, fix: 'Add the area.', label: 'names the area' }),
    check({ id: 'title.limit', category: 'title', points: 80, maxPoints: 80, fix: null, label: "within Airbnb's 50-character limit" }),
    check({ id: 'description.theSpace.present', category: 'description', points: 0, maxPoints: 30, fix: 'Write The space.' }),
    check({
      id: 'description.houseRules.present',
      category: 'description',
      points: 40,
      maxPoints: 40,
      fix: null,
      label: 'has house rules',
    }),
    check({ id: 'photos.count', category: 'photos', points: 20, maxPoints: 50, fix: 'Add at least 3 more photos.' }),
    check({ id: 'photos.measured-quality', category: 'photos', points: 40, maxPoints: 50, fix: 'Reshoot the dark photos.' }),
    check({ id: 'amenities.count', category: 'amenities', points: 30, maxPoints: 50, fix: 'Tick every amenity.' }),
    check({ id: 'amenities.smoke-alarm', category: 'amenities', points: 20, maxPoints: 50, fix: 'Fit a smoke alarm.' }),
    check({
      id: 'local.neighbourhood',
      category: 'localOptimization',
      points: 20,
      maxPoints: 100,
      fix: 'Write the Neighbourhood section.',
    }),
    check({ id: 'pricing.cancellation-policy', category: 'pricing', points: 5, maxPoints: 5, fix: null, label: 'a flexible policy' }),
  ],
});
// With the calibrated weights (title 6, description 24, photos 30, amenities 34, location 1, pricing 5):
// 6 x 80 + 24 x 40 + 30 x 60 + 34 x 50 + 1 x 20 + 5 x 100 = 5460: 54.6, rounded 55.
const scored = (overrides: Partial<Listing> = {}) => listing({ id: 'l-1', seoScore: 55, recommendations: recs, ...overrides });
const advice = recs.advice!;

const CARDS: [AdviceSectionKey, string][] = [
  ['photos', 'Photos'],
  ['title', 'Title'],
  ['theSpace', 'The space (Your Property)'],
  ['location', 'Location'],
  ['amenities', 'Amenities'],
  ['safety', 'Guest Safety'],
  ['houseRules', 'House Rules'],
  ['pricing', 'Pricing'],
];

describe('listing detail: the few actions first', () => {
  it('opens with the top fixes, before the arithmetic and the section cards', () => {
    render(scored());
    const regions = screen.getAllByRole('region').map((r) => r.getAttribute('aria-labelledby'));
    expect(regions.indexOf('top-fixes-title')).toBeLessThan(regions.indexOf('section-photos-title'));
    const fixes = screen.getAllByTestId('top-fix');
    expect(fixes).toHaveLength(advice.topFixes.length);
    advice.topFixes.forEach((fix, i) => {
      expect(fixes[i]).toHaveTextContent(formatGain(fix.gain));
      expect(within(fixes[i]!).getByTestId('top-fix-action')).toHaveTextContent(fix.action);
    });
    expect(screen.getByTestId('top-fixes')).toHaveTextContent('Each gain is in Optimization Score points');
  });

  it('opens the chat on the section of a top fix', async () => {
    const { user, dispatched } = render(scored());
    const first = advice.topFixes[0]!;
    const name = advice.sections.find((s) => s.key === first.section)!.name;
    await user.click(within(screen.getAllByTestId('top-fix')[0]!).getByRole('button', { name: `Work on ${name} in the chat` }));
    expect(dispatched('screen/navigationRequested').at(-1)!.payload).toMatchObject({
      screen: 'chat',
      listingId: 'l-1',
      chatFromListing: true,
    });
  });

  it('offers the import, not the chat, for what the page we read did not show', async () => {
    const notOnPage = {
      ...advice.topFixes[0]!,
      id: 'page.import',
      notOnPage: true,
      action: 'Import the page ("Import the page instead").',
    };
    const { user, dispatched } = render(scored({ recommendations: { ...recs, advice: { ...advice, topFixes: [notOnPage] } } }));
    const row = screen.getByTestId('top-fix');
    expect(row).toHaveTextContent('Not on the page we read');
    await user.click(within(row).getByRole('button', { name: 'Import the page' }));
    expect(dispatched('pageImport/pageImportOpened')).toHaveLength(1);
  });

  it('keeps how the score adds up closed until asked for', async () => {
    const { user } = render(scored());
    expect(screen.queryByRole('table', { name: 'How the Optimization Score adds up' })).not.toBeInTheDocument();
    await user.click(within(screen.getByTestId('score-breakdown')).getByRole('button', { name: 'How this score adds up' }));
    const table = screen.getByRole('table', { name: 'How the Optimization Score adds up' });
    const rows = within(table)
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(rows).toContain('Photos60/100× 30 %18.0');
    expect(rows).toContain('Amenities and safety50/100× 34 %17.0');
    expect(rows).toContain('Location20/100× 1 %0.2');
    expect(rows).toContain('Pricing100/100× 5 %5.0');
    expect(within(table).getByTestId('breakdown-total')).toHaveTextContent('54.6, rounded: 55');
  });

  it('jumps to a part of the page from the section navigation and moves focus to its heading', async () => {
    const { user } = render(scored());
    const nav = screen.getByRole('navigation', { name: 'Parts of this page' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Summary', 'Photos', 'Text', 'Amenities', 'Rules', 'Market', 'History']);
    await user.click(within(nav).getByRole('link', { name: 'Rules' }));
    expect(document.activeElement).toBe(within(section('House Rules')).getByRole('heading', { name: 'House Rules' }));
    await user.click(within(nav).getByRole('link', { name: 'Photos' }));
    expect(document.activeElement).toHaveTextContent('Photos');
    expect(document.activeElement?.id).toBe('section-photos-title');
    await user.click(within(nav).getByRole('link', { name: 'Market' }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Your market' }));
  });
});

describe('listing detail: one number per card, the server’s', () => {
  it.each(CARDS)('the %s card shows the advice’s score, check count and findings, each with its gain', (key, name) => {
    render(scored());
    const card = section(name);
    const s = advice.sections.find((x) => x.key === key)!;
    expect(headline(card)).toBe(s.score);
    if (s.total > 0) expect(within(card).getByTestId('explanation-line')).toHaveTextContent(checksLine(s.passed, s.total));
    const findings = within(card).queryAllByTestId('finding');
    expect(findings).toHaveLength(s.findings.length);
    s.findings.forEach((f, i) => {
      expect(findings[i]).toHaveTextContent(formatGain(f.gain));
      expect(findings[i]).toHaveTextContent(f.fix);
    });
    if (s.verdict) expect(within(card).getByTestId('verdict')).toHaveTextContent(s.verdict);
  });

  it('says "Nothing to fix here" only on a card at 100', () => {
    render(scored());
    for (const [key, name] of CARDS) {
      const s = advice.sections.find((x) => x.key === key)!;
      const says = within(section(name)).queryByText('Nothing to fix here.') !== null;
      expect({ key, says }).toEqual({ key, says: s.score === 100 && s.findings.length === 0 });
    }
  });

  it('names a borrowed score and the cards that share it', () => {
    render(scored());
    expect(within(section('Guest Safety')).getByTestId('explanation-line')).toHaveTextContent(
      'The Amenities and safety score, shared with Amenities.',
    );
    expect(within(section('House Rules')).getByTestId('explanation-line')).toHaveTextContent('The Description and house rules score.');
  });

  it('marks a section the page we read did not show, never as missing', () => {
    const notShown = adviceFor(recs);
    notShown.sections.find((s) => s.key === 'theSpace')!.notOnPage = true;
    render(scored({ recommendations: { ...recs, advice: notShown } }));
    const card = section('The space (Your Property)');
    expect(card).toHaveTextContent('Not on the page we read');
    expect(within(card).queryByText('Missing')).not.toBeInTheDocument();
  });

  it('the Photos card names the photo analysis’ rating apart from its score, and says how they differ', () => {
    const withQuality = adviceFor(recs, {
      photoQuality: {
        score: 38,
        label: 'Needs improvement',
        deductions: [{ reason: 'fewer than 7 photos', points: 15 }],
        inPhotosScore: { points: 40, maxPoints: 50 },
      },
    });
    const photos = {
      byListing: {
        'l-1': {
          analyses: [0, 1, 2].map((i) => photoAnalysis(i)),
          recommendation: photoRecommendation({ overallPhotoScore: 38 }),
          recommendationStatus: 'succeeded',
          analyzeStatus: 'idle',
          error: null,
        },
      },
    } as RootState['photos'];
    renderRecording(<ListingDetailScreen />, { ...state(scored({ recommendations: { ...recs, advice: withQuality } })), photos });
    const card = within(section('Photos'));
    expect(card.getByTestId('photo-quality')).toHaveTextContent('Photo quality38/100Needs improvement');
    expect(card.getByTestId('photo-quality-note')).toHaveTextContent(
      "The photo analysis' rating of the photos themselves, with the cover and the first five counting most. Taken off for the set as a whole: 15 for fewer than 7 photos. It is not the Photos score (60/100), which counts toward the Optimization Score and also rates how many photos there are, their sizes, the cover and the room tour; the measured photos carry 40 of 50 Photos points in it.",
    );
    // The photo analysis' advice is in the findings, once: no second list of critical issues.
    expect(card.queryByText('Critical issues')).not.toBeInTheDocument();
  });

  it('the Photos card says why no photo could be measured, with no score and no thumbnails standing in', () => {
    const reason =
      'None of your photos could be downloaded (the site answered with HTTP 404). Check that the listing\'s photos are public, then press "Re-analyze Photos".';
    const photos = {
      byListing: {
        'l-1': {
          analyses: [0, 1].map((i) =>
            photoAnalysis(i, {
              overallScore: 0,
              width: null,
              height: null,
              error: 'Could not analyse this photo: The site answered with HTTP 404.',
            }),
          ),
          recommendation: photoRecommendation({
            overallPhotoScore: 0,
            criticalIssues: [],
            improvements: [],
            strengths: [],
            unmeasured: reason,
          }),
          recommendationStatus: 'succeeded',
          analyzeStatus: 'idle',
          error: null,
        },
      },
    } as RootState['photos'];
    renderRecording(<ListingDetailScreen />, { ...state(scored()), photos });
    const card = within(section('Photos'));
    expect(card.getByTestId('photos-unmeasured')).toHaveTextContent(`Your photos could not be measured${reason}`);
    expect(card.queryByTestId('photo-quality')).not.toBeInTheDocument();
    expect(card.queryByText('0/100')).not.toBeInTheDocument();
    expect(card.queryByTestId('key-photos')).not.toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Re-analyze Photos' })).toBeEnabled();
  });

  it('says nothing internal: no spec sections, file names or tags', async () => {
    const internal = check({
      id: 'description.listingDescription.length',
      category: 'description',
      source: "This product's section guidance (spec section 9): 350-750 characters [3P]; Registration rules table (docs/scoring.md)",
    });
    const withInternal = recommendations({ ...recs, advice: undefined, checks: [...recs.checks, internal] });
    const { user } = render(listing({ id: 'l-1', seoScore: 55, recommendations: withInternal }));
    for (const button of within(section('Listing Description')).getAllByRole('button', { name: /How this score adds up/ }))
      await user.click(button);
    expect(within(section('Listing Description')).getByText("This product's section guidance: 350-750 characters")).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/spec section|docs\/|\[(O|CM|V|3P|R)\]|description\.listingDescription/);
  });
});

const compliance = (overrides: Partial<ComplianceReport> = {}): ComplianceReport => ({
  place: 'Milan, Lombardy, Italy',
  registration: null,
  rulesCheckedOn: '2026-11-25',
  items: [
    {
      id: 'registration',
      topic: 'registration',
      status: 'problem',
      severity: 'critical',
      title: "The listing does not show Italy's CIN",
      evidence: "Italy's CIN was not found on the page.",
      fix: 'Show your CIN in the Registration details of the listing.',
      consequence: 'Fines up to €8,000.',
      source: 'Italy: Decreto-legge 145/2023, art. 13-ter (2023-12-15) [L]',
      links: [{ title: 'Decreto-legge 145/2023', url: 'https://www.normattiva.it/' }],
      checkId: 'description.registration-number',
    },
    {
      id: 'cameras',
      topic: 'cameras',
      status: 'ok',
      severity: null,
      title: 'No cameras or noise monitors declared or mentioned',
      evidence: 'No cameras declared.',
      fix: null,
      consequence: null,
      source: 'Airbnb Help 887 [O]',
      checkId: 'amenities.cameras',
    },
  ],
  ...overrides,
});

const readiness: GuestFavouriteReadiness = {
  status: 'held-back',
  headline: 'Guest Favourite: Cleanliness (4.6) holds the listing back.',
  rating: 4.8,
  reviewCount: 40,
  categories: [
    { key: 'cleanliness', label: 'Cleanliness', rating: 4.6, holdsBack: true, advice: 'Add a cleaning checklist.' },
    { key: 'accuracy', label: 'Accuracy', rating: 4.9, holdsBack: false, advice: null },
  ],
  criteria: ['At least 5 reviews in the past 4 years.'],
  caveat: 'Airbnb does not publish exact cut-offs.',
  source: 'Airbnb Resource 642 [O]',
};

describe('listing detail: the summary', () => {
  it('adds a listing analysed with a rubric before calibration up with the weights it was scored with', async () => {
    // The server's advice of such a score keeps that rubric's weights (tests/server/score/advice-weights.test.ts).
    const old = recommendations({ ...recs, rubricVersion: '2026.11-3', advice: undefined });
    const { user } = render(listing({ id: 'l-1', seoScore: 55, recommendations: old }));
    await user.click(within(screen.getByTestId('score-breakdown')).getByRole('button', { name: 'How this score adds up' }));
    const table = screen.getByRole('table', { name: 'How the Optimization Score adds up' });
    const rows = within(table)
      .getAllByRole('row')
      .map((r) => r.textContent);
    // 15 x 80 + 25 x 40 + 30 x 60 + 15 x 50 + 10 x 20 + 5 x 100 = 5450: still its 55.
    expect(rows).toContain('Title80/100× 15 %12.0');
    expect(rows).toContain('Location20/100× 10 %2.0');
    expect(within(table).getByTestId('breakdown-total')).toHaveTextContent('54.5, rounded: 55');
    expect(section('Description')).toHaveTextContent('count in Description and house rules: 40/100, 25 % of the score');
  });

  it('shows what real listings show under a finding, and the caveat and source once per card', () => {
    const evidence = (claim: string) => ({ claim, source: 'Inside Airbnb (insideairbnb.com), Antwerp 2024-06, CC BY 4.0' });
    const withEvidence = recommendations({
      ...recs,
      advice: undefined,
      checks: recs.checks.map((c) =>
        c.id === 'amenities.count'
          ? {
              ...c,
              marketEvidence: evidence(
                'Listings in Antwerp with 50 or more amenities listed get 2.5x the reviews per month of those with fewer than 20.',
              ),
            }
          : c.id === 'amenities.smoke-alarm'
            ? {
                ...c,
                marketEvidence: evidence(
                  'Listings in Antwerp that declare a smoke alarm get 1.6x the reviews per month of those that do not.',
                ),
              }
            : c,
      ),
    });
    render(listing({ id: 'l-1', seoScore: 55, recommendations: withEvidence }));
    const card = section('Amenities');
    expect(
      within(card)
        .getAllByTestId('fix-evidence')
        .map((e) => e.textContent),
    ).toEqual(['Listings in Antwerp with 50 or more amenities listed get 2.5x the reviews per month of those with fewer than 20.']);
    // The claim sits in its finding, under what was found.
    expect(within(within(card).getByTestId('finding')).getByTestId('fix-evidence')).toBeInTheDocument();
    expect(within(card).getByTestId('fix-evidence-source')).toHaveTextContent(
      'Figures from real listings are correlations across listings, not a promise for yours. Source: Inside Airbnb (insideairbnb.com), Antwerp 2024-06, CC BY 4.0.',
    );
    // The Guest Safety card shows the smoke alarm's claim, with its own one source line.
    expect(within(section('Guest Safety')).getAllByTestId('fix-evidence-source')).toHaveLength(1);
    // A card whose findings have no evidence says nothing about it.
    expect(within(section('Title')).queryByTestId('fix-evidence-source')).toBeNull();
  });

  it('shows the registration rule with its evidence, fix, seriousness and linked source', () => {
    render(listing({ id: 'l-1', seoScore: 55, recommendations: { ...recs, compliance: compliance() } }));
    const item = screen.getByTestId('compliance-registration');
    expect(item).toHaveTextContent("The listing does not show Italy's CIN");
    expect(item).toHaveTextContent('How serious: Serious: can cost you the listing or a fine');
    expect(item).toHaveTextContent('What to do: Show your CIN in the Registration details of the listing.');
    expect(item).toHaveTextContent('What is at stake: Fines up to €8,000.');
    expect(item).toHaveTextContent('(The law or the public authority)');
    expect(within(item).getByRole('link', { name: 'Decreto-legge 145/2023' })).toHaveAttribute('href', 'https://www.normattiva.it/');
    expect(screen.getByTestId('compliance')).toHaveTextContent(
      'Checked for Milan, Lombardy, Italy. In the Optimization Score: the registration number (Description and house rules), cameras (Amenities and safety).',
    );
  });

  it('names the rules card as the section navigation and the advice name it', () => {
    render(listing({ id: 'l-1', seoScore: 55, recommendations: { ...recs, compliance: compliance() } }));
    const nav = screen.getByRole('navigation', { name: 'Parts of this page' });
    const chip = within(nav).getByRole('link', { name: 'Local rules' });
    expect(chip).toHaveAttribute('href', '#section-local-rules');
    expect(screen.getByRole('heading', { name: 'Local rules and safety' })).toBeInTheDocument();
  });

  it('says which rules are not part of the score, so none is said to be scored that is not', () => {
    const report = compliance();
    const unscoredCameras = { ...report, items: report.items.map((i) => (i.topic === 'cameras' ? { ...i, checkId: null } : i)) };
    const { unmount } = render(listing({ id: 'l-1', seoScore: 55, recommendations: { ...recs, compliance: unscoredCameras } }));
    expect(screen.getByTestId('compliance')).toHaveTextContent(
      'In the Optimization Score: the registration number (Description and house rules). The rest is not scored: these are rules to keep, whatever the score says.',
    );
    unmount();
    const none = { ...report, items: report.items.map((i) => ({ ...i, checkId: null })) };
    render(listing({ id: 'l-1', seoScore: 55, recommendations: { ...recs, compliance: none } }));
    expect(screen.getByTestId('compliance')).toHaveTextContent(
      'None of these is part of the Optimization Score: they are rules to keep, whatever the score says.',
    );
  });

  it('says the registration rule could not be checked when the place is unknown, and nothing when there is no report', () => {
    const unknown = compliance({
      place: null,
      items: [
        {
          id: 'registration',
          topic: 'registration',
          status: 'unchecked',
          severity: null,
          title: 'Registration rules could not be checked',
          evidence: 'The page does not say where the listing is.',
          fix: 'Make sure the listing’s location is set in Airbnb, then run the analysis again.',
          consequence: null,
          source: 'Registration rules table (docs/scoring.md)',
          checkId: 'description.registration-number',
        },
      ],
    });
    const { unmount } = render(listing({ id: 'l-1', seoScore: 55, recommendations: { ...recs, compliance: unknown } }));
    expect(screen.getByTestId('compliance-registration')).toHaveTextContent('Could not be checked');
    expect(screen.getByTestId('compliance-registration')).toHaveTextContent("This product's table of local registration rules");
    unmount();
    render(scored());
    expect(screen.queryByTestId('compliance')).toBeNull();
  });

  it('shows Guest Favourite readiness, what holds it back and that it is not in the score', () => {
    render(listing({ id: 'l-1', seoScore: 55, recommendations: { ...recs, guestFavourite: readiness } }));
    const panel = screen.getByTestId('guest-favourite');
    expect(panel).toHaveTextContent('Guest Favourite: Cleanliness (4.6) holds the listing back.');
    expect(panel).toHaveTextContent('Not part of the Optimization Score.');
    expect(within(panel).getByText('Cleanliness 4.6 · Holds it back')).toBeInTheDocument();
    expect(panel).toHaveTextContent('Cleanliness: Add a cleaning checklist.');
  });

  it('marks a score made before the photos were measured as provisional, and says the measured one replaces it once', () => {
    render(scored({ photoCount: 4, scoreProvisional: true }));
    expect(screen.getByTestId('score-provisional')).toHaveTextContent('Provisional');
    expect(screen.getByTestId('photos-measuring')).toHaveTextContent(
      'Your photos are still being measured. This score is provisional: the measured one replaces it once, when they are done.',
    );
    expect(screen.getByTestId('top-fixes')).toHaveTextContent('Your photos are still being measured, so these may change once.');
  });

  it('shows no provisional mark on a score the measured photos made', () => {
    render(scored({ photoCount: 4, scoreProvisional: false }));
    expect(screen.queryByTestId('score-provisional')).not.toBeInTheDocument();
    expect(screen.queryByTestId('photos-measuring')).not.toBeInTheDocument();
  });

  it('shows the gain of the finding a local rule carries, and points to the card that says what to do for the others', () => {
    const registration = check({
      id: 'description.registration-number',
      category: 'description',
      points: 0,
      maxPoints: 15,
      fix: 'Show your CIN.',
    });
    const smoke = {
      ...compliance().items[0]!,
      id: 'safety.smoke-alarm',
      topic: 'safety' as const,
      title: 'No smoke alarm declared',
      checkId: 'amenities.smoke-alarm',
      fix: 'Fit a smoke alarm.',
    };
    const withRules = recommendations({
      ...recs,
      advice: undefined,
      checks: [...recs.checks, registration],
      compliance: compliance({ items: [compliance().items[0]!, smoke] }),
    });
    render(listing({ id: 'l-1', seoScore: 55, recommendations: withRules }));
    const reg = withRules.advice!.sections.find((s) => s.key === 'localRules')!.findings[0]!;
    expect(screen.getByTestId('compliance-registration')).toHaveTextContent(formatGain(reg.gain));
    expect(screen.getByTestId('compliance-safety.smoke-alarm')).toHaveTextContent(
      'What to do: See the Guest Safety card: it says what to do.',
    );
  });
});
