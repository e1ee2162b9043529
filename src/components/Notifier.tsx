import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useAppSelector } from '../store/hooks';
import { TOAST_SPACE_VAR } from '../theme/theme';
import { selectToasts, TOAST_HOTKEY } from '../store/toasts.slice';

// The toasts' frame: the F8 hotkey and keeping focus clear of them are always on; the toasts themselves
// (notistack, ./Toasts.tsx) load with the first one.

// F8 moves keyboard focus to the visible toast (its close button), as the spec's focus hotkey asks.
function useHotkeyFocus() {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== TOAST_HOTKEY) return;
      const target = document.querySelector<HTMLElement>('.notistack-SnackbarContainer button');
      if (target) {
        e.preventDefault();
        target.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}

function focusedAndCovered(container: Element): HTMLElement | null {
  const focused = document.activeElement;
  if (!(focused instanceof HTMLElement) || focused === document.body || container.contains(focused)) return null;
  const a = focused.getBoundingClientRect();
  for (const toast of Array.from(container.children)) {
    const b = toast.getBoundingClientRect();
    if (b.height > 0 && a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top) return focused;
  }
  return null;
}

// Toasts never cover what has focus (WCAG 2.4.11): the page keeps the toasts' height as scroll padding and as
// room at its end, and whatever has focus under a toast (when it gets focus, or when a toast appears over it)
// scrolls clear of it.
function useToastsKeepFocusClear() {
  useEffect(() => {
    const root = document.documentElement;
    const reveal = () => {
      const container = document.querySelector('.notistack-SnackbarContainer');
      if (!container) return;
      const focused = focusedAndCovered(container);
      focused?.scrollIntoView({ block: 'nearest' });
    };
    const measure = () => {
      const container = document.querySelector('.notistack-SnackbarContainer');
      const height = container ? Math.ceil(container.getBoundingClientRect().height) : 0;
      root.style.setProperty(TOAST_SPACE_VAR, `${height}px`);
      reveal();
    };
    // jsdom has no ResizeObserver; there is no layout to keep clear there either.
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    let observed: Element | null = null;
    const watch = new MutationObserver(() => {
      const container = document.querySelector('.notistack-SnackbarContainer');
      if (container === observed) return;
      resize?.disconnect();
      observed = container;
      if (container) resize?.observe(container);
      measure();
    });
    watch.observe(document.body, { childList: true, subtree: true });
    document.addEventListener('focusin', reveal);
    return () => {
      watch.disconnect();
      resize?.disconnect();
      document.removeEventListener('focusin', reveal);
      root.style.removeProperty(TOAST_SPACE_VAR);
    };
  }, []);
}

const Toasts = lazy(() => import('./Toasts'));

export function NotifierProvider({ children, domRoot }: { children: ReactNode; domRoot?: HTMLElement }) {
  useHotkeyFocus();
  useToastsKeepFocusClear();
  const anyToast = useAppSelector(selectToasts).length > 0;
  // notistack loads with the first toast, and then stays, so a toast that closes finishes its exit.
  const [loaded, setLoaded] = useState(false);
  if (anyToast && !loaded) setLoaded(true);
  return (
    <>
      {children}
      {loaded && (
        <Suspense fallback={null}>
          <Toasts domRoot={domRoot} />
        </Suspense>
      )}
    </>
  );
}
