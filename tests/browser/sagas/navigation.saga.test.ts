import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import * as address from '../../../src/api/platform/address';
import { navigationSaga } from '../../../src/sagas/navigation.saga';
import { rootReducer, type RootState } from '../../../src/app/store';
import { authEventReceived, authLoadingTimedOut, signedOut } from '../../../src/store/auth.slice';
import { backRequested, navigationRequested } from '../../../src/store/screen.slice';

const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });
const user = { id: 'u1', email: 'host@example.com' };
const signIn = authEventReceived({ event: 'SIGNED_IN', user, expiresAt: 1 });
const initialSession = (signedIn: boolean) =>
  authEventReceived({ event: 'INITIAL_SESSION', user: signedIn ? user : null, expiresAt: null });

function run(addr = at('/'), state?: Partial<RootState>) {
  const saga = expectSaga(navigationSaga)
    .withReducer(rootReducer, state as RootState | undefined)
    .provide([
      [matchers.call.fn(address.readAddress), addr],
      [matchers.call.fn(address.replaceAddress), undefined],
    ]);
  return saga;
}

describe('navigation saga', () => {
  it('starts a signed-out visitor on welcome', async () => {
    const { storeState } = await run().dispatch(initialSession(false)).silentRun(50);
    expect(storeState.screen.current).toBe('welcome');
  });

  it('moves a visitor who turns out to be signed in from welcome to the dashboard', async () => {
    const { storeState } = await run().dispatch(initialSession(true)).silentRun(50);
    expect(storeState.screen.current).toBe('dashboard');
  });

  it('opens onboarding from its link and keeps the token for the screen, even when signed in', async () => {
    const { storeState } = await run(at('/onboard-setup', '?session=tok')).dispatch(initialSession(true)).silentRun(50);
    expect(storeState.screen.current).toBe('onboard-setup');
    expect(storeState.screen.entry).toEqual({ kind: 'onboard', mode: 'token', session: 'tok' });
  });

  it('opens reset-password from a reset link', async () => {
    const { storeState } = await run(at('/auth/reset-password', '?token=abc')).dispatch(initialSession(false)).silentRun(50);
    expect(storeState.screen.current).toBe('reset-password');
  });

  it('sends a signed-in user on the reset path without a token to the dashboard and resets the address', async () => {
    const { storeState } = await run(at('/auth/reset-password'))
      .dispatch(initialSession(true))
      .call(address.replaceAddress, '/')
      .silentRun(50);
    expect(storeState.screen.current).toBe('dashboard');
  });

  it('waits on the callback path for auth, resets the address, then opens the dashboard when signed in', async () => {
    const { storeState } = await run(at('/auth/callback', '?code=c')).dispatch(signIn).call(address.replaceAddress, '/').silentRun(50);
    expect(storeState.screen.current).toBe('dashboard');
  });

  it('sends the callback to login when auth loading times out signed out', async () => {
    const { storeState } = await run(at('/auth/callback')).dispatch(authLoadingTimedOut()).call(address.replaceAddress, '/').silentRun(50);
    expect(storeState.screen.current).toBe('login');
  });

  it('does not let a signed-out visitor open a product screen', async () => {
    const { storeState } = await run()
      .dispatch(initialSession(false))
      .dispatch(navigationRequested({ screen: 'profile' }))
      .silentRun(50);
    expect(storeState.screen.current).toBe('welcome');
  });

  it('opens a listing for a signed-in user and keeps its id', async () => {
    const { storeState } = await run()
      .dispatch(initialSession(true))
      .dispatch(navigationRequested({ screen: 'listing-detail', listingId: 'l-42' }))
      .silentRun(50);
    expect(storeState.screen).toMatchObject({ current: 'listing-detail', listingId: 'l-42' });
  });

  it('returns to welcome when the user signs out on a product screen', async () => {
    const { storeState } = await run()
      .dispatch(initialSession(true))
      .dispatch(navigationRequested({ screen: 'chat' }))
      .dispatch(signedOut())
      .silentRun(50);
    expect(storeState.screen.current).toBe('welcome');
  });

  it('goes back from the progress screen to url-input and from chat opened on a listing to that listing', async () => {
    const { storeState } = await run()
      .dispatch(initialSession(true))
      .dispatch(navigationRequested({ screen: 'loading', listingId: 'l1' }))
      .dispatch(backRequested())
      .silentRun(50);
    expect(storeState.screen.current).toBe('url-input');

    const chat = await run()
      .dispatch(initialSession(true))
      .dispatch(
        navigationRequested({
          screen: 'chat',
          listingId: 'l1',
          chatFromListing: true,
          prefill: { message: 'Improve my title', section: 'Title' },
        }),
      )
      .dispatch(backRequested())
      .silentRun(50);
    expect(chat.storeState.screen).toMatchObject({ current: 'listing-detail', listingId: 'l1' });
  });

  it('keeps a chat prefill for the chat screen', async () => {
    const { storeState } = await run()
      .dispatch(initialSession(true))
      .dispatch(navigationRequested({ screen: 'chat', listingId: 'l1', prefill: { message: 'Rewrite The space', section: 'The space' } }))
      .silentRun(50);
    expect(storeState.screen.chatPrefill).toEqual({ message: 'Rewrite The space', section: 'The space' });
  });
});
