import { signedOut } from '../../../src/store/auth.slice';
import reducer, {
  forgotFormReopened,
  googleSignInRequested,
  initialAuthFormsState,
  onboardingPrepared,
  resetEmailSent,
  resetLinkValidated,
  signInFailed,
  signInRequested,
  signUpFailed,
} from '../../../src/store/auth-forms.slice';
import { screenShown } from '../../../src/store/screen.slice';

const apply = (...actions: { type: string }[]) => actions.reduce(reducer, initialAuthFormsState);

describe('authForms slice', () => {
  it('keeps no password from an intent', () => {
    const state = apply(signInRequested({ email: 'a@b.co', password: 'secret1' }));
    expect(JSON.stringify(state)).not.toContain('secret1');
    expect(state.signIn).toEqual({ status: 'pending', error: null });
  });

  it('starts a fresh form on every visit of a screen, but keeps the entry-driven reset and onboarding state', () => {
    const state = apply(
      signInFailed({ code: 'invalid_credentials' }),
      signUpFailed({ code: 'user_exists' }),
      resetEmailSent({ email: 'a@b.co' }),
      resetLinkValidated({ email: 'a@b.co' }),
      onboardingPrepared({ mode: 'email', email: 'a@b.co' }),
      screenShown({ screen: 'welcome' }),
    );
    expect(state.signIn).toEqual(initialAuthFormsState.signIn);
    expect(state.signUp).toEqual(initialAuthFormsState.signUp);
    expect(state.forgot).toEqual(initialAuthFormsState.forgot);
    expect(state.reset).toMatchObject({ link: 'valid', email: 'a@b.co' });
    expect(state.onboarding).toMatchObject({ mode: 'email', email: 'a@b.co' });
  });

  it('keeps a Google hand-over busy across screens', () => {
    expect(apply(googleSignInRequested(), screenShown({ screen: 'signup' })).google.status).toBe('pending');
  });

  it('returns to the forgot-password form', () => {
    expect(apply(resetEmailSent({ email: 'a@b.co' }), forgotFormReopened()).forgot).toEqual(initialAuthFormsState.forgot);
  });

  it("forgets the forms on sign-out but keeps what the address's link carried", () => {
    const state = apply(
      signInFailed({ code: 'invalid_credentials' }),
      resetEmailSent({ email: 'a@b.co' }),
      resetLinkValidated({ email: 'r@b.co' }),
      onboardingPrepared({ mode: 'email', email: 'o@b.co' }),
      signedOut(),
    );
    expect(state.signIn).toEqual(initialAuthFormsState.signIn);
    expect(state.forgot).toEqual(initialAuthFormsState.forgot);
    expect(state.reset).toMatchObject({ link: 'valid', email: 'r@b.co' });
    expect(state.onboarding).toMatchObject({ mode: 'email', email: 'o@b.co' });
  });
});
