import { getHttp } from './client';
import { send } from './http';
import type { MessageResponse } from './wire';

// Product endpoints of the account (spec section 7): password reset by e-mailed token, and onboarding.

export type OnboardRequest = { sessionToken: string; password: string } | { email: string; password: string };

export function requestPasswordReset(email: string): Promise<Partial<MessageResponse>> {
  return send<Partial<MessageResponse>>(getHttp(), 'POST', '/api/auth/request-password-reset', { email });
}

export function validateResetToken(token: string): Promise<Partial<MessageResponse>> {
  return send<Partial<MessageResponse>>(getHttp(), 'POST', '/api/auth/validate-reset-token', { token });
}

export function resetPassword(token: string, newPassword: string): Promise<Partial<MessageResponse>> {
  return send<Partial<MessageResponse>>(getHttp(), 'POST', '/api/auth/reset-password', { token, newPassword });
}

export function completeOnboard(request: OnboardRequest): Promise<Partial<MessageResponse>> {
  return send<Partial<MessageResponse>>(getHttp(), 'POST', '/api/auth/complete-onboard', request);
}
