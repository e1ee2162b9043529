import { fireEvent, screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import { ListingCard } from '../../../src/components/listing/ListingCard';
import { listingDeleteRequested, listingReanalysisRequested } from '../../../src/store/listings.slice';
import { navigationRequested } from '../../../src/store/screen.slice';
import { analysingListing, listing } from '../../support/browser/listing-fixtures';
import { renderRecording, signedInState } from '../../support/browser/screen-harness';

const card = () => screen.getByRole('article');

describe('listing card', () => {
  it('shows the title, the image, the rating with its star and the score', () => {
    renderRecording(<ListingCard listing={listing({ seoScore: 78 })} operation={null} />, signedInState);
    expect(within(card()).getByRole('heading', { name: 'Sunny loft by the canal with rooftop terrace' })).toBeInTheDocument();
    expect(within(card()).getByRole('img', { name: 'Photo of Sunny loft by the canal with rooftop terrace' })).toHaveAttribute(
      'src',
      '/e2e-photos/0.svg',
    );
    expect(within(card()).getByText('4.87')).toBeInTheDocument();
    expect(within(card()).getByText('(132 reviews)')).toBeInTheDocument();
    expect(within(card()).getByText('Optimization Score')).toBeInTheDocument();
    expect(within(card()).getByText('78/100')).toBeInTheDocument();
  });

  it('keeps the title to two lines', () => {
    renderRecording(<ListingCard listing={listing()} operation={null} />, signedInState);
    const title = within(card()).getByRole('heading');
    expect(title).toHaveStyle({ WebkitLineClamp: '2', overflow: 'hidden' });
  });

  it("says 'No reviews yet' without a rating or without reviews", () => {
    const { unmount } = renderRecording(
      <ListingCard listing={listing({ rating: null, reviewCount: 10 })} operation={null} />,
      signedInState,
    );
    expect(screen.getByText('No reviews yet')).toBeInTheDocument();
    unmount();
    renderRecording(<ListingCard listing={listing({ rating: 4.5, reviewCount: 0 })} operation={null} />, signedInState);
    expect(screen.getByText('No reviews yet')).toBeInTheDocument();
    expect(screen.queryByText('4.5')).toBeNull();
  });

  it('shows the score only above 0', () => {
    const { unmount } = renderRecording(<ListingCard listing={listing({ seoScore: 0 })} operation={null} />, signedInState);
    expect(screen.queryByText('Optimization Score')).toBeNull();
    unmount();
    renderRecording(<ListingCard listing={listing({ seoScore: null })} operation={null} />, signedInState);
    expect(screen.queryByText('Optimization Score')).toBeNull();
  });

  it.each([
    [59, 'error'],
    [60, 'warning'],
    [79, 'warning'],
    [80, 'success'],
  ])('colours a score of %i with the %s colour', (score, palette) => {
    renderRecording(<ListingCard listing={listing({ seoScore: score })} operation={null} />, signedInState);
    const colours = { error: 'rgb(198, 40, 40)', warning: 'rgb(161, 98, 7)', success: 'rgb(21, 128, 61)' } as const;
    expect(screen.getByText(`${score}/100`)).toHaveStyle({ color: colours[palette as keyof typeof colours] });
  });

  it('shows the shipped fallback photo when the listing has no image', () => {
    renderRecording(<ListingCard listing={listing({ imageUrl: null })} operation={null} />, signedInState);
    expect(within(card()).getByRole('img')).toHaveAttribute('src', '/listing-fallback.svg');
  });

  it('switches to the fallback photo when the image fails to load', () => {
    renderRecording(<ListingCard listing={listing({ imageUrl: 'https://a0.muscache.com/broken.jpg' })} operation={null} />, signedInState);
    const image = within(card()).getByRole('img');
    expect(image).toHaveAttribute('src', 'https://a0.muscache.com/broken.jpg');
    fireEvent.error(image);
    expect(within(card()).getByRole('img')).toHaveAttribute('src', '/listing-fallback.svg');
  });

  it('opens the listing from the card and from Optimize Listing', async () => {
    const { user, dispatched } = renderRecording(<ListingCard listing={listing({ id: 'l-7' })} operation={null} />, signedInState);
    await user.click(within(card()).getByRole('heading'));
    await user.click(screen.getByRole('button', { name: 'Optimize Listing' }));
    expect(dispatched(navigationRequested.type).map((a) => a.payload)).toEqual([
      { screen: 'listing-detail', listingId: 'l-7' },
      { screen: 'listing-detail', listingId: 'l-7' },
    ]);
  });

  it('asks before deleting, with the exact words, and deletes only when confirmed', async () => {
    const { user, dispatched } = renderRecording(
      <ListingCard listing={listing({ id: 'l-7', title: 'Casa Azul' })} operation={null} />,
      signedInState,
    );
    await user.click(screen.getByRole('button', { name: 'Delete Listing' }));
    const dialog = screen.getByRole('dialog');
    expect(
      within(dialog).getByText(
        'Are you sure you want to delete "Casa Azul"? This action cannot be undone. Its history, chat and what you told the assistant are deleted too.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitForElementToBeRemoved(() => screen.queryByRole('dialog'));
    expect(dispatched(listingDeleteRequested.type)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Delete Listing' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(dispatched(listingDeleteRequested.type).map((a) => a.payload)).toEqual([{ id: 'l-7' }]);
  });

  it('asks before re-analysing, with the exact words, then re-analyses from the dashboard', async () => {
    const { user, dispatched } = renderRecording(
      <ListingCard listing={listing({ id: 'l-7', title: 'Casa Azul' })} operation={null} />,
      signedInState,
    );
    await user.click(screen.getByRole('button', { name: 'Re-analyze' }));
    const dialog = screen.getByRole('dialog');
    expect(
      within(dialog).getByText('Re-analyze "Casa Azul"? This will fetch fresh data from the listing and may take 30-45 seconds.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Re-analyze' }));
    expect(dispatched(listingReanalysisRequested.type).map((a) => a.payload)).toEqual([{ id: 'l-7', via: 'dashboard' }]);
  });

  it('disables its buttons while it is being deleted or re-analysed, and says which', () => {
    const { unmount } = renderRecording(<ListingCard listing={listing()} operation="deleting" />, signedInState);
    expect(screen.getByRole('button', { name: 'Deleting...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Re-analyze' })).toBeDisabled();
    unmount();
    renderRecording(<ListingCard listing={listing()} operation="reanalyzing" />, signedInState);
    expect(screen.getByRole('button', { name: 'Re-analyzing...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete Listing' })).toBeDisabled();
  });

  it('shows an analysing listing as such, without a re-analysis on top', () => {
    renderRecording(<ListingCard listing={analysingListing()} operation={null} />, signedInState);
    expect(screen.getByText('Analyzing...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Re-analyze' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete Listing' })).toBeEnabled();
  });

  it('says why an analysis failed', () => {
    renderRecording(
      <ListingCard listing={listing({ seoScore: null, analysisError: 'The page asks visitors to sign in.' })} operation={null} />,
      signedInState,
    );
    expect(screen.getByText('Could not be analyzed')).toBeInTheDocument();
    expect(screen.getByText('The page asks visitors to sign in.')).toBeInTheDocument();
  });
});
