import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable } from '../../db/connection-errors';
import { DEFAULT_RETRY_AFTER_SECONDS } from '../../errors';

// GoTrue's error bodies, so supabase-js reports the same messages and codes as against a hosted project.
// With the X-Supabase-Api-Version request header (supabase-js always sends 2024-01-01) the body is
// { code, message } and the version is echoed; without it, the legacy { code: <status>, error_code, msg }.
// error_code is added to the 2024 shape too, so codes survive a proxy that drops the header.

export const API_VERSION = '2024-01-01';
const API_VERSION_TIME = Date.parse('2024-01-01T00:00:00Z');

export class AuthApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
    /** Sent as Retry-After with a 429. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'AuthApiError';
  }
}

/** OAuth-style errors ignore the API version: { error, error_description }. */
export class OAuthStyleError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    readonly description: string,
  ) {
    super(description);
    this.name = 'OAuthStyleError';
  }
}

export const authErrors = {
  invalidCredentials: () => new AuthApiError(400, 'invalid_credentials', 'Invalid login credentials'),
  emailNotConfirmed: () => new AuthApiError(400, 'email_not_confirmed', 'Email not confirmed'),
  unsupportedGrant: () => new AuthApiError(400, 'invalid_credentials', 'unsupported_grant_type'),
  missingEmailOrPhone: () => new AuthApiError(400, 'validation_failed', 'missing email or phone'),
  userBanned: () => new AuthApiError(400, 'user_banned', 'User is banned'),
  userAlreadyExists: () => new AuthApiError(422, 'user_already_exists', 'User already registered'),
  weakPassword: (min: number) =>
    new AuthApiError(422, 'weak_password', `Password should be at least ${min} characters.`, { weak_password: { reasons: ['length'] } }),
  passwordTooLong: () => new AuthApiError(400, 'validation_failed', 'Password cannot be longer than 72 characters'),
  signupNeedsPassword: () => new AuthApiError(400, 'validation_failed', 'Signup requires a valid password'),
  invalidEmail: () => new AuthApiError(400, 'validation_failed', 'Unable to validate email address: invalid format'),
  emailRateLimit: (seconds: number) =>
    new AuthApiError(
      429,
      'over_email_send_rate_limit',
      `For security purposes, you can only request this after ${seconds} seconds.`,
      {},
      seconds,
    ),
  requestRateLimit: (seconds: number) => new AuthApiError(429, 'over_request_rate_limit', 'Request rate limit reached', {}, seconds),
  refreshNotFound: () => new AuthApiError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found'),
  refreshAlreadyUsed: () => new AuthApiError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used'),
  refreshNoSession: () => new AuthApiError(400, 'session_not_found', 'Invalid Refresh Token: No Valid Session Found'),
  noAuthorization: () => new AuthApiError(401, 'no_authorization', 'This endpoint requires a valid Bearer token'),
  badJwt: (reason: string) => new AuthApiError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${reason}`),
  jwtUserMissing: () => new AuthApiError(403, 'user_not_found', 'User from sub claim in JWT does not exist'),
  jwtSessionMissing: () => new AuthApiError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist'),
  samePassword: () => new AuthApiError(422, 'same_password', 'New password should be different from the old password.'),
  currentPasswordMismatch: () => new AuthApiError(400, 'current_password_mismatch', 'Current password is incorrect'),
  otpExpired: () => new AuthApiError(403, 'otp_expired', 'Token has expired or is invalid'),
  linkExpired: () => new AuthApiError(403, 'otp_expired', 'Email link is invalid or has expired'),
  tokenHashOnly: () => new AuthApiError(400, 'validation_failed', 'Only the token_hash and type should be provided'),
  verifyNeedsToken: () => new AuthApiError(400, 'validation_failed', 'Verify requires either a token or a token hash'),
  verifyBadType: () => new AuthApiError(400, 'validation_failed', 'Verify requires a verification type'),
  flowStateNotFound: () => new AuthApiError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found'),
  flowStateExpired: () => new AuthApiError(422, 'flow_state_expired', 'invalid flow state, flow state has expired'),
  badCodeVerifier: () => new AuthApiError(400, 'bad_code_verifier', 'code challenge does not match previously saved code verifier'),
  pkceEmpty: () => new AuthApiError(400, 'validation_failed', 'invalid request: both auth code and code verifier should be non-empty'),
  pkceChallengeInvalid: () => new AuthApiError(400, 'validation_failed', 'PKCE flow requires code_challenge_method and code_challenge'),
  providerDisabled: () => new AuthApiError(400, 'validation_failed', 'Unsupported provider: provider is not enabled'),
  notAdmin: () => new AuthApiError(403, 'not_admin', 'User not allowed'),
  emailExists: () => new AuthApiError(422, 'email_exists', 'A user with this email address has already been registered'),
  userNotFound: () => new AuthApiError(404, 'user_not_found', 'User not found'),
  userWithEmailNotFound: () => new AuthApiError(404, 'user_not_found', 'User with this email not found'),
  badLogoutScope: (scope: string) => new AuthApiError(400, 'validation_failed', `Unsupported logout scope "${scope}"`),
  validation: (message: string) => new AuthApiError(400, 'validation_failed', message),
  invalidLinkType: (type: string) => new AuthApiError(400, 'validation_failed', `Invalid email action link type requested: ${type}`),
  badPagination: (reason: string) => new AuthApiError(400, 'validation_failed', `Bad Pagination Parameters: ${reason}`),
  // Magic links and codes (otp.go, magic_link.go)
  signupDisabled: () => new AuthApiError(422, 'signup_disabled', 'Signups not allowed for this instance'),
  otpSignupsDisabled: () => new AuthApiError(422, 'otp_disabled', 'Signups not allowed for otp'),
  emailOrPhoneOnly: () => new AuthApiError(400, 'validation_failed', 'Only an email address or phone number should be provided'),
  channelNeedsPhone: () => new AuthApiError(400, 'validation_failed', 'Channel should only be specified with Phone OTP'),
  otpNeedsEmailOrPhone: () => new AuthApiError(400, 'validation_failed', 'One of email or phone must be set'),
  // E-mail change and reauthentication (user.go, reauthenticate.go, mail.go)
  secureEmailChangeOff: () => new AuthApiError(400, 'validation_failed', 'Enable secure email change to generate link for current email'),
  reauthenticationNeeded: () => new AuthApiError(400, 'reauthentication_needed', 'Password update requires reauthentication'),
  nonceInvalid: () => new AuthApiError(422, 'reauthentication_not_valid', 'Nonce has expired or is invalid'),
  verifyEmailFirst: () => new AuthApiError(422, 'email_not_confirmed', 'Please verify your email first.'),
  resendBadType: () => new AuthApiError(400, 'validation_failed', 'Missing one of these types: signup, email_change, sms, phone_change'),
  resendNeedsEmail: () => new AuthApiError(400, 'validation_failed', 'Type provided requires an email address'),
  resendNeedsAddress: () => new AuthApiError(400, 'validation_failed', 'Missing email address or phone number'),
  invalidVerifyType: () => new AuthApiError(400, 'validation_failed', 'Invalid email verification type'),
  // Features this server does not offer, answered as a GoTrue with them switched off answers.
  invalidPhone: () => new AuthApiError(400, 'validation_failed', 'Invalid phone number format (E.164 required)'),
  phoneProviderUnsupported: () => new AuthApiError(400, 'phone_provider_disabled', 'Unsupported phone provider'),
  phoneSignupsDisabled: () => new AuthApiError(400, 'phone_provider_disabled', 'Phone signups are disabled'),
  phoneLoginsDisabled: (status: 400 | 422) => new AuthApiError(status, 'phone_provider_disabled', 'Phone logins are disabled'),
  anonymousDisabled: () => new AuthApiError(422, 'anonymous_provider_disabled', 'Anonymous sign-ins are disabled'),
  web3Disabled: () => new AuthApiError(422, 'web3_provider_disabled', 'Web3 provider is disabled'),
  idTokenProviderDisabled: (issuer: string) => new AuthApiError(400, 'provider_disabled', `Provider (issuer "${issuer}") is not enabled`),
  customOAuthDisabled: () => new AuthApiError(400, 'validation_failed', 'Custom OAuth providers are disabled'),
  customOidcNotAllowed: (provider: string) => new AuthApiError(400, 'validation_failed', `Custom OIDC provider "${provider}" not allowed`),
  samlDisabled: () => new AuthApiError(404, 'saml_provider_disabled', 'SAML 2.0 is disabled'),
  manualLinkingDisabled: () => new AuthApiError(404, 'manual_linking_disabled', 'Manual linking is disabled'),
  oauthServerDisabled: () => new AuthApiError(404, 'feature_disabled', 'OAuth server is disabled'),
  passkeysDisabled: () => new AuthApiError(404, 'passkey_disabled', 'Passkeys are disabled'),
  mfaEnrollDisabled: (factor: 'totp' | 'phone' | 'webauthn') =>
    new AuthApiError(
      422,
      `mfa_${factor}_enroll_not_enabled`,
      `MFA enroll is disabled for ${{ totp: 'TOTP', phone: 'Phone', webauthn: 'WebAuthn' }[factor]}`,
    ),
  mfaBadFactorType: () => new AuthApiError(400, 'validation_failed', 'factor_type needs to be totp, phone, or webauthn'),
  factorNotFound: () => new AuthApiError(404, 'mfa_factor_not_found', 'Factor not found'),
  unexpected: () => new AuthApiError(500, 'unexpected_failure', 'Unexpected failure, please check server logs for more information'),
  // A 503 lets supabase-js retry (AuthRetryableFetchError) instead of dropping the session during an outage.
  unavailable: () => new AuthApiError(503, 'unexpected_failure', 'The service is temporarily unavailable. Please try again in a moment.'),
  refreshRequired: () => new OAuthStyleError(400, 'invalid_request', 'refresh_token required'),
};

function requestedVersion(request: FastifyRequest): number | null {
  const header = request.headers['x-supabase-api-version'];
  const value = Array.isArray(header) ? header[0] : header;
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const time = Date.parse(`${value}T00:00:00Z`);
  return Number.isNaN(time) ? null : time;
}

/** Echo the API version on every auth response when the client asked for 2024-01-01 or later. */
export function echoApiVersion(request: FastifyRequest, reply: FastifyReply): void {
  const version = requestedVersion(request);
  if (version !== null && version >= API_VERSION_TIME) reply.header('X-Supabase-Api-Version', API_VERSION);
}

function fromFastify(error: FastifyError): AuthApiError | null {
  if (error.statusCode === 413) return new AuthApiError(413, 'validation_failed', 'Request body too large');
  if (error.statusCode === 429) return authErrors.requestRateLimit(DEFAULT_RETRY_AFTER_SECONDS);
  if (error.validation || (error.statusCode && error.statusCode >= 400 && error.statusCode < 500))
    return authErrors.validation(error.message);
  return null;
}

export function renderAuthError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof OAuthStyleError) {
    return reply.status(error.status).send({ error: error.error, error_description: error.description });
  }
  const authError =
    error instanceof AuthApiError
      ? error
      : (fromFastify(error as FastifyError) ?? (isDatabaseUnavailable(error) ? authErrors.unavailable() : authErrors.unexpected()));
  if (authError.status >= 500) request.log.error({ err: error }, 'auth request failed');
  reply.header('x-sb-error-code', authError.code);
  if (authError.status === 429) reply.header('retry-after', String(authError.retryAfterSeconds ?? DEFAULT_RETRY_AFTER_SECONDS));
  const version = requestedVersion(request);
  if (version !== null && version >= API_VERSION_TIME) {
    reply.header('X-Supabase-Api-Version', API_VERSION);
    return reply
      .status(authError.status)
      .send({ code: authError.code, error_code: authError.code, message: authError.message, ...authError.extra });
  }
  return reply
    .status(authError.status)
    .send({ code: authError.status, error_code: authError.code, msg: authError.message, ...authError.extra });
}
