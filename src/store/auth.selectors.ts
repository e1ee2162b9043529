import type { RootState } from './root-reducer';

export const selectAuthStatus = (state: RootState) => state.auth.status;
export const selectSessionUser = (state: RootState) => state.auth.user;
export const selectIsAuthenticated = (state: RootState) => state.auth.status === 'authenticated';
