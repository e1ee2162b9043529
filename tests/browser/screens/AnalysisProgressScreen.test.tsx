import { act, screen, within } from '@testing-library/react';
import AnalysisProgressScreen from '../../../src/screens/loading/AnalysisProgressScreen';
import { type RootState } from '../../../src/app/store';
import { makeTestStore } from '../../support/browser/test-store';
import { progressClosed, progressCompleted, progressFailed, progressOpened, type ProgressState } from '../../../src/store/listings.slice';
import { backRequested, navigationRequested } from '../../../src/store/screen.slice';
import { renderRecording, signedInState } from '../../support/browser/screen-harness';

function state(progress: Partial<ProgressState>, listingId: string | null = 'l-1'): Partial<RootState> {
  const base = makeTestStore({ saga: null }).getState();
  return {
    ...signedInState,
    screen: { ...base.screen, current: 'loading', listingId },
    listings: { ...base.listings, progress: { listingId: 'l-1', percent: 0, phase: 'running', error: null, ...progress } },
  };
}

const currentStep = () => screen.getAllByRole('listitem').find((li) => li.getAttribute('aria-current') === 'step');

describe('analysis progress screen', () => {
  it('shows the heading, the text, the ripple and the four steps', async () => {
    const { user, dispatched } = renderRecording(<AnalysisProgressScreen />, state({}));
    expect(screen.getByText('Listing Analysis')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Running a Deep Market Analysis of Your Listing...' })).toBeInTheDocument();
    expect(screen.getByText(/may take a few minutes/)).toBeInTheDocument();
    expect(screen.getAllByTestId('ripple-ring')).toHaveLength(3);
    expect(screen.getAllByRole('listitem').map((li) => within(li).getAllByText(/\w+/)[0]!.textContent)).toEqual([
      'Benchmarking',
      'Analyzing',
      'Pinpointing',
      'Assembling',
    ]);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(dispatched(backRequested.type)).toHaveLength(1);
  });

  it('starts the progress for its listing on arrival and stops it on leaving', () => {
    const { dispatched, unmount } = renderRecording(<AnalysisProgressScreen />, state({}));
    expect(dispatched(progressOpened.type).map((a) => a.payload)).toEqual([{ listingId: 'l-1' }]);
    unmount();
    expect(dispatched(progressClosed.type)).toHaveLength(1);
  });

  it.each([
    [0, 'Benchmarking'],
    [24.9, 'Benchmarking'],
    [25, 'Analyzing'],
    [49, 'Analyzing'],
    [50, 'Pinpointing'],
    [74, 'Pinpointing'],
    [75, 'Assembling'],
    [90, 'Assembling'],
  ])('at %s%% highlights %s', (percent, step) => {
    renderRecording(<AnalysisProgressScreen />, state({ percent }));
    expect(currentStep()).toHaveTextContent(step);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(Math.floor(percent)));
    expect(screen.getByText(`${Math.floor(percent)}%`)).toBeInTheDocument();
  });

  it('gives the progress bar a spoken value with the step and the percentage', () => {
    renderRecording(<AnalysisProgressScreen />, state({ percent: 45.7 }));
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', 'Analysing: step 2 of 4, 45 %');
  });

  it('shows 100% and the way back once the analysis is complete', () => {
    const { store } = renderRecording(<AnalysisProgressScreen />, state({ percent: 60 }));
    act(() => void store.dispatch(progressCompleted()));
    expect(screen.getByText('100%')).toBeInTheDocument();
    expect(screen.getByText('Analysis complete! Taking you to your dashboard...')).toBeInTheDocument();
    expect(currentStep()).toBeUndefined();
  });

  it('shows why a failed analysis stopped, with a way back instead of spinning forever', async () => {
    const { user, dispatched, store } = renderRecording(<AnalysisProgressScreen />, state({ percent: 35 }));
    act(() => void store.dispatch(progressFailed({ message: 'The page asks visitors to sign in.' })));
    // Seen here; heard through the app's assertive live region (the progress saga says it).
    // One heading, saying what happened: 'Running a Deep Market Analysis' is gone.
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual(['We could not analyze this listing']);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('We could not analyze this listing');
    expect(screen.queryByText(/Running a Deep Market Analysis/)).toBeNull();
    expect(screen.getByText('The page asks visitors to sign in.')).toBeVisible();
    expect(screen.queryByRole('progressbar')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Back to Dashboard' }));
    await user.click(screen.getByRole('button', { name: 'Try Another URL' }));
    expect(dispatched(navigationRequested.type).map((a) => a.payload)).toEqual([{ screen: 'dashboard' }, { screen: 'url-input' }]);
  });

  it('says so plainly when the failure has no reason', () => {
    const { store } = renderRecording(<AnalysisProgressScreen />, state({}));
    act(() => void store.dispatch(progressFailed({ message: null })));
    expect(screen.getByText('The analysis stopped before it could finish.')).toBeInTheDocument();
  });
});
