import { runSaga, stdChannel } from 'redux-saga';
import * as documentApi from '../../../src/api/platform/document';
import { screenFocusSaga } from '../../../src/sagas/screen-focus.saga';
import { announcementsCleared } from '../../../src/store/announcer.slice';
import { screenShown } from '../../../src/store/screen.slice';

jest.mock('../../../src/api/platform/document');
const setTitle = jest.mocked(documentApi.setDocumentTitle);
const focusHeading = jest.mocked(documentApi.focusScreenHeading);

beforeEach(() => {
  jest.resetAllMocks();
  focusHeading.mockResolvedValue('heading');
});

function start() {
  const channel = stdChannel();
  const put: { type: string }[] = [];
  const task = runSaga({ channel, dispatch: (a: { type: string }) => void put.push(a), getState: () => ({}) }, screenFocusSaga);
  return { put, show: (screen: Parameters<typeof screenShown>[0]['screen']) => channel.put(screenShown({ screen })), task };
}

describe('the document follows the screen', () => {
  it('names the document after every screen shown', () => {
    const { show, task } = start();
    show('welcome');
    show('login');
    show('dashboard');
    show('listing-detail');
    expect(setTitle.mock.calls.map(([title]) => title)).toEqual([
      'Welcome · Listing Optimiser',
      'Sign in · Listing Optimiser',
      'Dashboard · Listing Optimiser',
      'Listing details · Listing Optimiser',
    ]);
    task.cancel();
  });

  it('moves focus to the new heading on every change of screen, not on the first screen nor on a repeat', () => {
    const { show, task } = start();
    show('welcome');
    expect(focusHeading).not.toHaveBeenCalled();
    show('login');
    show('login');
    show('dashboard');
    expect(focusHeading.mock.calls.map(([screen]) => screen)).toEqual(['login', 'dashboard']);
    task.cancel();
  });

  it('silences the live regions on every change of screen, so old words never sit beside the new screen', () => {
    const { show, put, task } = start();
    show('loading');
    show('dashboard');
    show('dashboard');
    expect(put.filter((a) => a.type === announcementsCleared.type)).toHaveLength(1);
    task.cancel();
  });

  it('keeps waiting for the heading when the same screen is shown again before it rendered', () => {
    focusHeading.mockReturnValue(new Promise(() => undefined));
    const { show, task } = start();
    show('url-input');
    show('loading');
    const [, { signal }] = focusHeading.mock.calls[0]! as [string, { signal: AbortSignal }];
    show('loading');
    expect(signal.aborted).toBe(false);
    expect(focusHeading).toHaveBeenCalledTimes(1);
    expect(setTitle).toHaveBeenLastCalledWith('Listing Analysis · Listing Optimiser');
    task.cancel();
  });

  it('stops waiting for a heading once another screen is shown', () => {
    focusHeading.mockReturnValue(new Promise(() => undefined));
    const { show, task } = start();
    show('url-input');
    show('loading');
    const [, { signal }] = focusHeading.mock.calls[0]! as [string, { signal: AbortSignal }];
    show('dashboard');
    expect(signal.aborted).toBe(true);
    expect(focusHeading.mock.calls.map(([screen]) => screen)).toEqual(['loading', 'dashboard']);
    task.cancel();
  });
});
