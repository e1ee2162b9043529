import { screen, within } from '@testing-library/react';
import type { ComplianceReport, GuestFavouriteReadiness, Listing } from '../../../contract/wire';
import ListingDetailScreen from '../../../src/screens/listing-detail/ListingDetailScreen';
import { type RootState } from '../../../src/app/store';
import { makeTestStore } from '../../support/browser/test-store';
import { check, listing, photoAnalysis, photoRecommendation, recommendations } from '../../support/browser/listing-fixtures';
import { renderRecording, signedInState } from '../../support/browser/screen-harness';

// What the host reads on each card: one headline number, every other number saying what it measures; the
// Optimization Score's breakdown, local rules and Guest Favourite readiness on the summary.

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
function headline(card: HTMLElement): number {
  const text = card.querySelector('[data-colour]')!.textContent!;
  return Number(text.split('/')[0]);
}

/** The score the card's explanation states and what it says it measures. */
function stated(card: HTMLElement): { measure: string; score: number } {
  const line = within(card).getByTestId('explanation-line').textContent!;
  const m = /^(.+?): (\d+)\/100/.exec(line)!;
  return { measure: m[1]!, score: Number(m[2]) };
}

// Scores that agree with the checks below, as the server computes them (100 x points / max points).
const recs = recommendations({
  categoryScores: { title: 80, description: 40, photos: 60, amenities: 50, localOptimization: 20, pricing: 100 },
  checks: [
    check({ id: 'title.place', category: 'title', points: 0, maxPoints: 20, fix: 'Add the area.', label: 'names the area' }),
    check({ id: 'title.limit', category: 'title', points: 80, maxPoints: 80, fix: null, label: "within Airbnb's 50-character limit" }),
    check({ id: 'description.theSpace.present', category: 'description', points: 0, maxPoints: 30, fix: 'Write The space.' }),
    check({ id: 'description.theSpace.length', category: 'description', points: 0, maxPoints: 30, fix: 'Write The space.' }),
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
// With rubric 2026.12's calibrated weights (title 6, description 24, photos 30, amenities 34, location 1, pricing 5):
// 6 x 80 + 24 x 40 + 30 x 60 + 34 x 50 + 1 x 20 + 5 x 100 = 5460: 54.6, rounded 55.
const scored = () => listing({ id: 'l-1', seoScore: 55, recommendations: recs });

describe('listing detail: one number per card', () => {
  it.each(['Title', 'Photos', 'Amenities', 'House Rules', 'Guest Safety', 'Location', 'Pricing'])(
    'the %s card leads with the score its explanation states',
    (name) => {
      render(scored());
      const card = section(name);
      expect(stated(card).score).toBe(headline(card));
    },
  );

  it('the Description card adds its sections up to its headline and names the category it feeds as another measure', () => {
    render(scored());
    const card = section('Description');
    const total = within(card).getByTestId('description-total').textContent!;
    expect(Number(/= (\d+)\/100/.exec(total)![1])).toBe(headline(card));
    expect(within(card).getByText(/counts in Description and house rules: 40\/100, 24 % of the score/)).toBeInTheDocument();
  });

  it('the Photos card says what the measured photo quality is and how it feeds the card score', () => {
    const photos = {
      byListing: {
        'l-1': {
          analyses: [],
          recommendation: photoRecommendation(),
          recommendationStatus: 'succeeded',
          analyzeStatus: 'idle',
          error: null,
        },
      },
    } as RootState['photos'];
    renderRecording(<ListingDetailScreen />, { ...state(scored()), photos });
    expect(within(section('Photos')).getByTestId('photo-quality-note')).toHaveTextContent(
      "Measured photo quality is the photo analysis's own rating of these photos, not this card's score. The card's score counts the measured photos in one of its checks (40 of 50 points).",
    );
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
    expect(card.queryByText('Measured photo quality')).not.toBeInTheDocument();
    expect(card.queryByText('0/100')).not.toBeInTheDocument();
    expect(card.queryByTestId('key-photos')).not.toBeInTheDocument();
    expect(card.queryByText('Run the photo analysis to see how each photo scores and what to reshoot.')).not.toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Re-analyze Photos' })).toBeEnabled();
  });

  it('the cards that share a category say so', () => {
    render(scored());
    expect(stated(section('Guest Safety')).measure).toBe('Amenities and safety');
    expect(within(section('Guest Safety')).getByText(/The same score as the Amenities card/)).toBeInTheDocument();
    expect(stated(section('House Rules')).measure).toBe('Description and house rules');
  });
});

describe('listing detail: explanations a host can scan', () => {
  it('shows what is good in a line, then the fixes by points with their gain, the first highlighted', () => {
    render(scored());
    const card = section('Photos');
    const items = within(within(card).getByTestId('fix-list')).getAllByRole('listitem');
    // 30 of 100 points lost on the count, 10 on quality.
    expect(items.map((li) => li.textContent)).toEqual(['+30Start here:Add at least 3 more photos.', '+10Reshoot the dark photos.']);
    expect(items[0]).toHaveAttribute('data-first', 'true');
    expect(within(section('Title')).getByTestId('explanation-good')).toHaveTextContent("Good: within Airbnb's 50-character limit");
  });

  it('lists one finding per description section, and counts agree', async () => {
    const { user } = render(scored());
    const card = section('Description');
    await user.click(within(card).getByRole('button', { name: 'How this score was calculated (0 of 1 check passed in full)' }));
    expect(within(card).getByText('0/60 points')).toBeInTheDocument();
    expect(within(within(card).getByTestId('fix-list')).getAllByRole('listitem')).toHaveLength(1);
  });

  it('says nothing internal: no spec sections, file names or tags', async () => {
    const internal = check({
      id: 'description.listingDescription.length',
      category: 'description',
      source: "This product's section guidance (spec section 9): 350-750 characters [3P]; Registration rules table (docs/scoring.md)",
    });
    const { user } = render(listing({ id: 'l-1', seoScore: 55, recommendations: { ...recs, checks: [...recs.checks, internal] } }));
    for (const button of screen.getAllByRole('button', { name: /How this score was calculated/ })) await user.click(button);
    expect(within(section('Description')).getByText("This product's section guidance: 350-750 characters")).toBeInTheDocument();
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
  it('shows the Optimization Score as a sum a host can add up, once', () => {
    render(scored());
    const table = screen.getByRole('table', { name: 'How the Optimization Score adds up' });
    const rows = within(table)
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(rows).toContain('Photos60/100× 30 %18.0');
    expect(rows).toContain('Amenities and safety50/100× 34 %17.0');
    expect(rows).toContain('Location20/100× 1 %0.2');
    expect(rows).toContain('Pricing100/100× 5 %5.0');
    expect(within(table).getByTestId('breakdown-total')).toHaveTextContent('54.6, rounded: 55');
    expect(screen.getAllByRole('table')).toHaveLength(1);
  });

  it('adds a listing analysed with the rubric before calibration up with the weights it was scored with', () => {
    render(listing({ id: 'l-1', seoScore: 55, recommendations: { ...recs, rubricVersion: '2026.11-2' } }));
    const table = screen.getByRole('table', { name: 'How the Optimization Score adds up' });
    const rows = within(table)
      .getAllByRole('row')
      .map((r) => r.textContent);
    // 15 x 80 + 25 x 40 + 30 x 60 + 15 x 50 + 10 x 20 + 5 x 100 = 5450: still its 55.
    expect(rows).toContain('Title80/100× 15 %12.0');
    expect(rows).toContain('Location20/100× 10 %2.0');
    expect(within(table).getByTestId('breakdown-total')).toHaveTextContent('54.5, rounded: 55');
    expect(section('Description')).toHaveTextContent('counts in Description and house rules: 40/100, 25 % of the score');
  });

  it('shows what real listings show under a fix, and the caveat and source once per card', () => {
    const evidence = (claim: string) => ({ claim, source: 'Inside Airbnb (insideairbnb.com), Antwerp 2024-06, CC BY 4.0' });
    const withEvidence = recommendations({
      ...recs,
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
    expect(within(card).getByTestId('fix-evidence-source')).toHaveTextContent(
      'Figures from real listings are correlations across listings, not a promise for yours. Source: Inside Airbnb (insideairbnb.com), Antwerp 2024-06, CC BY 4.0.',
    );
    // The Guest Safety card shows the smoke alarm's claim, with its own one source line.
    expect(within(section('Guest Safety')).getAllByTestId('fix-evidence-source')).toHaveLength(1);
    // A card whose fixes have no evidence says nothing about it.
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

  it('says in words that photos are still being measured and the score may change', () => {
    const waiting = { ...recs, checks: recs.checks.filter((c) => !c.id.startsWith('photos.measured')) };
    render(listing({ id: 'l-1', seoScore: 55, photoCount: 4, recommendations: waiting }));
    expect(screen.getByTestId('photos-measuring')).toHaveTextContent(
      'Your photos are still being measured. The Optimization Score may change when they are.',
    );
  });
});
