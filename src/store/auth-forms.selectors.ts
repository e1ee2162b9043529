import type { RootState } from './root-reducer';

export const selectSignInForm = (state: RootState) => state.authForms.signIn;
export const selectSignUpForm = (state: RootState) => state.authForms.signUp;
export const selectGoogleSignIn = (state: RootState) => state.authForms.google;
export const selectForgotForm = (state: RootState) => state.authForms.forgot;
export const selectResetForm = (state: RootState) => state.authForms.reset;
export const selectOnboarding = (state: RootState) => state.authForms.onboarding;
