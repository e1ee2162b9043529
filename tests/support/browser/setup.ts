import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import * as React from 'react';
import { installConsoleGuard } from './console-guard';

installConsoleGuard();

// Screens type and click a lot; on the shared 2-core machine, with three Jest workers, the defaults (1 s for
// findBy, 5 s per test) are too tight: the slowest screen test took 12 s there. A test that passes takes no
// longer for it.
configure({ asyncUtilTimeout: 6000 });
jest.setTimeout(30_000);

// MUI's useMediaQuery reads matchMedia, which jsdom lacks; a fixed desktop answer keeps renders deterministic.
const hasWindow = typeof window !== 'undefined';

if (hasWindow && !window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

beforeEach(() => {
  if (hasWindow) window.localStorage.clear();
});

// jsdom has no PointerEvent; swipe handling reads clientX from it.
if (hasWindow && !('PointerEvent' in window)) {
  class PointerEventPolyfill extends MouseEvent {
    readonly pointerId: number;
    readonly pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
      this.pointerType = init.pointerType ?? 'touch';
    }
  }
  Object.defineProperty(window, 'PointerEvent', { value: PointerEventPolyfill, writable: true });
}

// React 19's development build records an owner stack for React DevTools on every element it creates: an Error
// captured per JSX element, a fifth of a screen test's time (ListingDetailScreen: 54 -> 44 s). No test reads
// those stacks, so the counter that caps them per render reads as already spent. React's warnings still come,
// with their messages; only DevTools' "rendered by" stack is left out.
const reactInternals = (React as unknown as Record<string, object | undefined>)
  .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
if (reactInternals && 'recentlyCreatedOwnerStacks' in reactInternals) {
  Object.defineProperty(reactInternals, 'recentlyCreatedOwnerStacks', { get: () => Infinity, set: () => undefined });
}
