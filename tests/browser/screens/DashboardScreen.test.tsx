import { screen, waitFor, within } from '@testing-library/react';
import { HttpError } from '../../../src/api/request/request-layer';
import * as listingsApi from '../../../src/api/listings';
import { listingsSaga } from '../../../src/sagas/listings.saga';
import DashboardScreen from '../../../src/screens/dashboard/DashboardScreen';
import type { RootState } from '../../../src/app/store';
import { dashboardClosed, dashboardOpened, listingsRequested } from '../../../src/store/listings.slice';
import { navigationRequested } from '../../../src/store/screen.slice';
import { listing, fetched } from '../../support/browser/listing-fixtures';
import { loadedProfile, profile } from '../../support/browser/profile-fixtures';
import { renderWithProviders } from '../../support/browser/render';
import { sagaStore } from '../../support/browser/saga-store';
import { renderRecording, signedInState } from '../../support/browser/screen-harness';

jest.mock('../../../src/api/listings');
jest.mock('../../../src/api/platform/log');
const api = jest.mocked(listingsApi);

const named = (fullName: string | null) => loadedProfile(profile({ fullName }));

function state(listings: Partial<RootState['listings']>, profileState: RootState['profile'] = named('Alex Morgan')): Partial<RootState> {
  return {
    ...signedInState,
    profile: profileState,
    listings: {
      byId: {},
      ids: [],
      details: {},
      tags: { list: null, listings: {} },
      listStatus: 'succeeded',
      listError: null,
      analyzeStatus: 'idle',
      operations: {},
      progress: { listingId: null, percent: 0, phase: 'running', error: null },
      detail: { listingId: null, status: 'idle', error: null },
      allowance: null,
      ...listings,
    },
  };
}

const withListings = (...items: ReturnType<typeof listing>[]) =>
  state({ byId: Object.fromEntries(items.map((l) => [l.id, l])), ids: items.map((l) => l.id) });

beforeEach(() => jest.resetAllMocks());

describe('dashboard greeting', () => {
  it('greets with the first word of the full name', () => {
    renderRecording(<DashboardScreen />, withListings());
    expect(screen.getByRole('heading', { name: 'Welcome back, Alex' })).toBeInTheDocument();
  });

  it('greets with the part of the e-mail before the @ when there is no name', () => {
    renderRecording(<DashboardScreen />, state({}, named(null)));
    expect(screen.getByRole('heading', { name: 'Welcome back, alex.morgan' })).toBeInTheDocument();
  });

  it('shows a placeholder until the profile is known', () => {
    renderRecording(<DashboardScreen />, state({}, { status: 'pending', data: null, error: null }));
    expect(screen.getByTestId('greeting-skeleton')).toBeInTheDocument();
    expect(screen.queryByText(/Welcome back/)).toBeNull();
  });

  it('still greets by e-mail when the profile could not be loaded', () => {
    renderRecording(<DashboardScreen />, state({}, { status: 'failed', data: null, error: '500: boom' }));
    expect(screen.getByRole('heading', { name: 'Welcome back, alex.morgan' })).toBeInTheDocument();
  });
});

