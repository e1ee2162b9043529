import CloseIcon from '@mui/icons-material/Close';
import { Alert, AlertTitle, IconButton } from '@mui/material';
import { SnackbarContent, SnackbarProvider, useSnackbar, type CustomContentProps } from 'notistack';
import { forwardRef, useEffect, useRef, type PointerEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import {
  selectToasts,
  TOAST_DEFAULT_DURATION_MS,
  TOAST_LIMIT,
  TOAST_SWIPE_THRESHOLD_PX,
  toastDismissed,
  type Toast,
} from '../store/toasts.slice';

// The only place that talks to notistack: it mirrors the toast queue in the store (spec sections 4 and 9). Its
// own chunk, loaded with the first toast (./Notifier.tsx): most first visits never show one.

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

/** The toasts on screen, drawn into `domRoot` (the app's polite live region). */
export default function Toasts({ domRoot }: { domRoot?: HTMLElement }) {
  return (
    <SnackbarProvider
      maxSnack={TOAST_LIMIT}
      domRoot={domRoot}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      Components={{ toast: ToastContent }}
    >
      <ToastBridge />
    </SnackbarProvider>
  );
}
