import { act, screen, within } from '@testing-library/react';
import type { Listing } from '../../../contract/wire';
import { type RootState } from '../../../src/app/store';
import { ListingCard } from '../../../src/components/listing/ListingCard';
import ChatScreen from '../../../src/screens/chat/ChatScreen';
import AnalysisProgressScreen from '../../../src/screens/loading/AnalysisProgressScreen';
import ListingDetailScreen from '../../../src/screens/listing-detail/ListingDetailScreen';
import { listingReanalysisRequested, progressFailed } from '../../../src/store/listings.slice';
import { pageImportOpened } from '../../../src/store/page-import.slice';
import { navigationRequested } from '../../../src/store/screen.slice';
import { analysingListing, content, failedListing, listing } from '../../support/browser/listing-fixtures';
import { renderRecording, signedInState } from '../../support/browser/screen-harness';
import { makeTestStore } from '../../support/browser/test-store';

// A listing that could not be read is shown as failed everywhere it appears (issue 16): the dashboard card, the
// detail screen and the chat picker; and a partial page says which parts it lacked.

const BLOCKED = failedListing().analysisError!;

function withListings(items: Listing[], screenName: 'listing-detail' | 'chat', listingId: string | null): Partial<RootState> {
  const base = makeTestStore({ saga: null }).getState();
  return {
    ...signedInState,
    screen: { ...base.screen, current: screenName, listingId },
    listings: {
      ...base.listings,
      byId: Object.fromEntries(items.map((l) => [l.id, l])),
      details: Object.fromEntries(items.map((l) => [l.id, l])),
      ids: items.map((l) => l.id),
      listStatus: 'succeeded',
    },
  };
}

const detail = (item: Listing, operations: RootState['listings']['operations'] = {}) => {
  const state = withListings([item], 'listing-detail', item.id);
  state.listings = { ...state.listings!, operations };
  return renderRecording(<ListingDetailScreen />, state);
};