describe('dashboard sections', () => {
  it('asks the sagas for the listings on arrival and stops them on leaving', () => {
    const { dispatched, unmount } = renderRecording(<DashboardScreen />, withListings());
    expect(dispatched(dashboardOpened.type)).toHaveLength(1);
    unmount();
    expect(dispatched(dashboardClosed.type)).toHaveLength(1);
  });

  it("offers 'Add a New Listing', which opens the URL input", async () => {
    const { user, dispatched } = renderRecording(<DashboardScreen />, withListings());
    expect(screen.getByRole('heading', { name: 'Add a New Listing' })).toBeInTheDocument();
    expect(screen.getByText('Get started by adding your property details')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(dispatched(navigationRequested.type).map((a) => a.payload)).toEqual([{ screen: 'url-input' }]);
  });

  it('shows skeleton cards while the listings load', () => {
    renderRecording(<DashboardScreen />, state({ listStatus: 'pending' }));
    expect(screen.getByRole('heading', { name: 'Your Listings' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading your listings' })).toBeInTheDocument();
  });

  it('shows one card per listing', () => {
    renderRecording(<DashboardScreen />, withListings(listing({ id: 'a', title: 'Casa Azul' }), listing({ id: 'b', title: 'Casa Verde' })));
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual(['Casa Azul', 'Casa Verde']);
  });

  it('shows the empty message without listings', () => {
    renderRecording(<DashboardScreen />, withListings());
    expect(screen.getByText('No listings yet. Add your first listing to get started!')).toBeInTheDocument();
  });

  it("shows 'Failed to load listings' with 'Try Again' on a network failure", async () => {
    const { user, dispatched } = renderRecording(
      <DashboardScreen />,
      state({ listStatus: 'failed', listError: { message: 'Network Error', status: null, code: 'network' } }),
    );
    expect(screen.getByText('Failed to load listings')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(dispatched(listingsRequested.type)).toHaveLength(1);
  });

  it('shows the empty message, not a failure, for a 404', () => {
    renderRecording(<DashboardScreen />, state({ listStatus: 'failed', listError: { message: '404: network', status: 404, code: null } }));
    expect(screen.queryByText('Failed to load listings')).toBeNull();
    expect(screen.getByText('No listings yet. Add your first listing to get started!')).toBeInTheDocument();
  });

  it('shows the quick tips, one topic open at a time, and closes the open one on a second click', async () => {
    const { user } = renderRecording(<DashboardScreen />, withListings());
    expect(screen.getByRole('heading', { name: 'Quick Tips to Optimize Your Hosting' })).toBeInTheDocument();
    const topics = [
      'Write a title that sells',
      'Craft a description guests read to the end',
      'Lead with hero photos',
      'Price with the market',
      'Grow your guest reviews',
      'Keep your calendar and availability current',
    ];
    for (const topic of topics) expect(screen.getByRole('button', { name: topic })).toHaveAttribute('aria-expanded', 'false');
    await user.click(screen.getByRole('button', { name: 'Lead with hero photos' }));
    expect(screen.getByText('Use photos of at least 1024x683 pixels.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Price with the market' }));
    expect(screen.getByRole('button', { name: 'Price with the market' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Lead with hero photos' })).toHaveAttribute('aria-expanded', 'false');
    await user.click(screen.getByRole('button', { name: 'Price with the market' }));
    expect(screen.getByRole('button', { name: 'Price with the market' })).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('dashboard with its sagas', () => {
  it('loads the cards, deletes one after confirmation and shows the success toast', async () => {
    api.fetchListings.mockResolvedValue(fetched([listing({ id: 'a', title: 'Casa Azul' }), listing({ id: 'b', title: 'Casa Verde' })]));
    api.deleteListing.mockResolvedValue(undefined);
    const { store } = sagaStore(listingsSaga, state({ listStatus: 'idle' }));
    const { user } = renderWithProviders(<DashboardScreen />, { store });
    const card = await screen.findByRole('article', { name: 'Casa Azul' });
    await user.click(within(card).getByRole('button', { name: 'Delete Listing' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Listing deleted successfully')).toBeInTheDocument();
    expect(screen.getByText('Success')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Casa Azul' })).toBeNull());
    expect(screen.getByRole('article', { name: 'Casa Verde' })).toBeInTheDocument();
  });

  it('shows the failure toast when the delete fails and keeps the card', async () => {
    api.fetchListings.mockResolvedValue(fetched([listing({ id: 'a', title: 'Casa Azul' })]));
    api.deleteListing.mockRejectedValue(new HttpError('500: boom', { status: 500 }));
    const { store } = sagaStore(listingsSaga, state({ listStatus: 'idle' }));
    const { user } = renderWithProviders(<DashboardScreen />, { store });
    const card = await screen.findByRole('article', { name: 'Casa Azul' });
    await user.click(within(card).getByRole('button', { name: 'Delete Listing' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete listing. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('article', { name: 'Casa Azul' })).toBeInTheDocument());
  });

  it("re-analyses from a card and shows 'Re-analysis Started'", async () => {
    const analysing = listing({ id: 'a', title: 'Casa Azul', isAnalyzing: true, seoScore: null });
    api.fetchListings.mockResolvedValueOnce(fetched([listing({ id: 'a', title: 'Casa Azul' })])).mockResolvedValue(fetched([analysing]));
    api.reanalyzeListing.mockResolvedValue(analysing);
    const { store } = sagaStore(listingsSaga, state({ listStatus: 'idle' }));
    const { user } = renderWithProviders(<DashboardScreen />, { store });
    const card = await screen.findByRole('article', { name: 'Casa Azul' });
    await user.click(within(card).getByRole('button', { name: 'Re-analyze' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Re-analyze' }));
    expect(await screen.findByText('Your listing is being re-analyzed with fresh data. This may take some time.')).toBeInTheDocument();
    expect(await screen.findByText('Analyzing...')).toBeInTheDocument();
    // The same listing analysing again: nothing of it was deleted.
    expect(api.reanalyzeListing).toHaveBeenCalledWith('a');
    expect(api.deleteListing).not.toHaveBeenCalled();
  });
});

describe('free account line', () => {
  const allowance = (remaining: number | null, used = 0) => ({ purchased: remaining === null, freeListings: 1, used, remaining });

  it('tells a free account how many analyses it has left, with the purchase link', async () => {
    const { dispatched } = renderRecording(<DashboardScreen />, state({ allowance: allowance(1) }));
    expect(screen.getByTestId('free-allowance')).toHaveTextContent('Your free account has 1 analysis left.');
    screen.getByRole('button', { name: 'Purchase access to analyse more listings' }).click();
    expect(dispatched('system/purchaseRequested')).toHaveLength(1);
  });

  it('says when the free analysis is used', () => {
    renderRecording(<DashboardScreen />, state({ allowance: allowance(0, 1) }));
    expect(screen.getByTestId('free-allowance')).toHaveTextContent('Your free account has used its free analysis.');
  });

  it('shows nothing to an account with a purchase, or before the allowance is known', () => {
    renderRecording(<DashboardScreen />, state({ allowance: allowance(null, 3) }));
    expect(screen.queryByTestId('free-allowance')).toBeNull();
  });
});
