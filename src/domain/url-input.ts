import type { AuthStatus } from './screens';

// The URL input's submit button (spec sections 2 and 5).

export type AnalyzeButtonLabel = 'analyze' | 'sending' | 'authLoading' | 'signedOut';

/**
 * Label: 'Starting Analysis...' while sending, 'Loading...' while auth loads, 'Please log in' when signed out.
 * Disabled while sending, when the field is empty, while auth loads or when signed out. A field holding only
 * spaces is not empty: submitting it gets the 'URL Required' toast.
 */
export function analyzeButton(input: { authStatus: AuthStatus; sending: boolean; url: string }): {
  label: AnalyzeButtonLabel;
  disabled: boolean;
} {
  const { authStatus, sending, url } = input;
  const label: AnalyzeButtonLabel = sending
    ? 'sending'
    : authStatus === 'loading'
      ? 'authLoading'
      : authStatus === 'unauthenticated'
        ? 'signedOut'
        : 'analyze';
  return { label, disabled: sending || url === '' || authStatus !== 'authenticated' };
}
