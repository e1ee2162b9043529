import { act, screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import type { Listing } from '../../../contract/wire';
import ListingDetailScreen from '../../../src/screens/listing-detail/ListingDetailScreen';
import { type RootState } from '../../../src/app/store';
import { makeTestStore } from '../../support/browser/test-store';
import {
  celebrationShown,
  detailClosed,
  detailOpened,
  listingFetchFailed,
  listingReanalysisRequested,
} from '../../../src/store/listings.slice';
import { photoAnalysisFailed, photoAnalysisRequested, type ListingPhotos } from '../../../src/store/photos.slice';
import { backRequested, navigationRequested } from '../../../src/store/screen.slice';
import { check, content, listing, photoAnalysis, photoRecommendation, recommendations } from '../../support/browser/listing-fixtures';
import { renderRecording, signedInState } from '../../support/browser/screen-harness';

function state(item: Listing | null, photos?: Partial<ListingPhotos>, celebrated: string[] = []): Partial<RootState> {
  const base = makeTestStore({ saga: null }).getState();
  return {
    ...signedInState,
    celebrations: { userId: 'u-1', listingIds: celebrated, open: null },
    screen: { ...base.screen, current: 'listing-detail', listingId: 'l-1' },
    listings: {
      ...base.listings,
      byId: item ? { [item.id]: item } : {},
      details: item ? { [item.id]: item } : {},
      ids: item ? [item.id] : [],
      listStatus: 'succeeded',
    },
    photos: photos
      ? {
          byListing: {
            'l-1': { analyses: [], recommendation: null, recommendationStatus: 'succeeded', analyzeStatus: 'idle', error: null, ...photos },
          },
        }
      : base.photos,
  };
}

const section = (name: string | RegExp) => screen.getByRole('region', { name });
const render = (item: Listing | null, photos?: Partial<ListingPhotos>, celebrated?: string[]) =>
  renderRecording(<ListingDetailScreen />, state(item, photos, celebrated));
const colours = { red: 'rgb(198, 40, 40)', yellow: 'rgb(161, 98, 7)', green: 'rgb(21, 128, 61)' } as const;

describe('listing detail: loading and missing', () => {
  it("says 'Loading listing details...' until the listing arrives", () => {
    render(null);
    expect(screen.getByText('Loading listing details...')).toBeInTheDocument();
  });

  it("says 'Listing not found' with Go Back when it cannot be loaded", async () => {
    const { store, user, dispatched } = render(null);
    act(
      () =>
        void store.dispatch(
          listingFetchFailed({ id: 'l-1', failure: { message: '404: Listing not found', status: 404, code: 'not_found' } }),
        ),
    );
    expect(screen.getByRole('heading', { name: 'Listing not found' })).toBeInTheDocument();
    expect(screen.getByText('It may have been deleted, or this address is for another account.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(dispatched(backRequested.type)).toHaveLength(1);
  });

  it('starts its polling on arrival and stops it on leaving', () => {
    const { dispatched, unmount } = render(listing({ id: 'l-1' }));
    expect(dispatched(detailOpened.type).map((a) => a.payload)).toEqual([{ listingId: 'l-1' }]);
    unmount();
    expect(dispatched(detailClosed.type)).toHaveLength(1);
  });

  it('has the header with the listing-detail menu', async () => {
    const { user } = render(listing({ id: 'l-1' }));
    await user.click(screen.getByRole('button', { name: 'Open account menu' }));
    expect(screen.getAllByRole('menuitem').map((m) => m.textContent)).toEqual(['Dashboard', 'Chat', 'Profile', 'Logout']);
  });
});

describe('listing detail: summary', () => {
  it('shows title, rating with review count, location and the score out of 100', () => {
    render(listing({ id: 'l-1', seoScore: 78 }));
    expect(screen.getByRole('heading', { level: 1, name: 'Sunny loft by the canal with rooftop terrace' })).toBeInTheDocument();
    expect(screen.getAllByText('4.87')[0]).toBeInTheDocument();
    expect(screen.getByText('(132 reviews)')).toBeInTheDocument();
    expect(screen.getByText('Lisbon, Portugal')).toBeInTheDocument();
    expect(screen.getByTestId('summary-score')).toHaveTextContent('78/100');
    expect(screen.getByTestId('summary-score')).toHaveStyle({ color: colours.yellow });
  });

  it("says 'No reviews yet' without reviews", () => {
    render(listing({ id: 'l-1', reviewCount: 0 }));
    expect(screen.getByText('No reviews yet')).toBeInTheDocument();
  });

  it('opens the chat about this listing', async () => {
    const { user, dispatched } = render(listing({ id: 'l-1' }));
    await user.click(screen.getByRole('button', { name: 'Chat with the Listing Optimization AI' }));
    await user.click(screen.getByRole('button', { name: 'Chat with AI' }));
    expect(dispatched(navigationRequested.type).map((a) => a.payload)).toEqual([
      { screen: 'chat', listingId: 'l-1', chatFromListing: true },
      { screen: 'chat', listingId: 'l-1', chatFromListing: true },
    ]);
  });

  it('re-analyses through the reanalyze endpoint after the confirmation', async () => {
    const { user, dispatched } = render(listing({ id: 'l-1', title: 'Casa Azul' }));
    await user.click(screen.getByRole('button', { name: 'Re-Analyze Your Airbnb Listing' }));
    expect(
      screen.getByText('Re-analyze "Casa Azul"? This will fetch fresh data from the listing and may take 30-45 seconds.'),
    ).toBeInTheDocument();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Re-analyze' }));
    expect(dispatched(listingReanalysisRequested.type).map((a) => a.payload)).toEqual([{ id: 'l-1', via: 'detail' }]);
  });

  it("reads 'Re-analyzing...' and is disabled while the re-analysis runs", () => {
    const item = listing({ id: 'l-1' });
    const preloaded = state(item);
    preloaded.listings = { ...preloaded.listings!, operations: { 'l-1': 'reanalyzing' } };
    renderRecording(<ListingDetailScreen />, preloaded);
    expect(screen.getByRole('button', { name: 'Re-analyzing...' })).toBeDisabled();
  });

  it("shows a spinner and 'Recalculating...' with re-analysis disabled while the score is null or analysing", () => {
    const { unmount } = render(listing({ id: 'l-1', seoScore: null }));
    expect(screen.getAllByText('Recalculating...').length).toBeGreaterThan(1);
    expect(screen.queryByTestId('summary-score')).toBeNull();
    expect(screen.getByRole('button', { name: 'Re-Analyze Your Airbnb Listing' })).toBeDisabled();
    unmount();
    render(listing({ id: 'l-1', isAnalyzing: true }));
    expect(screen.getAllByText('Recalculating...').length).toBeGreaterThan(1);
    expect(screen.getByRole('button', { name: 'Re-analyzing...' })).toBeDisabled();
  });

  it('shows why the last analysis failed and lets the host try again', () => {
    render(listing({ id: 'l-1', seoScore: null, analysisError: 'The page asks visitors to sign in.' }));
    expect(screen.getByText('The last analysis did not finish')).toBeInTheDocument();
    expect(screen.getByText('The page asks visitors to sign in.')).toBeInTheDocument();
    expect(screen.queryByText('Recalculating...')).toBeNull();
    expect(screen.getByRole('button', { name: 'Re-Analyze Your Airbnb Listing' })).toBeEnabled();
  });
});

describe('listing detail: section cards', () => {
  it('has a card for every section, in order', () => {
    render(listing({ id: 'l-1' }));
    const titles = screen
      .getAllByRole('region')
      .map((r) => r.getAttribute('aria-labelledby'))
      .map((id) => document.getElementById(id!)!.textContent);
    // The top fixes first, then photos, text, amenities, rules, the market, and the history last (the section
    // navigation's order).
    expect(titles).toEqual([
      'Fix these first',
      'Photos',
      'Title',
      'Description',
      'Listing Description',
      'The space (Your Property)',
      'Guest access',
      'Other things to note',
      'Location',
      'Amenities',
      'Guest Safety',
      'House Rules',
      'Pricing',
      'Your market',
      'Progress over time',
    ]);
  });

  it.each([
    [59, 'D · Needs Work', 'red'],
    [60, 'C · Fair', 'yellow'],
    [74, 'C · Fair', 'yellow'],
    [75, 'B · Good', 'yellow'],
    [79, 'B · Good', 'yellow'],
    [80, 'B · Good', 'green'],
    [89, 'B · Good', 'green'],
    [90, 'A · Excellent', 'green'],
  ] as const)('grades a score of %i as %s in %s', (score, grade, colour) => {
    const { categoryScores } = recommendations();
    render(listing({ id: 'l-1', recommendations: recommendations({ categoryScores: { ...categoryScores, title: score } }) }));
    const card = section('Title');
    expect(within(card).getByText(`${score}/100`)).toHaveStyle({ color: colours[colour] });
    expect(within(card).getByText(`${score}/100`)).toHaveAttribute('data-colour', colour);
    expect(within(card).getByText(`Grade ${grade}`)).toBeInTheDocument();
  });

  it('shows the title against 50 characters, and flags a longer one', () => {
    const { unmount } = render(listing({ id: 'l-1' }));
    expect(within(section('Title')).getByText('44/50 characters')).toBeInTheDocument();
    unmount();
    const long = 'A'.repeat(51);
    render(listing({ id: 'l-1', title: long, scrapedData: content({ title: long }) }));
    expect(within(section('Title')).getByText('51/50 characters').closest('.MuiChip-root')).toHaveClass('MuiChip-colorError');
  });

  it("shows each check's evidence, source and fix", async () => {
    const { user } = render(listing({ id: 'l-1' }));
    const card = section('Title');
    await user.click(within(card).getByRole('button', { name: 'How this score adds up (1 of 2 checks passed in full)' }));
    expect(within(card).getAllByText('About 32 characters show on phones').length).toBeGreaterThan(0);
    expect(within(card).getAllByText('Put the selling point first.').length).toBeGreaterThan(0);
    // The source tag in words, never as [3P].
    expect(within(card).getByText('ListingForge')).toBeInTheDocument();
    expect(within(card).getByText('(An independent guide or study)')).toBeInTheDocument();
    expect(within(card).queryByText(/\[3P\]/)).toBeNull();
    // Category points, named as such.
    expect(within(card).getByText('3 of 5 Title points')).toBeInTheDocument();
    expect(within(card).getByText('10 of 10 Title points')).toBeInTheDocument();
  });

  it('shows the Description score the server worked out, with its sum behind "How this score adds up"', async () => {
    const recs = recommendations();
    const description = recs.advice!.sections.find((s) => s.key === 'description')!;
    // (82*350 + 90*424 + 0*350 + 40*350) / 1474 = 54.8, as the server adds it up.
    description.score = 55;
    description.average = {
      parts: [
        { section: 'listingDescription', name: 'Listing Description', score: 82, characters: 350 },
        { section: 'theSpace', name: 'The space', score: 90, characters: 424 },
        { section: 'guestAccess', name: 'Guest access', score: 0, characters: 350 },
        { section: 'otherDetails', name: 'Other things to note', score: 40, characters: 350 },
      ],
      characters: 1474,
      sum: 80860,
    };
    const { user } = render(listing({ id: 'l-1', recommendations: recs }));
    expect(within(section('Description')).getByText('55/100')).toBeInTheDocument();
    await user.click(within(section('Description')).getByRole('button', { name: /How this score adds up/ }));
    expect(within(section('Description')).getByTestId('description-total')).toHaveTextContent('Total 80860 ÷ 1474 characters = 55/100');
    expect(within(section('Description')).getByText(/first 300 characters of each section matter most/)).toBeInTheDocument();
    expect(within(section('Description')).getByText(/350-750 characters suggested/)).toBeInTheDocument();
    expect(within(section('Description')).getByText(/About 295 characters show on phones/)).toBeInTheDocument();
  });

  it('shows the Listing Description against 500 characters and the others against 350-750', () => {
    render(listing({ id: 'l-1' }));
    expect(within(section('Listing Description')).getByText('169/500 characters')).toBeInTheDocument();
    expect(within(section('The space (Your Property)')).getByText('424 characters')).toBeInTheDocument();
    expect(within(section('The space (Your Property)')).getByText('350-750 characters suggested')).toBeInTheDocument();
  });

  it('flags an empty or whitespace-only section as missing', () => {
    render(listing({ id: 'l-1' }));
    const card = section('Guest access');
    expect(within(card).getByText('Missing')).toBeInTheDocument();
    // Without a finding from the server saying what to write, the card says the section is empty.
    expect(within(card).getByText(/This section is empty/)).toBeInTheDocument();
    expect(within(section('Other things to note')).queryByText('Missing')).toBeNull();
  });

  it("lists readability notes only for findings with a recommended count that are not 'Too brief'", () => {
    const recs = recommendations();
    const other = recs.advice!.sections.find((s) => s.key === 'otherDetails')!;
    const finding = (id: string, title: string, fix: string) => ({
      id,
      section: 'otherDetails' as const,
      checkIds: [id],
      title,
      evidence: ['Other things to note is 34 characters.'],
      fix,
      action: fix,
      gain: 1,
      points: 0,
      maxPoints: 6,
    });
    other.findings = [
      finding('a', 'Too brief: 34 characters; 350-750 characters recommended', 'Write more in Other things to note.'),
      finding('b', 'Only 34 characters; 350-750 characters recommended for this section', 'Aim for 350-750 characters.'),
    ];
    render(listing({ id: 'l-1', recommendations: recs }));
    const card = section('Other things to note');
    expect(within(card).getByTestId('otherDetails-readability')).toHaveTextContent('Aim for 350-750 characters.');
    expect(within(card).getByTestId('otherDetails-readability')).not.toHaveTextContent('Write more');
    expect(within(card).getByTestId('findings')).toHaveTextContent('Write more in Other things to note.');
    expect(within(section('Guest access')).queryByTestId('guestAccess-readability')).toBeNull();
  });

  it('shows the first 20 amenities and a count of the rest', () => {
    render(listing({ id: 'l-1' }));
    const chips = within(within(section('Amenities')).getByTestId('amenities')).getAllByText(/Amenity|more/);
    expect(chips).toHaveLength(21);
    expect(chips[19]).toHaveTextContent('Amenity 20');
    expect(chips[20]).toHaveTextContent('+4 more');
  });

  it('grades amenities by count when there is no score', () => {
    render(
      listing({
        id: 'l-1',
        recommendations: null,
        seoScore: null,
        analysisError: 'Blocked',
        scrapedData: content({ amenities: Array.from({ length: 10 }, (_, i) => `A${i}`) }),
      }),
    );
    expect(within(section('Amenities')).getByText('Grade B · Good')).toBeInTheDocument();
  });

  it('scores House Rules with the description category and Guest Safety with the amenities category', () => {
    const { categoryScores } = recommendations();
    render(
      listing({ id: 'l-1', recommendations: recommendations({ categoryScores: { ...categoryScores, description: 64, amenities: 93 } }) }),
    );
    expect(within(section('House Rules')).getByText('64/100')).toBeInTheDocument();
    expect(within(section('Guest Safety')).getByText('93/100')).toBeInTheDocument();
    expect(within(section('House Rules')).getByText('No parties or events')).toBeInTheDocument();
  });

  it('scores availability with the location score and the cancellation policy with the pricing score', () => {
    render(listing({ id: 'l-1' }));
    expect(within(section('Location')).getByText('55/100')).toBeInTheDocument();
    expect(within(section('Pricing')).getByText('60/100')).toBeInTheDocument();
    // The policy's name is said to be the cancellation policy, never a lone label.
    expect(within(section('Pricing')).getByText('Cancellation policy: Free cancellation for 48 hours.')).toBeInTheDocument();
  });

  it("says 'Not scored' for a category the page gave no evidence for", () => {
    const { categoryScores } = recommendations();
    render(
      listing({
        id: 'l-1',
        recommendations: recommendations({ categoryScores: { ...categoryScores, pricing: 0 }, unscoredCategories: ['pricing'] }),
      }),
    );
    const card = section('Pricing');
    expect(within(card).getByText('Not scored')).toBeInTheDocument();
    expect(within(card).queryByText('0/100')).toBeNull();
  });

  it.each([
    [0, 'D · Limited'],
    [1, 'C · Fair'],
    [2, 'B · Good'],
    [3, 'A · Complete'],
  ])('grades %i safety features as %s when there is no score', (count, grade) => {
    const safety = ['Smoke alarm', 'Carbon monoxide alarm', 'Fire extinguisher'].slice(0, count);
    render(
      listing({
        id: 'l-1',
        seoScore: null,
        analysisError: 'Blocked',
        recommendations: null,
        scrapedData: content({ detailedAmenities: { safety } }),
      }),
    );
    const features = `${count} safety ${count === 1 ? 'feature' : 'features'}`;
    expect(within(section('Guest Safety')).getByText(`${features} · Grade ${grade}`)).toBeInTheDocument();
  });

  it('shows one grade per card: beside a score the counts carry no grade of their own', () => {
    render(listing({ id: 'l-1', photoCount: 4 }));
    const safety = section('Guest Safety');
    expect(within(safety).getByText('2 safety features')).toBeInTheDocument();
    expect(within(safety).getAllByText(/^Grade /)).toHaveLength(1);
    const photos = section('Photos');
    expect(within(photos).getByText('4 photos')).toBeInTheDocument();
    expect(within(photos).getAllByText(/^Grade /)).toHaveLength(1);
  });

  it('flags missing house rules', () => {
    render(listing({ id: 'l-1', scrapedData: content({ houseRules: ['  '] }) }));
    expect(within(section('House Rules')).getByText('Missing')).toBeInTheDocument();
    expect(within(section('House Rules')).getByText('No house rules listed.')).toBeInTheDocument();
  });

  it.each([
    ['Title', { message: 'Improve my title', section: 'Title' }],
    ['The space (Your Property)', { message: 'Rewrite The space', section: 'The space' }],
    ['Guest Safety', { message: 'How can I improve Guest Safety?', section: 'Guest Safety' }],
  ])('opens the chat prefilled for %s', async (name, prefill) => {
    const { user, dispatched } = render(listing({ id: 'l-1' }));
    await user.click(within(section(name)).getByRole('button', { name: 'Improve with AI' }));
    expect(dispatched(navigationRequested.type).map((a) => a.payload)).toEqual([
      { screen: 'chat', listingId: 'l-1', chatFromListing: true, prefill },
    ]);
  });
});

describe('listing detail: photos', () => {
  it("grades the photo count and offers 'Analyze Photos with AI'", async () => {
    const { user, dispatched } = render(listing({ id: 'l-1', photoCount: 2 }), {});
    const card = section('Photos');
    expect(within(card).getByText('2 photos')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Analyze Photos with AI' }));
    expect(dispatched(photoAnalysisRequested.type).map((a) => a.payload)).toEqual([{ listingId: 'l-1' }]);
  });

  it('cannot analyse a listing without photos', () => {
    render(listing({ id: 'l-1', photoCount: 0 }), {});
    expect(within(section('Photos')).getByRole('button', { name: 'Analyze Photos with AI' })).toBeDisabled();
    expect(within(section('Photos')).getByText('0 photos')).toBeInTheDocument();
  });

  it('advises adding photos up to 15 for grade A when the photos have no score', () => {
    render(listing({ id: 'l-1', photoCount: 6, seoScore: null, analysisError: 'Blocked', recommendations: null }), {});
    expect(within(section('Photos')).getByText('Grade C · Fair')).toBeInTheDocument();
    expect(within(section('Photos')).getByText('Add photos up to 15 for grade A.')).toBeInTheDocument();
  });

  it("reads 'Re-analyze Photos' once a recommendation exists, and shows the in-progress label while running", async () => {
    const { store } = render(listing({ id: 'l-1' }), { recommendation: photoRecommendation() });
    expect(within(section('Photos')).getByRole('button', { name: 'Re-analyze Photos' })).toBeEnabled();
    act(() => void store.dispatch(photoAnalysisRequested({ listingId: 'l-1' })));
    expect(within(section('Photos')).getByRole('button', { name: 'Analyzing Photos...' })).toBeDisabled();
    act(() => void store.dispatch(photoAnalysisFailed({ listingId: 'l-1', message: 'The photos could not be downloaded' })));
    expect(within(section('Photos')).getByText('The photos could not be downloaded')).toBeInTheDocument();
  });

  it.each([
    [49, 'Needs improvement', 'red'],
    [50, 'Needs improvement', 'yellow'],
    [59, 'Needs improvement', 'yellow'],
    [60, 'Good', 'yellow'],
    [74, 'Good', 'yellow'],
    [75, 'Excellent', 'green'],
  ] as const)('labels a photo score of %i %s in %s', (score, label, colour) => {
    render(listing({ id: 'l-1' }), { recommendation: photoRecommendation({ overallPhotoScore: score }) });
    const card = section('Photos');
    const value = within(card)
      .getAllByText(`${score}/100`)
      .find((el) => el.hasAttribute('data-colour'))!;
    expect(value).toHaveAttribute('data-colour', colour);
    expect(within(card).getByText(label)).toBeInTheDocument();
  });

  it('shows the photo analysis with its first 3 strengths; its advice is in the findings, not a second list', () => {
    render(listing({ id: 'l-1' }), { recommendation: photoRecommendation() });
    const card = section('Photos');
    expect(within(card).queryByText(/Reshoot the bedroom photos in daylight/)).toBeNull();
    expect(within(card).queryByText('Photo 3 is too dark to show the room')).toBeNull();
    expect(
      within(within(card).getByTestId('photo-strengths'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Bright living room', 'Good terrace view', 'Consistent style']);
    expect(within(card).getByText('Estimated impact: high')).toBeInTheDocument();
  });

  it('shows the key photos: the first 10 plus urgent ones, up to 15', () => {
    const analyses = Array.from({ length: 20 }, (_, i) => photoAnalysis(i, { priority: i >= 10 ? 'critical' : 'low' }));
    render(listing({ id: 'l-1' }), { recommendation: photoRecommendation(), analyses });
    expect(within(screen.getByTestId('key-photos')).getAllByRole('button')).toHaveLength(15);
  });

  it('opens a photo’s details on a click, with issues as plain words and the unavailable description hidden', async () => {
    const analyses = [
      photoAnalysis(0),
      photoAnalysis(1, { technicalIssues: ['low_resolution', 'portrait_orientation'], aiDescription: 'Analysis unavailable' }),
      photoAnalysis(2, { aiDescription: 'A bright bedroom with a double bed' }),
    ];
    const { user } = render(listing({ id: 'l-1' }), { recommendation: photoRecommendation(), analyses });
    await user.click(screen.getByRole('button', { name: 'Open details of photo 2' }));
    let dialog = screen.getByRole('dialog', { name: /Photo 2/ });
    expect(within(dialog).getByText('low resolution')).toBeInTheDocument();
    expect(within(dialog).getByText('portrait orientation')).toBeInTheDocument();
    expect(within(dialog).queryByText('Analysis unavailable')).toBeNull();
    expect(within(dialog).queryByText('What the AI sees')).toBeNull();
    expect(within(dialog).getByText('1440x960')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitForElementToBeRemoved(() => screen.queryByRole('dialog'));
    await user.click(screen.getByRole('button', { name: 'Open details of photo 3' }));
    dialog = screen.getByRole('dialog', { name: /Photo 3/ });
    expect(within(dialog).getByText('A bright bedroom with a double bed')).toBeInTheDocument();
  }, 60_000);
});

describe('listing detail: celebration', () => {
  const perfect = () => {
    const recs = recommendations();
    const sectionScores = {
      listingDescription: { score: 100, problems: [] },
      theSpace: { score: 100, problems: [] },
      guestAccess: { score: 100, problems: [] },
      otherDetails: { score: 100, problems: [] },
    };
    const perfectRecs = recommendations({
      categoryScores: { ...recs.categoryScores, title: 100 },
      detailedScores: { description: { sectionScores, showMoreFoldEstimate: 295 } },
    });
    // The server's Description score: the four sections' average, all 100.
    perfectRecs.advice!.sections.find((s) => s.key === 'description')!.score = 100;
    return perfectRecs;
  };

  it("celebrates when title and description both reach 100, with confetti, and closes on 'Awesome!'", async () => {
    const { user, dispatched } = render(listing({ id: 'l-1', recommendations: perfect() }));
    const dialog = screen.getByRole('dialog', { name: 'Good Job' });
    expect(within(dialog).getByText('Your Title and Description are Exceptional')).toBeInTheDocument();
    expect(dispatched(celebrationShown.type).map((a) => a.payload)).toEqual([{ listingId: 'l-1' }]);
    await user.click(within(dialog).getByRole('button', { name: 'Awesome!' }));
    await waitForElementToBeRemoved(() => screen.queryByRole('dialog'));
    expect(dispatched(celebrationShown.type)).toHaveLength(1);
  });

  it('celebrates a listing once: not again after it was celebrated (remembered per listing)', () => {
    render(listing({ id: 'l-1', recommendations: perfect() }), undefined, ['l-1']);
    expect(screen.queryByRole('dialog', { name: 'Good Job' })).toBeNull();
  });

  it('does not celebrate at 99', () => {
    const recs = perfect();
    recs.advice!.sections.find((s) => s.key === 'title')!.score = 99;
    render(listing({ id: 'l-1', recommendations: recs }));
    expect(screen.queryByRole('dialog', { name: 'Good Job' })).toBeNull();
  });

  it('shows checks only for their own category', () => {
    render(
      listing({
        id: 'l-1',
        recommendations: recommendations({ checks: [check({ id: 'p', category: 'pricing', evidence: 'No weekly discount' })] }),
      }),
    );
    expect(within(section('Title')).queryByRole('button', { name: /How this score adds up/ })).toBeNull();
    expect(within(section('Pricing')).getByRole('button', { name: /How this score adds up/ })).toBeInTheDocument();
  });
});
