import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ForgotError, ResetError, ResetLinkError, SignInError, SignUpError } from '../domain/auth-errors';
import { signedOut } from './auth.slice';
import type { RequestStatus } from './request-status';
import { screenShown } from './screen.slice';

// Request state of the sign-in side's forms (spec sections 2, 4 and 8). Errors are codes (plus the outside
// words where the spec shows them as they are); screens turn them into text with src/domain/auth-errors.ts.
// Passwords never enter the store: the intents carry them to the sagas and the reducers drop them.

export type ResetLinkStatus = 'idle' | 'checking' | 'valid' | 'invalid';

export interface AuthFormsState {
  signIn: { status: RequestStatus; error: SignInError | null };
  signUp: { status: RequestStatus; error: SignUpError | null };
  google: { status: RequestStatus; error: SignInError | null };
  forgot: { status: RequestStatus; sentTo: string | null; error: ForgotError | null };
  reset: { link: ResetLinkStatus; linkError: ResetLinkError | null; email: string | null; status: RequestStatus; error: ResetError | null };
  onboarding: { mode: 'token' | 'email' | null; email: string | null; tokenInvalid: boolean; status: RequestStatus };
}

export const initialAuthFormsState: AuthFormsState = {
  signIn: { status: 'idle', error: null },
  signUp: { status: 'idle', error: null },
  google: { status: 'idle', error: null },
  forgot: { status: 'idle', sentTo: null, error: null },
  reset: { link: 'idle', linkError: null, email: null, status: 'idle', error: null },
  onboarding: { mode: null, email: null, tokenInvalid: false, status: 'idle' },
};

export interface Credentials {
  email: string;
  password: string;
}

const authFormsSlice = createSlice({
  name: 'authForms',
  initialState: initialAuthFormsState,
  reducers: {
    signInRequested(state, _action: PayloadAction<Credentials>) {
      state.signIn = { status: 'pending', error: null };
    },
    signInSucceeded(state) {
      state.signIn = { status: 'succeeded', error: null };
    },
    signInFailed(state, action: PayloadAction<SignInError>) {
      state.signIn = { status: 'failed', error: action.payload };
    },

    signUpRequested(state, _action: PayloadAction<Credentials & { fullName: string }>) {
      state.signUp = { status: 'pending', error: null };
      state.google = { status: 'idle', error: null };
    },
    signUpSucceeded(state) {
      state.signUp = { status: 'succeeded', error: null };
    },
    signUpFailed(state, action: PayloadAction<SignUpError>) {
      state.signUp = { status: 'failed', error: action.payload };
    },

    googleSignInRequested(state) {
      state.google = { status: 'pending', error: null };
      state.signUp.error = null;
    },
    googleSignInFailed(state, action: PayloadAction<SignInError>) {
      state.google = { status: 'failed', error: action.payload };
    },

    resetEmailRequested(state, action: PayloadAction<{ email: string }>) {
      state.forgot = { status: 'pending', sentTo: action.payload.email, error: null };
    },
    resetEmailSent(state, action: PayloadAction<{ email: string }>) {
      state.forgot = { status: 'succeeded', sentTo: action.payload.email, error: null };
    },
    resetEmailFailed(state, action: PayloadAction<ForgotError>) {
      state.forgot = { status: 'failed', sentTo: null, error: action.payload };
    },
    /** 'Send to different email': back to the form. */
    forgotFormReopened(state) {
      state.forgot = initialAuthFormsState.forgot;
    },

    resetLinkChecking(state) {
      state.reset = { ...initialAuthFormsState.reset, link: 'checking' };
    },
    resetLinkValidated(state, action: PayloadAction<{ email: string | null }>) {
      state.reset = { ...initialAuthFormsState.reset, link: 'valid', email: action.payload.email };
    },
    resetLinkRejected(state, action: PayloadAction<ResetLinkError>) {
      state.reset = { ...initialAuthFormsState.reset, link: 'invalid', linkError: action.payload };
    },
    newPasswordSubmitted(state, _action: PayloadAction<{ password: string }>) {
      state.reset.status = 'pending';
      state.reset.error = null;
    },
    /** Shows the 'Password updated' screen until the dashboard opens. */
    passwordUpdated(state) {
      state.reset.status = 'succeeded';
    },
    passwordUpdateFailed(state, action: PayloadAction<ResetError>) {
      state.reset.status = 'failed';
      state.reset.error = action.payload;
    },

    onboardingPrepared(state, action: PayloadAction<{ mode: 'token' | 'email'; email: string }>) {
      state.onboarding = { ...initialAuthFormsState.onboarding, mode: action.payload.mode, email: action.payload.email };
    },
    onboardingTokenRejected(state) {
      state.onboarding = { ...initialAuthFormsState.onboarding, mode: 'token', tokenInvalid: true };
    },
    onboardingSubmitted(state, _action: PayloadAction<{ password: string; confirmPassword: string }>) {
      state.onboarding.status = 'pending';
    },
    onboardingSucceeded(state) {
      state.onboarding.status = 'succeeded';
    },
    onboardingFailed(state) {
      state.onboarding.status = 'failed';
    },
  },
  extraReducers: (builder) => {
    // What a reset or onboarding link carried belongs to the link, not to a user: a stale session signed out at
    // start-up must not make the onboarding screen forget whom it is for.
    builder.addCase(signedOut, (state) => ({ ...initialAuthFormsState, reset: state.reset, onboarding: state.onboarding }));
    // A form's outcome belongs to one visit of its screen: coming back shows a fresh form.
    builder.addCase(screenShown, (state) => {
      state.signIn = initialAuthFormsState.signIn;
      state.signUp = initialAuthFormsState.signUp;
      state.forgot = initialAuthFormsState.forgot;
      if (state.google.status !== 'pending') state.google = initialAuthFormsState.google;
    });
  },
});

export const {
  signInRequested,
  signInSucceeded,
  signInFailed,
  signUpRequested,
  signUpSucceeded,
  signUpFailed,
  googleSignInRequested,
  googleSignInFailed,
  resetEmailRequested,
  resetEmailSent,
  resetEmailFailed,
  forgotFormReopened,
  resetLinkChecking,
  resetLinkValidated,
  resetLinkRejected,
  newPasswordSubmitted,
  passwordUpdated,
  passwordUpdateFailed,
  onboardingPrepared,
  onboardingTokenRejected,
  onboardingSubmitted,
  onboardingSucceeded,
  onboardingFailed,
} = authFormsSlice.actions;

export default authFormsSlice.reducer;
