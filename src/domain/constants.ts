// Business constants of spec section 9 that more than one part of the app uses.
export const AUTH_LOADING_TIMEOUT_MS = 3000;
export const REQUEST_TIMEOUT_MS = 25_000;
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
/** The 'Password updated' screen stays this long before the dashboard opens (spec section 9). */
export const POST_RESET_REDIRECT_MS = 2000;
