// Business constants of spec section 9 that more than one part of the app uses.
export const AUTH_LOADING_TIMEOUT_MS = 3000;
export const REQUEST_TIMEOUT_MS = 25_000;
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
