import { act, screen, within } from '@testing-library/react';
import type { Listing } from '../../../contract/wire';
import { type RootState } from '../../../src/app/store';
import ListingDetailScreen from '../../../src/screens/listing-detail/ListingDetailScreen';
import { MarketCard } from '../../../src/screens/listing-detail/MarketCard';
import { marketFetched, marketFetchFailed, marketMissing, marketRequested } from '../../../src/store/market.slice';
import { listing } from '../../support/browser/listing-fixtures';
import { marketInsight } from '../../support/browser/market-fixtures';
import { renderRecording, signedInState } from '../../support/browser/screen-harness';
import { makeTestStore } from '../../support/browser/test-store';

function state(item: Listing): Partial<RootState> {
  const base = makeTestStore({ saga: null }).getState();
  return {
    ...signedInState,
    screen: { ...base.screen, current: 'listing-detail', listingId: item.id },
    listings: { ...base.listings, byId: { [item.id]: item }, details: { [item.id]: item }, ids: [item.id], listStatus: 'succeeded' },
  };
}

function renderCard(item: Listing = listing()) {
  return renderRecording(<MarketCard listing={item} />, state(item));
}

const card = () => screen.getByRole('region', { name: 'Your market' });

describe('Your market card', () => {
  it('is a card of its own on the listing detail screen', () => {
    renderRecording(<ListingDetailScreen />, state(listing()));
    expect(card()).toBeInTheDocument();
  });

  it('says it is loading until the market arrives', () => {
    const { store } = renderCard();
    act(() => void store.dispatch(marketRequested({ listingId: 'l-1' })));
    expect(within(card()).getByRole('status')).toHaveTextContent('Loading your market...');
  });

  it("says when no market is loaded for the listing's city, and how an operator adds one", () => {
    const { store } = renderCard();
    act(() => void store.dispatch(marketMissing({ listingId: 'l-1' })));
    expect(card()).toHaveTextContent('No market data for Lisbon yet');
    expect(card()).toHaveTextContent('insideairbnb.com ("Get the data", the detailed listings.csv.gz)');
    expect(card()).toHaveTextContent('npm run market -- import');
  });

  it("shows the failure in the server's words with Try Again", async () => {
    const { store, user, dispatched } = renderCard();
    act(
      () =>
        void store.dispatch(
          marketFetchFailed({
            listingId: 'l-1',
            message: 'The Munich market is being scored by the new scoring rules. Try again in a minute.',
          }),
        ),
    );
    expect(within(card()).getByRole('alert')).toHaveTextContent('The Munich market is being scored by the new scoring rules.');
    await user.click(within(card()).getByRole('button', { name: 'Try Again' }));
    expect(dispatched('market/marketRetryRequested')).toEqual([{ type: 'market/marketRetryRequested', payload: { listingId: 'l-1' } }]);
  });

  describe('with the market loaded', () => {
    function loaded(insight = marketInsight()) {
      const rendered = renderCard();
      act(() => void rendered.store.dispatch(marketFetched({ listingId: 'l-1', insight })));
      return rendered;
    }

    it("states the listing's percentile among comparable listings, and what it was scored on", () => {
      loaded();
      expect(screen.getByTestId('market-percentile')).toHaveTextContent(
        'Better than 64 % of 412 comparable entire homes for 2-3 guests in Munich',
      );
      expect(card()).toHaveTextContent('yours scores 54 on those');
    });

    it('charts reviews per month by score quarter as listings like these, marking the quarter the listing is in', () => {
      loaded();
      const chart = screen.getByTestId('market-chart');
      expect(within(chart).getByRole('heading', { name: 'Reviews per month of listings like these' })).toBeInTheDocument();
      expect(screen.getByTestId('market-quarter-1')).toHaveTextContent('Scores 20-430.08 a month');
      expect(within(screen.getByTestId('market-quarter-3')).getByText('Yours')).toBeInTheDocument();
      expect(within(screen.getByTestId('market-quarter-4')).queryByText('Yours')).not.toBeInTheDocument();
      expect(card()).not.toHaveTextContent(/you will get/i);
    });

    it('lists the amenity gaps with both shares, each with Ask the coach opening the chat about it', async () => {
      const { user, dispatched } = loaded();
      const gaps = screen.getAllByTestId('market-gap');
      expect(gaps.map((g) => g.textContent)).toEqual([
        'Dishwasher: 71 % of the busiest, 38 % of allAsk the coach',
        'Hair dryer: 77 % of the busiest, 62 % of allAsk the coach',
      ]);
      expect(card()).toHaveTextContent('The busiest quarter of these listings: 1.1 or more reviews a month.');
      await user.click(screen.getByRole('button', { name: 'Ask the coach about Dishwasher' }));
      expect(dispatched('screen/navigationRequested')).toEqual([
        {
          type: 'screen/navigationRequested',
          payload: {
            screen: 'chat',
            listingId: 'l-1',
            chatFromListing: true,
            prefill: {
              message:
                'Is it worth adding "Dishwasher", which 71 % of the busiest comparable listings in Munich list (38 % of all), and how would I mention it?',
              section: 'Amenities',
            },
          },
        },
      ]);
    });

    it("compares the description, neighbourhood text and nightly price with the busiest's, and credits Inside Airbnb", () => {
      loaded();
      expect(card()).toHaveTextContent('Description: the busiest typically write 408 characters; yours has 225.');
      expect(card()).toHaveTextContent('Neighbourhood: 32 % of the busiest describe it, typically in 241 characters; yours has none.');
      expect(screen.getByTestId('market-price')).toHaveTextContent(
        'Yours is €135 a night; the median of 410 comparable listings is €179.50 (29 % of them are cheaper than yours).',
      );
      expect(screen.getByTestId('market-attribution')).toHaveTextContent(
        'Data: Inside Airbnb (insideairbnb.com), Munich, scraped 27 Sep 2025, CC BY 4.0',
      );
    });

    it('says how the comparison widened, and shows no price when it cannot be compared', () => {
      loaded(
        marketInsight({
          comparable: {
            count: 96,
            definition: 'entire homes of any size',
            roomType: 'entire',
            guests: null,
            widenedFrom: { definition: 'entire homes for 11-13 guests', roomType: 'entire', guests: { min: 11, max: 13 }, count: 9 },
            unknown: [],
          },
          price: null,
          amenityGaps: [],
        }),
      );
      expect(card()).toHaveTextContent('Only 9 entire homes for 11-13 guests in Munich, so this compares entire homes of any size.');
      expect(card()).toHaveTextContent('Yours lists everything that at least half of the busiest list.');
      expect(screen.queryByTestId('market-price')).not.toBeInTheDocument();
    });
  });
});
