// Words of the profile screen (spec sections 2, 5 and 8), in one place. Toast titles, the avatar and password
// error texts and the validation messages are the spec's; labels and descriptions are written to match.

export const profileText = {
  backToDashboard: 'Back to Dashboard',
  heading: 'Profile',
  intro: 'Manage your personal information, profile picture and password.',
  loading: 'Loading your profile...',
  loadFailed: 'Your profile could not be loaded.',
  retry: 'Retry',
  chat: 'Chat with AI',
  personalInformation: 'Personal Information',
  edit: 'Edit',
  cancel: 'Cancel',
  save: 'Save',
  saving: 'Saving...',
  fields: {
    fullName: 'Full Name',
    email: 'Email',
    phoneNumber: 'Phone Number',
    address: 'Address',
    city: 'City',
    state: 'State',
    zipCode: 'ZIP Code',
  },
  emailReadOnly: 'Your email cannot be changed here.',
  profilePicture: 'Profile Picture',
  pictureHint: 'An image (JPG, PNG, WebP or GIF) under 5MB.',
  uploadPicture: 'Upload New Picture',
  uploading: 'Uploading...',
  pictureAlt: 'Your profile picture',
  accountSettings: 'Account Settings',
  password: 'Password',
  passwordHint: 'Change the password you use to sign in.',
  changePassword: 'Change Password',
} as const;

export const changePasswordText = {
  title: 'Change Password',
  intro: 'Enter your current password, then choose a new one.',
  current: 'Current Password',
  next: 'New Password',
  confirm: 'Confirm New Password',
  requirements: 'At least 6 characters, with an uppercase letter, a lowercase letter and a number.',
  cancel: 'Cancel',
  submit: 'Update Password',
  submitting: 'Updating...',
} as const;

export const profileValidationText = {
  currentRequired: 'Current password is required',
  newRequired: 'New password is required',
  passwordMin6: 'Password must be at least 6 characters',
  passwordComplexity: 'Password must contain at least one uppercase letter, one lowercase letter, and one number',
  confirmRequired: 'Please confirm your password',
  passwordsMismatch: 'Passwords do not match',
  mustDiffer: 'New password must be different from current password',
  tooLong: (max: number) => `Must be at most ${max} characters`,
  phoneCharacters: 'Use digits, spaces and + ( ) - . only',
} as const;

/** Error texts of spec section 8 (profile, avatar, change password). */
export const profileErrorText = {
  updateFailed: 'Failed to update profile',
  avatarNotConfigured: 'Avatar uploads are not configured. Please contact support.',
  avatarPermission: 'Please try logging out and back in to refresh your permissions.',
  avatarNetwork: 'Network error. Please check your connection and try again.',
  avatarFailed: 'Failed to upload avatar',
  avatarProfileFailed: 'Failed to update profile with new avatar URL',
  currentIncorrect: 'Current password is incorrect',
  sessionExpired: 'Session has expired. Please sign in again.',
  unexpected: 'An unexpected error occurred. Please try again.',
  changeFailed: 'Failed to change password',
} as const;

export const profileToasts = {
  updated: { title: 'Profile updated', description: 'Your changes have been saved.' },
  updateFailed: (message: string | null) => ({
    title: 'Update failed',
    description: message && message.trim() ? message : profileErrorText.updateFailed,
  }),
  invalidFileType: { title: 'Invalid file type', description: 'Please select an image file.' },
  fileTooLarge: { title: 'File too large', description: 'Please select an image under 5MB.' },
  avatarUpdated: { title: 'Avatar updated', description: 'Your new profile picture is saved.' },
  uploadFailed: (description: string) => ({ title: 'Upload failed', description }),
  passwordUpdated: { title: 'Password updated!', description: 'Your password has been changed successfully.' },
} as const;
