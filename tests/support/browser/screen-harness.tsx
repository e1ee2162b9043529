import type { Action } from '@reduxjs/toolkit';
import type { ReactElement } from 'react';
import { type RootState } from '../../../src/app/store';
import { makeTestStore } from './test-store';
import { renderWithProviders } from './render';

// Renders a screen or component on a real store without sagas and records what it dispatches, so a test can
// assert the intents a click sends (the sagas are tested on their own).

export function renderRecording(ui: ReactElement, preloadedState?: Partial<RootState>) {
  const store = makeTestStore({ preloadedState, saga: null });
  const dispatch = jest.spyOn(store, 'dispatch');
  const result = renderWithProviders(ui, { store });
  const dispatched = (type?: string) =>
    dispatch.mock.calls.map((call) => call[0] as Action & { payload?: unknown }).filter((a) => type === undefined || a.type === type);
  return { ...result, store, dispatched };
}

/** Makes MUI's useMediaQuery see a phone-sized screen (queries with max-width match). */
export function useSmallScreen() {
  const original = window.matchMedia;
  beforeEach(() => {
    window.matchMedia = (query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    });
  });
  afterEach(() => {
    window.matchMedia = original;
  });
}

export const signedInState: Partial<RootState> = {
  auth: { status: 'authenticated', user: { id: 'u-1', email: 'alex.morgan@example.com' }, expiresAt: null, lastEvent: 'SIGNED_IN' },
};