describe('the dashboard card of a listing that could not be read', () => {
  it('keeps the address as its title, says what went wrong, and offers Try again and Import the page instead', async () => {
    const { user, dispatched } = renderRecording(<ListingCard listing={failedListing()} operation={null} />, signedInState);
    const card = screen.getByRole('article', { name: 'https://www.airbnb.com/rooms/900000000000000106' });
    expect(within(card).getByText('Could not be analyzed')).toBeVisible();
    expect(within(card).getByText(BLOCKED)).toBeVisible();
    expect(within(card).queryByText('Optimization Score')).toBeNull();
    // One way to read the page again: the notice's 'Try again', not also the card's 'Re-analyze'.
    expect(within(card).queryByRole('button', { name: 'Re-analyze' })).toBeNull();
    expect(within(card).getByRole('button', { name: 'Delete Listing' })).toBeEnabled();
    await user.click(within(card).getByRole('button', { name: 'Try again' }));
    expect(dispatched(listingReanalysisRequested.type).map((a) => a.payload)).toEqual([{ id: 'l-failed', via: 'detail' }]);
    await user.click(within(card).getByRole('button', { name: 'Import the page instead' }));
    expect(dispatched(pageImportOpened.type).map((a) => a.payload)).toEqual([
      { forUrl: 'https://www.airbnb.com/rooms/900000000000000106' },
    ]);
  });

  it("reads 'Trying again...' and holds both actions while the retry is sent", () => {
    renderRecording(<ListingCard listing={failedListing()} operation="reanalyzing" />, signedInState);
    expect(screen.getByRole('button', { name: 'Trying again...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Import the page instead' })).toBeDisabled();
  });

  it('shows nothing of the kind for a listing being analysed or analysed', () => {
    const { unmount } = renderRecording(<ListingCard listing={analysingListing()} operation={null} />, signedInState);
    expect(screen.queryByText('Could not be analyzed')).toBeNull();
    unmount();
    renderRecording(<ListingCard listing={listing()} operation={null} />, signedInState);
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});

describe('the detail screen of a listing that could not be read', () => {
  it('shows the reason and the two ways forward instead of empty sections or a zero score', async () => {
    const { user, dispatched } = detail(failedListing());
    expect(screen.getByRole('heading', { level: 1, name: 'https://www.airbnb.com/rooms/900000000000000106' })).toBeVisible();
    expect(screen.getByText('We could not read this listing')).toBeVisible();
    expect(screen.getByText(BLOCKED)).toBeVisible();
    expect(screen.getByText('Try again in a few minutes: these checks usually pass.')).toBeVisible();
    expect(screen.queryByText('Missing')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Title' })).toBeNull();
    expect(screen.queryByTestId('summary-score')).toBeNull();
    expect(screen.queryByText('Recalculating...')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Import the page instead' }));
    await user.click(screen.getByRole('button', { name: 'Back to Dashboard' }));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('button', { name: 'Trying again...' })).toBeDisabled();
    expect(dispatched(listingReanalysisRequested.type).map((a) => a.payload)).toEqual([{ id: 'l-failed', via: 'detail' }]);
    expect(dispatched(pageImportOpened.type)).toHaveLength(1);
    expect(dispatched(navigationRequested.type).map((a) => a.payload)).toEqual([{ screen: 'dashboard' }]);
  });

  it('while it is read again, says so instead of showing empty sections', () => {
    detail(failedListing({ isAnalyzing: true, analysisError: null }));
    expect(screen.getByRole('status')).toHaveTextContent('Reading your listing...');
    expect(screen.queryByText('Missing')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('when only the latest analysis failed, keeps the earlier results and offers the same two ways', () => {
    detail(listing({ id: 'l-1', seoScore: 71, analysisError: 'Airbnb refused to show us the page just now (access denied).' }));
    expect(screen.getByTestId('summary-score')).toHaveTextContent('71/100');
    expect(screen.getByText('Airbnb refused to show us the page just now (access denied).')).toBeVisible();
    const note = screen.getByRole('region', { name: 'The results below are from the last analysis that worked.' });
    expect(within(note).getByRole('button', { name: 'Try again' })).toBeEnabled();
    expect(within(note).getByRole('button', { name: 'Import the page instead' })).toBeEnabled();
    expect(screen.getByRole('region', { name: 'Title' })).toBeVisible();
  });
});

describe('the detail screen of a partial page', () => {
  it('names the parts that were not on the page, in a host’s words, and offers the import', async () => {
    const partial = content({
      extraction: { format: 'airbnb-rendered', partial: true, notOnPage: ['houseRules', 'title', 'amenitiesList'] },
    });
    const { user, dispatched } = detail(listing({ id: 'l-1', scrapedData: partial }));
    const note = screen.getByRole('region', { name: 'Part of your listing was not on the page we read' });
    expect(note).toHaveTextContent(
      'The page did not show the title and the house rules. Those parts are scored as missing ("not on the page we read"), so your score may be lower than your listing deserves. It showed only your first amenities: what it did not show costs you no points, and is not checked either.',
    );
    await user.click(within(note).getByRole('button', { name: 'Import the page instead' }));
    expect(dispatched(pageImportOpened.type).map((a) => a.payload)).toEqual([{ forUrl: 'https://www.airbnb.com/rooms/1234567' }]);
  });

  it('says how many photos and amenities the page counted when it showed only the first ones', () => {
    const saved = content({
      extraction: { format: 'airbnb-rendered-dom', partial: false, notOnPage: ['photoTour', 'amenitiesList'] },
      statedTotals: { photos: 32, amenities: 65 },
    });
    detail(listing({ id: 'l-1', scrapedData: saved }));
    const note = screen.getByRole('region', { name: 'Part of your listing was not on the page we read' });
    expect(note).toHaveTextContent(
      'It showed only your first photos and amenities, and says your listing has 32 photos and 65 amenities: they are counted as the page says, and what it did not show costs you no points.',
    );
    expect(note).not.toHaveTextContent('scored as missing');
  });

  it('says nothing for a full page', () => {
    detail(listing({ id: 'l-1' }));
    expect(screen.queryByRole('region', { name: 'Part of your listing was not on the page we read' })).toBeNull();
  });
});

describe('the chat picker', () => {
  it("shows a listing that could not be read as 'Not analyzed', never 'Recalculating...'", () => {
    const state = withListings([listing({ id: 'a', title: 'Green house', seoScore: 80 }), failedListing()], 'chat', null);
    renderRecording(<ChatScreen />, { ...state, chat: { ...makeTestStore({ saga: null }).getState().chat } });
    const card = screen.getByRole('button', { name: /rooms\/900000000000000106/ });
    expect(within(card).getByText('Not analyzed')).toBeVisible();
    expect(screen.queryByText('Recalculating...')).toBeNull();
    expect(within(screen.getByRole('button', { name: /Green house/ })).getByTestId('chat-score')).toHaveTextContent('80/100');
  });
});

describe('the progress screen of an analysis that failed', () => {
  it('offers to import the page for that listing', async () => {
    const state = withListings([failedListing({ id: 'l-1', isAnalyzing: true, analysisError: null })], 'listing-detail', 'l-1');
    state.screen = { ...state.screen!, current: 'loading' };
    const { store, user, dispatched } = renderRecording(<AnalysisProgressScreen />, state);
    act(() => void store.dispatch(progressFailed({ message: BLOCKED })));
    await user.click(screen.getByRole('button', { name: 'Import the page instead' }));
    expect(dispatched(pageImportOpened.type).map((a) => a.payload)).toEqual([
      { forUrl: 'https://www.airbnb.com/rooms/900000000000000106' },
    ]);
  });
});
