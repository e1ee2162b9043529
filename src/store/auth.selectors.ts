import type { RootState } from './root-reducer';

export const selectAuthStatus = (state: RootState) => state.auth.status;
export const selectSessionUser = (state: RootState) => state.auth.user;
export const selectIsAuthenticated = (state: RootState) => state.auth.status === 'authenticated';
export const selectHostRecognised = (state: RootState) => state.auth.hostReturning ?? null;
/** 'Welcome back' for the signed-in host, unless they have just joined (unknown counts as back, as the spec has it). */
export const selectWelcomesHostBack = (state: RootState) => state.auth.hostReturning?.returning !== false;
/** 'Welcome back' on the sign-in screen, unless no one has signed in on this browser yet. */
export const selectWelcomesVisitorBack = (state: RootState) => state.auth.visitorReturning !== false;
