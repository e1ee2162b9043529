import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

// Toasts are a queue in the store; one notifier component hands them to notistack (spec sections 4 and 9).

export const TOAST_LIMIT = 1;
export const TOAST_DEFAULT_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = 'F8';

export type ToastVariant = 'default' | 'success' | 'error' | 'warning' | 'info';

export interface Toast {
  id: string;
  title: string;
  description?: string;
  variant: ToastVariant;
  /** Milliseconds before it hides itself; defaults to TOAST_DEFAULT_DURATION_MS. */
  duration?: number;
  open: boolean;
}

export type ToastInput = Omit<Toast, 'id' | 'open' | 'variant'> & { variant?: ToastVariant };

export interface ToastsState {
  items: Toast[];
}

const initialState: ToastsState = { items: [] };

const toastsSlice = createSlice({
  name: 'toasts',
  initialState,
  reducers: {
    toastShown: {
      reducer(state, action: PayloadAction<Toast>) {
        state.items.push(action.payload);
      },
      /** The id comes from the caller (sagas: showToast, from the injected random module), so this stays pure. */
      prepare(input: ToastInput, id: string) {
        const toast: Toast = { variant: 'default', ...input, id, open: true };
        return { payload: toast };
      },
    },
    toastDismissed(state, action: PayloadAction<string>) {
      const toast = state.items.find((t) => t.id === action.payload);
      if (toast) toast.open = false;
    },
    toastRemoved(state, action: PayloadAction<string>) {
      state.items = state.items.filter((t) => t.id !== action.payload);
    },
  },
});

export const { toastShown, toastDismissed, toastRemoved } = toastsSlice.actions;
export const selectToasts = (state: { toasts: ToastsState }) => state.toasts.items;
export default toastsSlice.reducer;
