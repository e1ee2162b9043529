import { act, screen, within } from '@testing-library/react';
import type { Listing, ListingHistoryResponse } from '../../../contract/wire';
import { type RootState } from '../../../src/app/store';
import ListingDetailScreen from '../../../src/screens/listing-detail/ListingDetailScreen';
import { ProgressCard } from '../../../src/screens/listing-detail/ProgressCard';
import {
  historyFetched,
  historyFetchFailed,
  historyRequested,
  historyRetryRequested,
  reportFailed,
  reportRequested,
} from '../../../src/store/history.slice';
import { firstAnalysisOnly, historyEntry, listingChanges, twoAnalyses } from '../../support/browser/history-fixtures';
import { analysingListing, listing } from '../../support/browser/listing-fixtures';
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

function renderCard(item: Listing = listing(), response?: ListingHistoryResponse) {
  const rendered = renderRecording(<ProgressCard listing={item} />, state(item));
  if (response) act(() => void rendered.store.dispatch(historyFetched({ listingId: item.id, response })));
  return rendered;
}

const card = () => screen.getByRole('region', { name: 'Progress over time' });

describe('Progress card', () => {
  it('is on the listing detail screen, last: the History part of the section navigation', () => {
    renderRecording(<ListingDetailScreen />, state(listing()));
    const regions = screen.getAllByRole('region').map((r) => r.getAttribute('aria-labelledby'));
    expect(regions.at(-1)).toBe('progress-title');
    expect(card()).toBeInTheDocument();
  });

  it('says it is loading the history until it arrives', () => {
    const { store } = renderCard();
    act(() => void store.dispatch(historyRequested({ listingId: 'l-1' })));
    expect(within(card()).getByRole('status')).toHaveTextContent('Loading the score history...');
    expect(card()).not.toHaveTextContent('What changed since');
  });

  it('says history starts now after the first analysis, and shows no chart or changes', () => {
    renderCard(listing(), firstAnalysisOnly());
    expect(card()).toHaveTextContent('History starts now: this is the first analysis of this listing.');
    expect(screen.queryByTestId('score-history-chart')).not.toBeInTheDocument();
    expect(screen.queryByTestId('what-changed')).not.toBeInTheDocument();
    expect(within(card()).getByRole('button', { name: 'Download report' })).toBeEnabled();
  });

  it('shows the score change by category, the changed section as a word diff, and the problems fixed', async () => {
    renderCard(listing(), twoAnalyses());
    // The chart's code loads on its own (a lazy chunk): slow on a busy machine.
    expect(await screen.findByTestId('score-history-chart', {}, { timeout: 15_000 })).toBeInTheDocument();
    const changed = screen.getByTestId('what-changed');
    // The date in the host's own locale and time zone, without a time: the analyses are a week apart.
    const since = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'long', year: 'numeric' }).format(
      new Date('2026-01-03T09:00:00.000Z'),
    );
    expect(within(changed).getByRole('heading', { level: 3 }).textContent).toBe(`What changed since ${since}`);
    const rows = within(screen.getByTestId('category-changes')).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Optimization Score64 → 78+14');
    expect(rows.find((r) => r.textContent?.startsWith('Description'))).toHaveTextContent('52 → 81+29');
    expect(rows.find((r) => r.textContent?.startsWith('Pricing'))).toHaveTextContent(/^PricingNot scored$/);
    const sections = screen.getByTestId('section-changes');
    expect(sections).toHaveTextContent('Guest access');
    expect(within(sections).getByText('the whole flat').tagName).toBe('DEL');
    expect(within(sections).getByText('the whole loft and the rooftop terrace').tagName).toBe('INS');
    expect(screen.getByTestId('problems-fixed')).toHaveTextContent(
      'Problems fixed (1)Guest access: Say which rooms and spaces guests can use.',
    );
    expect(screen.getByTestId('problems-new')).toHaveTextContent('New problems (0)No new problems.');
  });

  it('dates the change with its time when both analyses are from the same day, and says the chart needs a second day', () => {
    const sameDay: ListingHistoryResponse = {
      history: [
        historyEntry({ analyzedAt: '2026-01-10T09:00:00.000Z' }),
        historyEntry({ analyzedAt: '2026-01-10T10:01:00.000Z', seoScore: 78 }),
      ],
      changes: listingChanges({ since: '2026-01-10T09:00:00.000Z', until: '2026-01-10T10:01:00.000Z' }),
    };
    renderCard(listing(), sameDay);
    expect(card()).toHaveTextContent(
      "All 2 analyses so far are from today. The chart shows one point a day: tomorrow's analysis will start the line.",
    );
    expect(screen.queryByTestId('score-history-chart')).not.toBeInTheDocument();
    const heading = within(screen.getByTestId('what-changed')).getByRole('heading', { level: 3 }).textContent;
    expect(heading).toMatch(/^What changed since .*2026.*\d{1,2}[:.]\d\d/);
  });

  it('warns that scores of different scoring rules are not a like-for-like comparison', () => {
    renderCard(listing(), { ...twoAnalyses(), changes: listingChanges({ sameRubric: false, rubricBefore: 'v1', rubricAfter: 'v2' }) });
    expect(screen.getByTestId('what-changed')).toHaveTextContent(
      'These analyses were scored with different rules (v1, then v2), so their score changes are not a like-for-like comparison.',
    );
  });

  it("shows why the history could not be loaded, and 'Try Again' asks for it again", async () => {
    const { store, user, dispatched } = renderCard();
    act(() => void store.dispatch(historyFetchFailed({ listingId: 'l-1', message: 'Network Error' })));
    expect(within(card()).getByRole('alert')).toHaveTextContent('Network Error');
    await user.click(within(card()).getByRole('button', { name: 'Try Again' }));
    expect(dispatched(historyRetryRequested.type)).toEqual([historyRetryRequested({ listingId: 'l-1' })]);
  });

  it("asks for the report, says 'Preparing report...' while it is made, and offers it again after a failure", async () => {
    const { store, user, dispatched } = renderCard(listing(), twoAnalyses());
    await user.click(within(card()).getByRole('button', { name: 'Download report' }));
    expect(dispatched(reportRequested.type)).toEqual([reportRequested({ listingId: 'l-1' })]);
    expect(within(card()).getByRole('button', { name: 'Preparing report...' })).toBeDisabled();
    act(() => void store.dispatch(reportFailed({ listingId: 'l-1' })));
    expect(within(card()).getByRole('button', { name: 'Download report' })).toBeEnabled();
  });

  it('offers no report while the listing is being re-analysed', () => {
    renderCard(analysingListing({ id: 'l-1' }), twoAnalyses());
    expect(within(card()).getByRole('button', { name: 'Download report' })).toBeDisabled();
  });
});
