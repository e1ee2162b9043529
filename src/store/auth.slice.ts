import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AuthStatus } from '../domain/screens';

export interface SessionUser {
  id: string;
  email: string | null;
  /** When the account was created (ISO), when the identity service says. */
  createdAt?: string | null;
}

export type AuthEventName = 'INITIAL_SESSION' | 'SIGNED_IN' | 'SIGNED_OUT' | 'TOKEN_REFRESHED' | 'PASSWORD_RECOVERY' | 'USER_UPDATED';

export interface AuthState {
  status: AuthStatus;
  user: SessionUser | null;
  /** Session expiry in epoch seconds; the token itself stays out of the store. */
  expiresAt: number | null;
  lastEvent: AuthEventName | null;
  /** Someone has signed in on this browser before (the sign-in screen says 'Welcome back'); unknown until read. */
  visitorReturning?: boolean;
  /** Whether the signed-in host has been here before ('Welcome back') or has just joined ('Welcome'). */
  hostReturning?: { userId: string; returning: boolean } | null;
}

const initialState: AuthState = { status: 'loading', user: null, expiresAt: null, lastEvent: null };

/** Dispatched on sign-out from anywhere; every user-data slice resets on it. */
export const signedOut = createAction('auth/signedOut');

const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    sessionRestored(state, action: PayloadAction<{ user: SessionUser | null; expiresAt: number | null }>) {
      state.user = action.payload.user;
      state.expiresAt = action.payload.expiresAt;
      state.status = action.payload.user ? 'authenticated' : 'unauthenticated';
    },
    authEventReceived(state, action: PayloadAction<{ event: AuthEventName; user: SessionUser | null; expiresAt: number | null }>) {
      state.lastEvent = action.payload.event;
      state.user = action.payload.user;
      state.expiresAt = action.payload.expiresAt;
      state.status = action.payload.user ? 'authenticated' : 'unauthenticated';
    },
    /** No auth event arrived within the 3-second limit: stop waiting and treat the visitor as signed out. */
    authLoadingTimedOut(state) {
      if (state.status === 'loading') state.status = state.user ? 'authenticated' : 'unauthenticated';
    },
    /** The product API refused the access token of a request; the request waits for the session saga. */
    accessTokenRejected() {},
    /** The session saga refreshed the session once for every request waiting; they are sent again. */
    sessionRefreshed(state, action: PayloadAction<{ user: SessionUser; expiresAt: number | null }>) {
      state.user = action.payload.user;
      state.expiresAt = action.payload.expiresAt;
      state.status = 'authenticated';
    },
    /** The session could not be refreshed: the waiting requests fail and the user is signed out. */
    sessionRefreshFailed() {},
    signOutRequested() {},
    visitorRecognised(state, action: PayloadAction<{ returning: boolean }>) {
      state.visitorReturning = action.payload.returning;
    },
    hostRecognised(state, action: PayloadAction<{ userId: string; returning: boolean }>) {
      state.hostReturning = action.payload;
      state.visitorReturning = true;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(signedOut, (state) => {
      state.status = 'unauthenticated';
      state.user = null;
      state.expiresAt = null;
      state.lastEvent = 'SIGNED_OUT';
      state.hostReturning = null;
    });
  },
});

export const {
  sessionRestored,
  authEventReceived,
  authLoadingTimedOut,
  accessTokenRejected,
  sessionRefreshed,
  sessionRefreshFailed,
  signOutRequested,
  visitorRecognised,
  hostRecognised,
} = authSlice.actions;
export default authSlice.reducer;
