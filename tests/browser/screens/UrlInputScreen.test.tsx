import { act, screen } from '@testing-library/react';
import { HttpError } from '../../../src/api/request/request-layer';
import * as listingsApi from '../../../src/api/listings';
import { listingsSaga } from '../../../src/sagas/listings.saga';
import UrlInputScreen from '../../../src/screens/url-input/UrlInputScreen';
import { type RootState } from '../../../src/app/store';
import { makeTestStore } from '../../support/browser/test-store';
import { analysisRequested } from '../../../src/store/listings.slice';
import { backRequested, navigationRequested } from '../../../src/store/screen.slice';
import { analysingListing } from '../../support/browser/listing-fixtures';
import { renderWithProviders } from '../../support/browser/render';
import { sagaStore } from '../../support/browser/saga-store';
import { renderRecording, signedInState } from '../../support/browser/screen-harness';

jest.mock('../../../src/api/listings');
const api = jest.mocked(listingsApi);

const authState = (status: RootState['auth']['status']): Partial<RootState> => ({
  auth: { status, user: status === 'authenticated' ? { id: 'u-1', email: 'a@b.c' } : null, expiresAt: null, lastEvent: null },
});

beforeEach(() => jest.resetAllMocks());

describe('URL input', () => {
  it('shows its title, back button, heading, text and a URL field with an example', async () => {
    const { user, dispatched } = renderRecording(<UrlInputScreen />, signedInState);
    expect(screen.getByText('Listing Analyzer')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Paste your listing URL' })).toBeInTheDocument();
    expect(screen.getByText('Enter the URL of your property listing to get started.')).toBeInTheDocument();
    const field = screen.getByLabelText('Listing URL');
    expect(field).toHaveAttribute('type', 'url');
    expect(field).toHaveAttribute('placeholder', 'https://www.airbnb.com/rooms/12345678');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(dispatched(backRequested.type)).toHaveLength(1);
  });

  it('tells a free account what it has left before Analyze, and reads it as the screen opens', async () => {
    api.fetchAllowance.mockResolvedValue({ purchased: false, freeListings: 1, used: 0, remaining: 1 });
    const { store } = sagaStore(listingsSaga, signedInState);
    renderWithProviders(<UrlInputScreen />, { store });
    const line = await screen.findByTestId('free-allowance');
    expect(line).toHaveTextContent('Your free account has 1 analysis left.');
    expect(screen.getByRole('button', { name: 'Purchase access to analyse more listings' })).toBeVisible();
    // Before the Analyze button in the page, so it is read before the host commits.
    expect(line.compareDocumentPosition(screen.getByRole('button', { name: 'Analyze' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(api.fetchAllowance).toHaveBeenCalledTimes(1);
  });

  it('keeps Analyze disabled until something is typed, then sends the URL', async () => {
    const { user, dispatched } = renderRecording(<UrlInputScreen />, signedInState);
    expect(screen.getByRole('button', { name: 'Analyze' })).toBeDisabled();
    await user.type(screen.getByLabelText('Listing URL'), 'https://www.airbnb.com/rooms/42');
    await user.click(screen.getByRole('button', { name: 'Analyze' }));
    expect(dispatched(analysisRequested.type).map((a) => a.payload)).toEqual([{ url: 'https://www.airbnb.com/rooms/42' }]);
  });

  it("reads 'Loading...' and is disabled while auth loads", () => {
    renderRecording(<UrlInputScreen />, authState('loading'));
    expect(screen.getByRole('button', { name: 'Loading...' })).toBeDisabled();
  });

  it("reads 'Please log in' and is disabled when signed out", () => {
    renderRecording(<UrlInputScreen />, authState('unauthenticated'));
    expect(screen.getByRole('button', { name: 'Please log in' })).toBeDisabled();
  });

  it("reads 'Starting Analysis...' and is disabled while sending", () => {
    renderRecording(<UrlInputScreen />, {
      ...signedInState,
      listings: { ...makeTestStore({ saga: null }).getState().listings, analyzeStatus: 'pending' },
    });
    expect(screen.getByRole('button', { name: 'Starting Analysis...' })).toBeDisabled();
  });
});

describe('URL input with its saga', () => {
  it('starts the analysis, says so and moves to the progress screen for that listing', async () => {
    api.analyzeListing.mockResolvedValue(analysingListing({ id: 'l-5' }));
    const { store, ofType } = sagaStore(listingsSaga, signedInState);
    const { user } = renderWithProviders(<UrlInputScreen />, { store });
    await user.type(screen.getByLabelText('Listing URL'), 'https://www.airbnb.com/rooms/5');
    await user.click(screen.getByRole('button', { name: 'Analyze' }));
    expect(await screen.findByText('Analysis Started')).toBeInTheDocument();
    expect(screen.getByText('Your listing is being analyzed. This may take some time.')).toBeInTheDocument();
    expect(ofType(navigationRequested.type).map((a) => a.payload)).toEqual([{ screen: 'loading', listingId: 'l-5' }]);
  });

  it("shows 'Analysis Failed' with the server's message and lets the host try again", async () => {
    api.analyzeListing.mockRejectedValue(
      new HttpError('400: This is not a listing page', { status: 400, serverMessage: 'This is not a listing page' }),
    );
    const { store } = sagaStore(listingsSaga, signedInState);
    const { user } = renderWithProviders(<UrlInputScreen />, { store });
    await user.type(screen.getByLabelText('Listing URL'), 'https://www.airbnb.com/s/homes');
    await user.click(screen.getByRole('button', { name: 'Analyze' }));
    expect(await screen.findByText('Analysis Failed')).toBeInTheDocument();
    expect(
      screen.getByText('Unable to start analysis: This is not a listing page. Please check the URL and try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Analyze' })).toBeEnabled();
  });

  it("answers a URL of spaces with 'URL Required'", async () => {
    const { store } = sagaStore(listingsSaga, signedInState);
    renderWithProviders(<UrlInputScreen />, { store });
    act(() => void store.dispatch(analysisRequested({ url: '   ' })));
    expect(await screen.findByText('URL Required')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid listing URL.')).toBeInTheDocument();
    expect(api.analyzeListing).not.toHaveBeenCalled();
  });

  it("answers a request without a signed-in user with 'Authentication Required'", async () => {
    const { store } = sagaStore(listingsSaga, authState('unauthenticated'));
    renderWithProviders(<UrlInputScreen />, { store });
    act(() => void store.dispatch(analysisRequested({ url: 'https://www.airbnb.com/rooms/5' })));
    expect(await screen.findByText('Authentication Required')).toBeInTheDocument();
    expect(screen.getByText('Please log in to analyze listings.')).toBeInTheDocument();
  });
});
