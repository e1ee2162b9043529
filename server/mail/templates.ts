// The words of every e-mail the product sends. Each message carries its action link; the console shows only
// the subject and that link.

export type MailKind = 'confirmation' | 'recovery' | 'magiclink' | 'invite' | 'password-reset' | 'onboarding';

export interface MailContent {
  kind: MailKind;
  subject: string;
  text: string;
  html: string;
  /** The link the message exists for, printed to the console. */
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
  confirmation: (link: string, code: string) =>
    build(
      'confirmation',
      'Confirm your sign-up',
      ['Thanks for signing up to the Listing Optimiser.', 'Please confirm your e-mail address.'],
      { label: 'Confirm your e-mail', link },
      code,
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
  passwordReset: (link: string) =>
    build(
      'password-reset',
      'Reset your password',
      ['Someone asked to reset the password of your Listing Optimiser account.', 'The link works once and expires after 1 hour.'],
      { label: 'Choose a new password', link },
    ),
  onboarding: (link: string) =>
    build(
      'onboarding',
      'Set up your Listing Optimiser account',
      ['Thank you for your purchase!', 'Create your password to start optimising your listings.'],
      { label: 'Create your account', link },
    ),
};
