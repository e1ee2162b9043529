// The words of every e-mail the product sends. Each message carries its action link (a reauthentication
// message carries only its code); the console shows only the subject and that link or code.

export type MailKind =
  'confirmation' | 'recovery' | 'magiclink' | 'invite' | 'email-change' | 'reauthentication' | 'password-reset' | 'onboarding';

export interface MailContent {
  kind: MailKind;
  subject: string;
  text: string;
  html: string;
  /** The link (or, without one, the code) the message exists for, printed to the console. */
  link: string;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function build(kind: MailKind, subject: string, lines: string[], action: { label: string; link: string }, code?: string): MailContent {
  const textLines = [...lines, '', `${action.label}: ${action.link}`];
  if (code) textLines.push('', `Or enter this code: ${code}`);
  textLines.push('', 'If you did not ask for this, you can ignore this e-mail.');
  const html =
    `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">` +
    lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('') +
    `<p><a href="${escapeHtml(action.link)}">${escapeHtml(action.label)}</a></p>` +
    (code ? `<p>Or enter this code: <strong>${escapeHtml(code)}</strong></p>` : '') +
    `<p style="color:#666">If you did not ask for this, you can ignore this e-mail.</p></body></html>`;
  return { kind, subject, text: textLines.join('\n'), html, link: action.link };
}

export const mailTemplates = {
  /**
   * The link, and the code only when given: the app's sign-up has no place to type a code, so its e-mail offers
   * none (issue 40); a client that asked for a code-based sign-in (signInWithOtp) gets it.
   */
  confirmation: (link: string, code: string | null = null) =>
    build(
      'confirmation',
      'Confirm your sign-up',
      ['Thanks for signing up to the Listing Optimiser.', 'Please confirm your e-mail address.'],
      { label: 'Confirm your e-mail', link },
      code ?? undefined,
    ),
  recovery: (link: string, code: string) =>
    build(
      'recovery',
      'Reset your password',
      ['Someone asked to reset the password of your Listing Optimiser account.'],
      { label: 'Reset your password', link },
      code,
    ),
  magiclink: (link: string, code: string) =>
    build('magiclink', 'Your sign-in link', ['Use this link to sign in to the Listing Optimiser.'], { label: 'Sign in', link }, code),
  invite: (link: string, code: string) =>
    build(
      'invite',
      'You have been invited',
      ['You have been invited to the Listing Optimiser.'],
      { label: 'Accept the invitation', link },
      code,
    ),
  /** To the new address of an e-mail change. */
  emailChangeNew: (link: string, code: string, newEmail: string) =>
    build(
      'email-change',
      'Confirm your new e-mail address',
      [`Someone asked to change the e-mail address of a Listing Optimiser account to ${newEmail}.`, 'Please confirm this address.'],
      { label: 'Confirm the new address', link },
      code,
    ),
  /** To the current address of an e-mail change (secure e-mail change: both addresses confirm). */
  emailChangeCurrent: (link: string, code: string, newEmail: string) =>
    build(
      'email-change',
      'Confirm your e-mail change',
      [`Someone asked to change the e-mail address of your Listing Optimiser account to ${newEmail}.`, 'Please confirm this change.'],
      { label: 'Confirm the change', link },
      code,
    ),
  reauthentication: (code: string): MailContent => {
    const lines = ['Use this code to confirm it is you before changing your password.', '', `Your code: ${code}`];
    const text = [...lines, '', 'If you did not ask for this, you can ignore this e-mail.'].join('\n');
    const html =
      `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">` +
      `<p>${escapeHtml(lines[0]!)}</p><p>Your code: <strong>${escapeHtml(code)}</strong></p>` +
      `<p style="color:#666">If you did not ask for this, you can ignore this e-mail.</p></body></html>`;
    return { kind: 'reauthentication', subject: `${code} is your verification code`, text, html, link: `code ${code}` };
  },
  passwordReset: (link: string) =>
    build(
      'password-reset',
      'Reset your password',
      ['Someone asked to reset the password of your Listing Optimiser account.', 'The link works once and expires after 1 hour.'],
      { label: 'Choose a new password', link },
    ),
  /** E-mail mode of onboarding: the account waits until its address is confirmed from this mail. */
  onboardingConfirmation: (link: string) =>
    build(
      'confirmation',
      'Confirm your e-mail to finish your account',
      [
        'Your Listing Optimiser account was created with this e-mail address.',
        'Confirm the address to start using it; until then, signing in asks you to confirm it first.',
      ],
      { label: 'Confirm your e-mail', link },
    ),
  onboarding: (link: string) =>
    build(
      'onboarding',
      'Set up your Listing Optimiser account',
      ['Thank you for your purchase!', 'Create your password to start optimising your listings.'],
      { label: 'Create your account', link },
    ),
};
