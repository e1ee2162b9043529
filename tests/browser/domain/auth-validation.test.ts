import type { AnyObjectSchema } from 'yup';
import {
  forgotSchema,
  loginSchema,
  meetsOnboardingRequirements,
  onboardingSchema,
  passwordChecks,
  passwordStrength,
  resetSchema,
  signupSchema,
} from '../../../src/domain/validation/auth';

/** The message each field shows for these values: the first one, as Formik keeps it. */
async function errorsOf(schema: AnyObjectSchema, values: object): Promise<Record<string, string>> {
  try {
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (err) {
    const out: Record<string, string> = {};
    for (const e of (err as { inner: { path: string; message: string }[] }).inner) out[e.path] ??= e.message;
    return out;
  }
}

describe('login schema', () => {
  it.each([
    [
      { email: '', password: '' },
      { email: 'Email is required', password: 'Password is required' },
    ],
    [
      { email: 'host@', password: '12345' },
      { email: 'Please enter a valid email address', password: 'Password must be at least 6 characters' },
    ],
    [{ email: ' host@example.com ', password: '123456' }, {}],
  ])('%j', async (values, expected) => {
    expect(await errorsOf(loginSchema, values)).toEqual(expected);
  });
});

describe('sign-up schema', () => {
  const valid = { fullName: 'Ada Host', email: 'ada@example.com', password: 'Secret12', confirmPassword: 'Secret12' };
  it.each([
    [{ fullName: '   ' }, { fullName: 'Full name is required' }],
    [{ fullName: ' A ' }, { fullName: 'Full name must be at least 2 characters' }],
    [{ password: 'Ab1', confirmPassword: 'Ab1' }, { password: 'Password must be at least 6 characters' }],
    [
      { password: 'secret12', confirmPassword: 'secret12' },
      { password: 'Password must contain at least one uppercase letter, one lowercase letter, and one number' },
    ],
    [
      { password: 'SECRET12', confirmPassword: 'SECRET12' },
      { password: 'Password must contain at least one uppercase letter, one lowercase letter, and one number' },
    ],
    [
      { password: 'SecretAB', confirmPassword: 'SecretAB' },
      { password: 'Password must contain at least one uppercase letter, one lowercase letter, and one number' },
    ],
    [{ confirmPassword: '' }, { confirmPassword: 'Please confirm your password' }],
    [{ confirmPassword: 'Secret13' }, { confirmPassword: 'Passwords do not match' }],
    [{}, {}],
  ])('%j', async (change, expected) => {
    expect(await errorsOf(signupSchema, { ...valid, ...change })).toEqual(expected);
  });
});

describe('forgot-password schema', () => {
  it('needs a valid address', async () => {
    expect(await errorsOf(forgotSchema, { email: '' })).toEqual({ email: 'Email is required' });
    expect(await errorsOf(forgotSchema, { email: 'nope' })).toEqual({ email: 'Please enter a valid email address' });
    expect(await errorsOf(forgotSchema, { email: 'a@b.co' })).toEqual({});
  });
});

describe('reset schema', () => {
  it.each([
    [
      { password: '', confirmPassword: '' },
      { password: 'Password is required', confirmPassword: 'Please confirm your password' },
    ],
    [{ password: '12345', confirmPassword: '12345' }, { password: 'Password must be at least 6 characters' }],
    [{ password: 'x'.repeat(73), confirmPassword: 'x'.repeat(73) }, { password: 'Password must be 72 characters or less' }],
    [{ password: 'x'.repeat(72), confirmPassword: 'x'.repeat(72) }, {}],
    [{ password: 'simple', confirmPassword: 'simplE' }, { confirmPassword: 'Passwords do not match' }],
  ])('%j', async (values, expected) => {
    expect(await errorsOf(resetSchema, values)).toEqual(expected);
  });
});

describe('onboarding', () => {
  it('needs 8 characters with upper case, lower case and a digit, confirmed', async () => {
    expect(await errorsOf(onboardingSchema, { password: 'Abcdef1', confirmPassword: 'Abcdef1' })).toEqual({
      password: 'Password must be at least 8 characters',
    });
    expect(await errorsOf(onboardingSchema, { password: 'Abcdefgh', confirmPassword: 'Abcdefgh' })).toEqual({
      password: 'Password must contain at least one uppercase letter, one lowercase letter, and one number',
    });
    expect(await errorsOf(onboardingSchema, { password: 'Abcdefg1', confirmPassword: 'Abcdefg2' })).toEqual({
      confirmPassword: 'Passwords do not match',
    });
    expect(await errorsOf(onboardingSchema, { password: 'Abcdefg1', confirmPassword: 'Abcdefg1' })).toEqual({});
  });

  it.each([
    ['', 0, 'weak'],
    ['aaaaaaaa', 2, 'fair'],
    ['A', 1, 'weak'],
    ['Aa', 2, 'fair'],
    ['Aa1', 3, 'good'],
    ['aaaaaaa1', 3, 'good'],
    ['Aaaaaaa1', 4, 'strong'],
  ])('rates "%s" with %i requirements as %s', (password, met, strength) => {
    expect(passwordStrength(password)).toEqual({ met, strength });
    expect(meetsOnboardingRequirements(password)).toBe(met === 4);
  });

  it('names which requirement each character class meets', () => {
    expect(passwordChecks('abc')).toEqual({ length: false, uppercase: false, lowercase: true, number: false });
    expect(passwordChecks('ABCDEFG9')).toEqual({ length: true, uppercase: true, lowercase: false, number: true });
  });
});
