import { getHttp } from './request/supabase-client';
import { send } from './request/request-layer';
import type { MessageResponse } from '../../contract/wire';

// Product endpoints of the account (spec section 7): password reset by e-mailed token, and onboarding.

export type OnboardRequest = { sessionToken: string; password: string } | { email: string; password: string };

export async function requestPasswordReset(email: string): Promise<Partial<MessageResponse>> {
  return send<Partial<MessageResponse>>(await getHttp(), 'POST', '/api/auth/request-password-reset', { email });
}

export async function validateResetToken(token: string): Promise<Partial<MessageResponse>> {
  return send<Partial<MessageResponse>>(await getHttp(), 'POST', '/api/auth/validate-reset-token', { token });
}

export async function resetPassword(token: string, newPassword: string): Promise<Partial<MessageResponse>> {
  return send<Partial<MessageResponse>>(await getHttp(), 'POST', '/api/auth/reset-password', { token, newPassword });
}

export async function completeOnboard(request: OnboardRequest): Promise<Partial<MessageResponse>> {
  return send<Partial<MessageResponse>>(await getHttp(), 'POST', '/api/auth/complete-onboard', request);
}
