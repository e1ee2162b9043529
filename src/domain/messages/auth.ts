// Words of the sign-in side of the app (spec sections 2, 5 and 8), in one place. Texts quoted by the spec are
// verbatim; the few the spec leaves open (descriptions of some toasts, field labels) are written to match.

export const welcomeText = {
  logIn: 'Log in',
  purchase: 'Purchase',
  heading: 'Welcome to the product',
  subtitle: 'Sign in to optimize your listing',
  submit: 'Log in',
  submitting: 'Signing in...',
  noAccess: "Don't have access?",
  purchaseHere: 'Purchase here',
  /** When anyone may sign up (ALLOW_SIGNUP): the free account, beside the purchase link (issue 40). */
  or: 'or',
  startFree: 'Start free',
} as const;

export const fieldText = {
  email: 'Email',
  emailPlaceholder: 'you@example.com',
  password: 'Password',
  confirmPassword: 'Confirm password',
  fullName: 'Full name',
  newPassword: 'New password',
  confirmNewPassword: 'Confirm new password',
  createPassword: 'Create password',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  rememberMe: 'Remember me',
  forgotPassword: 'Forgot your password?',
  back: 'Back',
} as const;

export const loginText = {
  heading: 'Welcome back',
  /** No one has signed in on this browser yet: not 'back' (issue 40). */
  headingFirstVisit: 'Welcome',
  subtitle: 'Sign in to your account',
  submit: 'Sign in with Email',
  submitting: 'Signing in...',
  noAccess: "Don't have access?",
  purchaseHere: 'Purchase here',
  needAccount: 'Need an account?',
  createAccount: 'Create account',
  /** The terms notice, its linked words from TERMS_URL and PRIVACY_URL (the notice goes when neither is set). */
  termsLead: 'By signing in, you agree to our',
  termsOfService: 'Terms of Service',
  privacyPolicy: 'Privacy Policy',
  and: 'and',
} as const;

export const signupText = {
  heading: 'Create account',
  subtitle: 'Get started with your free account',
  google: 'Continue with Google',
  googleRedirecting: 'Redirecting to Google...',
  divider: 'Or continue with email',
  submit: 'Create account',
  submitting: 'Creating account...',
  haveAccount: 'Already have an account?',
  signInHere: 'Sign in here',
  /** ALLOW_SIGNUP=false: no free accounts on this server. */
  closedHeading: 'Access comes with a purchase',
  closedText:
    'New accounts on this server are created after a purchase. Buy access, then follow the link in your purchase email to set your password.',
  closedPurchase: 'Purchase access',
} as const;

export const forgotText = {
  heading: 'Forgot your password?',
  subtitle: "Enter your email and we'll send you instructions to reset your password.",
  submit: 'Send reset instructions',
  submitting: 'Sending...',
  sentHeading: 'Check your email',
  sentBody: 'We sent reset instructions to',
  backToSignIn: 'Back to Sign In',
  differentEmail: 'Send to different email',
  spamHint: "Didn't get the email? Check your spam folder, or",
  contactSupport: 'contact support',
} as const;

export const resetText = {
  heading: 'Set a new password',
  subtitle: 'Choose a new password for your account.',
  forAccount: 'For',
  validating: 'Checking your reset link...',
  submit: 'Update password',
  submitting: 'Updating password...',
  hintsTitle: 'Password tips',
  hints: ['At least 6 characters', 'A mix of letters, numbers and symbols', 'Avoid common words'],
  successHeading: 'Password updated',
  successBody: 'Your password has been changed. Taking you to your dashboard...',
  requestNew: 'Request a new reset link',
} as const;

export const onboardingText = {
  heading: 'Complete your account',
  subtitle: 'Create a password to finish setting up your account.',
  loading: 'Loading your account information...',
  accountEmail: 'Account email',
  strength: 'Password strength',
  requirementsTitle: 'Your password needs',
  requirements: {
    length: 'At least 8 characters',
    uppercase: 'One uppercase letter',
    lowercase: 'One lowercase letter',
    number: 'One number',
  },
  submit: 'Create Account',
  submitting: 'Creating Account...',
  invalidHeading: 'This account link is not valid',
  invalidBody: 'Please open the link from your purchase email again, or',
  contactSupport: 'contact support',
} as const;

export const strengthLabels = { weak: 'Weak', fair: 'Fair', good: 'Good', strong: 'Strong' } as const;

/** Validation messages of spec section 5. */
export const validationText = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  passwordMin6: 'Password must be at least 6 characters',
  passwordMin8: 'Password must be at least 8 characters',
  passwordMax72: 'Password must be 72 characters or less',
  passwordComplexity: 'Password must contain at least one uppercase letter, one lowercase letter, and one number',
  fullNameRequired: 'Full name is required',
  fullNameMin: 'Full name must be at least 2 characters',
  confirmRequired: 'Please confirm your password',
  passwordsMismatch: 'Passwords do not match',
} as const;

/** Error mappings and toasts of spec section 8. */
export const authErrorText = {
  unexpected: 'An unexpected error occurred. Please try again.',
  invalidCredentials: 'Invalid email or password. Please try again.',
  emailNotConfirmed: 'Please check your email and click the confirmation link.',
  userExists: 'An account with this email already exists. Please sign in instead.',
  forgotRateLimited: "If an account with that email exists, we've sent password reset instructions.",
  forgotFailed: 'Failed to send reset email',
  resetTokenMissing: 'Reset token is missing. Please request a new password reset.',
  resetLinkInvalid: 'Invalid or expired reset link. Please request a new password reset.',
  resetValidationFailed: 'Failed to validate reset link. Please try again.',
  resetSessionExpired: 'Reset session has expired. Please request a new password reset.',
  resetFailed: 'Failed to update password',
  onboardCreateFailed: 'Failed to create account',
  onboardSignInFailed: (message: string) => `Sign-in failed: ${message}`,
  googleUnavailable: "Google sign-in isn't available on this server. Please create your account with your email address below.",
} as const;

export const authToastText = {
  signedIn: { title: 'Welcome back!', description: 'You have been successfully signed in.' },
  /** A host signing in to the account they have just created (issue 40: 'Welcome back' only for a returning host). */
  signedInFirstTime: { title: 'Welcome!', description: 'You have been successfully signed in.' },
  signedUp: { title: 'Account created successfully!', description: 'Please check your email to confirm your account before signing in.' },
  resetSent: { title: 'Reset email sent!', description: 'Check your inbox for a link to reset your password.' },
  passwordUpdated: { title: 'Password updated!', description: 'Your password has been changed successfully.' },
  invalidToken: {
    title: 'Invalid Token',
    description: 'The account link could not be read. Please open the link from your purchase email again.',
  },
  invalidAccess: {
    title: 'Invalid Access',
    description: 'No account information was found. Please open the link from your purchase email.',
  },
  passwordRequirements: {
    title: 'Password Requirements',
    description: 'Password must be at least 8 characters and contain at least one uppercase letter, one lowercase letter, and one number.',
  },
  passwordMismatch: { title: 'Password Mismatch', description: 'Passwords do not match' },
  accountCreationFailed: { title: 'Account Creation Failed' },
  accountCreated: { title: 'Account Created!', description: 'Your account is ready. Welcome aboard!' },
  /** E-mail mode: the account waits until the address is confirmed from the mail the server sent. */
  accountAwaitsConfirmation: { title: 'Account Created!', description: 'Please check your email and click the confirmation link.' },
} as const;
