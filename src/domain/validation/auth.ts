import * as Yup from 'yup';
import { validationText as v } from '../messages/auth';

// Form schemas of spec section 5. Forms run them through Formik; the sagas trust what a valid form sends,
// except onboarding, which re-checks (its toasts are part of the spec).

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 72;
export const ONBOARDING_PASSWORD_MIN = 8;
export const FULL_NAME_MIN = 2;

const email = Yup.string().trim().required(v.emailRequired).email(v.emailInvalid);
const COMPLEXITY = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)/;

// A test rather than oneOf(ref): yup checks oneOf before required, which would say "do not match" for an empty box.
const confirmOf = (field: string) =>
  Yup.string()
    .required(v.confirmRequired)
    .test('matches', v.passwordsMismatch, function (value) {
      return !value || value === (this.parent as Record<string, unknown>)[field];
    });

export const loginSchema = Yup.object({
  email,
  password: Yup.string().required(v.passwordRequired).min(PASSWORD_MIN, v.passwordMin6),
  rememberMe: Yup.boolean(),
});
export type LoginValues = Yup.InferType<typeof loginSchema>;

export const signupSchema = Yup.object({
  fullName: Yup.string().trim().required(v.fullNameRequired).min(FULL_NAME_MIN, v.fullNameMin),
  email,
  password: Yup.string().required(v.passwordRequired).min(PASSWORD_MIN, v.passwordMin6).matches(COMPLEXITY, v.passwordComplexity),
  confirmPassword: confirmOf('password'),
});
export type SignupValues = Yup.InferType<typeof signupSchema>;

export const forgotSchema = Yup.object({ email });
export type ForgotValues = Yup.InferType<typeof forgotSchema>;

export const resetSchema = Yup.object({
  password: Yup.string().required(v.passwordRequired).min(PASSWORD_MIN, v.passwordMin6).max(PASSWORD_MAX, v.passwordMax72),
  confirmPassword: confirmOf('password'),
});
export type ResetValues = Yup.InferType<typeof resetSchema>;

export const onboardingSchema = Yup.object({
  password: Yup.string()
    .required(v.passwordRequired)
    .min(ONBOARDING_PASSWORD_MIN, v.passwordMin8)
    .matches(COMPLEXITY, v.passwordComplexity),
  confirmPassword: confirmOf('password'),
});
export type OnboardingValues = Yup.InferType<typeof onboardingSchema>;

// ---- Onboarding password strength (spec section 5) ------------------------------------------------------------

export type PasswordRequirement = 'length' | 'uppercase' | 'lowercase' | 'number';
export type PasswordStrength = 'weak' | 'fair' | 'good' | 'strong';

export const PASSWORD_REQUIREMENTS: readonly PasswordRequirement[] = ['length', 'uppercase', 'lowercase', 'number'];

export function passwordChecks(password: string): Record<PasswordRequirement, boolean> {
  return {
    length: password.length >= ONBOARDING_PASSWORD_MIN,
    uppercase: /[A-Z]/.test(password),
    lowercase: /[a-z]/.test(password),
    number: /\d/.test(password),
  };
}

/** Weak for 0 or 1 requirement met, Fair for 2, Good for 3, Strong for all 4. */
export function passwordStrength(password: string): { met: number; strength: PasswordStrength } {
  const met = Object.values(passwordChecks(password)).filter(Boolean).length;
  const strength: PasswordStrength = met <= 1 ? 'weak' : met === 2 ? 'fair' : met === 3 ? 'good' : 'strong';
  return { met, strength };
}

export function meetsOnboardingRequirements(password: string): boolean {
  return passwordStrength(password).met === PASSWORD_REQUIREMENTS.length;
}
