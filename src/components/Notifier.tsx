import CloseIcon from '@mui/icons-material/Close';
import { Alert, AlertTitle, IconButton } from '@mui/material';
import { SnackbarContent, SnackbarProvider, useSnackbar, type CustomContentProps } from 'notistack';
import { forwardRef, useEffect, useRef, type PointerEvent, type ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '../store/hooks';
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
      <Alert
        role={toast.variant === 'error' ? 'alert' : 'status'}
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

export function NotifierProvider({ children }: { children: ReactNode }) {
  useHotkeyFocus();
  return (
    <SnackbarProvider
      maxSnack={TOAST_LIMIT}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      Components={{ toast: ToastContent }}
    >
      <ToastBridge />
      {children}
    </SnackbarProvider>
  );
}
