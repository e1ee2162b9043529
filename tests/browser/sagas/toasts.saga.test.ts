import { runSaga, stdChannel } from 'redux-saga';
import { toastsSaga } from '../../../src/sagas/toasts.saga';
import reducer, { TOAST_REMOVE_DELAY_MS, toastDismissed, toastShown, type ToastsState } from '../../../src/store/toasts.slice';

describe('toast queue', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function start() {
    let state: ToastsState = reducer(undefined, { type: '@@init' });
    const channel = stdChannel();
    const dispatch = (action: { type: string }) => {
      state = reducer(state, action);
      channel.put(action);
    };
    const task = runSaga({ channel, dispatch, getState: () => state }, toastsSaga);
    return { dispatch, getState: () => state, task };
  }

  it('adds toasts open, with the default variant', () => {
    const { dispatch, getState } = start();
    dispatch(toastShown({ title: 'Success', description: 'Listing deleted successfully' }, 't1'));
    expect(getState().items).toEqual([
      { id: 't1', title: 'Success', description: 'Listing deleted successfully', variant: 'default', open: true },
    ]);
  });

  it('keeps a dismissed toast (closed) until the 1,000,000 ms removal delay has passed', async () => {
    const { dispatch, getState, task } = start();
    dispatch(toastShown({ title: 'A' }, 'a'));
    dispatch(toastDismissed('a'));
    expect(getState().items).toEqual([expect.objectContaining({ id: 'a', open: false })]);
    await jest.advanceTimersByTimeAsync(TOAST_REMOVE_DELAY_MS - 1);
    expect(getState().items).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(getState().items).toHaveLength(0);
    task.cancel();
  });
});
