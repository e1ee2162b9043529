import * as Yup from 'yup';
import { profileValidationText as v } from '../messages/profile';
import { PASSWORD_MIN } from './auth';

// Form schemas of the profile screen. The change-password rules are spec section 5's; the profile fields carry
// the limits the server enforces, so the host sees a problem at the field instead of a failed save.

const COMPLEXITY = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)/;

export const changePasswordSchema = Yup.object({
  currentPassword: Yup.string().required(v.currentRequired),
  newPassword: Yup.string()
    .required(v.newRequired)
    .min(PASSWORD_MIN, v.passwordMin6)
    .matches(COMPLEXITY, v.passwordComplexity)
    .test('differs', v.mustDiffer, function (value) {
      return !value || value !== (this.parent as Record<string, unknown>).currentPassword;
    }),
  // A test rather than oneOf(ref): yup checks oneOf before required, which would say "do not match" for an empty box.
  confirmPassword: Yup.string()
    .required(v.confirmRequired)
    .test('matches', v.passwordsMismatch, function (value) {
      return !value || value === (this.parent as Record<string, unknown>).newPassword;
    }),
});
export type ChangePasswordValues = Yup.InferType<typeof changePasswordSchema>;

export const PROFILE_LIMITS = { fullName: 200, phoneNumber: 40, address: 300, city: 120, state: 120, zipCode: 20 } as const;

const text = (max: number) => Yup.string().trim().max(max, v.tooLong(max));

export const profileSchema = Yup.object({
  fullName: text(PROFILE_LIMITS.fullName),
  phoneNumber: text(PROFILE_LIMITS.phoneNumber).matches(/^[0-9+()\-.\s]*$/, v.phoneCharacters),
  address: text(PROFILE_LIMITS.address),
  city: text(PROFILE_LIMITS.city),
  state: text(PROFILE_LIMITS.state),
  zipCode: text(PROFILE_LIMITS.zipCode),
});
export type ProfileFormValues = { fullName: string; phoneNumber: string; address: string; city: string; state: string; zipCode: string };
