import '@testing-library/jest-dom';
import { installConsoleGuard } from './console-guard';

installConsoleGuard();

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
