import CloseIcon from '@mui/icons-material/Close';
import { Alert, AlertTitle, IconButton } from '@mui/material';
import { SnackbarContent, SnackbarProvider, useSnackbar, type CustomContentProps } from 'notistack';
import { forwardRef, useEffect, useRef, type PointerEvent, type ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { TOAST_SPACE_VAR } from '../theme/theme';
import {
  selectToasts,
  TOAST_DEFAULT_DURATION_MS,
  TOAST_HOTKEY,
  TOAST_LIMIT,
  TOAST_SWIPE_THRESHOLD_PX,
  toastDismissed,
  type Toast,
} from '../store/toasts.slice';

// The only place that talks to notistack: it mirrors the toast queue in the store (spec sections 4 and 9).

declare module 'notistack' {
  interface VariantOverrides {
    toast: { toast: Toast };
  }
}

const severity = (variant: Toast['variant']) => (variant === 'default' ? 'info' : variant);

const ToastContent = forwardRef<HTMLDivElement, CustomContentProps & { toast: Toast }>(function ToastContent({ id, toast }, ref) {
  const dispatch = useAppDispatch();
  const start = useRef<number | null>(null);
  const dismiss = () => dispatch(toastDismissed(String(id)));
  const onPointerDown = (e: PointerEvent) => (start.current = e.clientX);
  const onPointerUp = (e: PointerEvent) => {
    if (start.current !== null && e.clientX - start.current >= TOAST_SWIPE_THRESHOLD_PX) dismiss();
    start.current = null;
  };
  return (
    <SnackbarContent ref={ref} onPointerDown={onPointerDown} onPointerUp={onPointerUp}>
      {/* Drawn inside the app's polite live region, so it is heard as it appears; errors interrupt. */}
      <Alert
        role={toast.variant === 'error' ? 'alert' : 'none'}
        severity={severity(toast.variant)}
        variant="filled"
        sx={{ width: { xs: '100%', sm: 380 }, boxShadow: 3, touchAction: 'pan-y' }}
        action={
          <IconButton aria-label="Close" color="inherit" size="small" onClick={dismiss}>
            <CloseIcon fontSize="small" />
          </IconButton>
        }
      >
        <AlertTitle sx={{ mb: toast.description ? 0.5 : 0 }}>{toast.title}</AlertTitle>
        {toast.description}
      </Alert>
    </SnackbarContent>
  );
});

function ToastBridge() {
  const toasts = useAppSelector(selectToasts);
  const dispatch = useAppDispatch();
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  const shown = useRef(new Set<string>());

  useEffect(() => {
    for (const toast of toasts) {
      if (toast.open && !shown.current.has(toast.id)) {
        shown.current.add(toast.id);
        enqueueSnackbar({
          key: toast.id,
          variant: 'toast',
          toast,
          autoHideDuration: toast.duration ?? TOAST_DEFAULT_DURATION_MS,
          onClose: (_event, reason) => {
            if (reason !== 'instructed') dispatch(toastDismissed(toast.id));
          },
        });
      } else if (!toast.open && shown.current.has(toast.id)) {
        closeSnackbar(toast.id);
      }
    }
    // Toasts removed from the store (or rewound in DevTools) leave the screen too.
    const live = new Set(toasts.map((t) => t.id));
    for (const id of shown.current) {
      if (!live.has(id)) {
        closeSnackbar(id);
        shown.current.delete(id);
      }
    }
  }, [toasts, enqueueSnackbar, closeSnackbar, dispatch]);

  return null;
}

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

export function NotifierProvider({ children, domRoot }: { children: ReactNode; domRoot?: HTMLElement }) {
  useHotkeyFocus();
  useToastsKeepFocusClear();
  return (
    <SnackbarProvider
      maxSnack={TOAST_LIMIT}
      domRoot={domRoot}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      Components={{ toast: ToastContent }}
    >
      <ToastBridge />
      {children}
    </SnackbarProvider>
  );
}
