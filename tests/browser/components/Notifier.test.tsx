import { act, fireEvent, screen } from '@testing-library/react';
import { toastShown } from '../../../src/store/toasts.slice';
import { renderWithProviders } from '../../support/browser/render';

// Transitions schedule their next timer after React commits, so time moves in small steps inside act.
async function advance(ms: number, step = 100) {
  for (let elapsed = 0; elapsed < ms; elapsed += step) await act(() => jest.advanceTimersByTimeAsync(step));
}

describe('toast notifier', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows a toast from the store with its title and description', async () => {
    const { store } = renderWithProviders(<div />, { fakeTimers: true });
    act(
      () =>
        void store.dispatch(
          toastShown(
            {
              title: 'Analysis Started',
              description: 'Your listing is being analyzed. This may take some time.',
              variant: 'success',
            },
            'started',
          ),
        ),
    );
    expect(await screen.findByText('Analysis Started')).toBeInTheDocument();
    expect(screen.getByText('Your listing is being analyzed. This may take some time.')).toBeInTheDocument();
  });

  it('shows at most one toast at a time; the next appears when the first closes', async () => {
    const { store } = renderWithProviders(<div />, { fakeTimers: true });
    act(() => {
      store.dispatch(toastShown({ title: 'First' }, 'a'));
      store.dispatch(toastShown({ title: 'Second' }, 'b'));
    });
    expect(await screen.findByText('First')).toBeInTheDocument();
    expect(screen.queryByText('Second')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    // notistack's exit and collapse transitions take a moment before the next toast slides in.
    await advance(3000);
    expect(screen.queryByText('First')).not.toBeInTheDocument();
    expect(screen.getByText('Second')).toBeInTheDocument();
  });

  it('hides a toast after the default 5000 ms and marks it dismissed in the store', async () => {
    const { store } = renderWithProviders(<div />, { fakeTimers: true });
    act(() => void store.dispatch(toastShown({ title: 'Profile updated' }, 'p')));
    await screen.findByText('Profile updated');
    await act(() => jest.advanceTimersByTimeAsync(4900));
    expect(store.getState().toasts.items[0]?.open).toBe(true);
    await act(() => jest.advanceTimersByTimeAsync(200));
    expect(store.getState().toasts.items[0]?.open).toBe(false);
    await advance(3000);
    expect(screen.queryByText('Profile updated')).not.toBeInTheDocument();
  });

  it('dismisses a toast swiped right by 50 px or more, not by less', async () => {
    const { store } = renderWithProviders(<div />, { fakeTimers: true });
    act(() => void store.dispatch(toastShown({ title: 'Swipe me' }, 's')));
    const toast = await screen.findByText('Swipe me');
    fireEvent.pointerDown(toast, { clientX: 100 });
    fireEvent.pointerUp(toast, { clientX: 140 });
    expect(store.getState().toasts.items[0]?.open).toBe(true);
    fireEvent.pointerDown(toast, { clientX: 100 });
    fireEvent.pointerUp(toast, { clientX: 150 });
    expect(store.getState().toasts.items[0]?.open).toBe(false);
  });

  it('moves keyboard focus to the toast with F8', async () => {
    const { store } = renderWithProviders(<div />, { fakeTimers: true });
    act(
      () =>
        void store.dispatch(
          toastShown({ title: 'Error', description: 'Failed to delete listing. Please try again.', variant: 'error' }, 'e'),
        ),
    );
    await screen.findByRole('alert');
    fireEvent.keyDown(window, { key: 'F8' });
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });
});
