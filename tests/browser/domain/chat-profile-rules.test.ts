import { avatarFileProblem, avatarObjectPath, safeFileName, versionedUrl } from '../../../src/domain/avatar';
import { changePasswordErrorText, changePasswordFieldErrors } from '../../../src/domain/account-errors';
import { parseStoredApprovedTexts, replyUrl, threadKey } from '../../../src/domain/chat';
import { chatText } from '../../../src/domain/messages/chat';
import { changePasswordSchema, profileSchema } from '../../../src/domain/validation/profile';

describe('reply links', () => {
  it.each([
    'https://www.airbnb.com/help',
    'http://example.com',
    'irc://irc.libera.chat/hosts',
    'ircs://irc.libera.chat',
    'mailto:host@example.com',
    'xmpp:host@example.com',
    'HTTPS://EXAMPLE.COM',
  ])('keeps %s', (url) => expect(replyUrl(url)).toBe(url));

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'vbscript:msgbox',
    'file:///etc/passwd',
    'ftp://example.com',
  ])('drops %s', (url) => expect(replyUrl(url)).toBe(''));

  it('keeps relative addresses and colons that are not a scheme', () => {
    expect(replyUrl('/help')).toBe('/help');
    expect(replyUrl('#section')).toBe('#section');
    expect(replyUrl('./a:b')).toBe('./a:b');
    expect(replyUrl('?q=a:b')).toBe('?q=a:b');
  });
});

describe('chat words and keys', () => {
  it("words a send failure with the message, or 'Unknown error'", () => {
    expect(chatText.sendFailed('The assistant is busy')).toBe('Failed to send message: The assistant is busy');
    expect(chatText.sendFailed(null)).toBe('Failed to send message: Unknown error');
    expect(chatText.sendFailed('  ')).toBe('Failed to send message: Unknown error');
  });

  it('keys the thread without a listing as general', () => {
    expect(threadKey(null)).toBe('general');
    expect(threadKey('l-1')).toBe('l-1');
  });
});

describe('approved texts read back from the browser', () => {
  it('keeps well-formed entries per listing', () => {
    const raw = JSON.stringify({
      'l-1': { title: { text: 'A', section: 'Title' } },
      'l-2': { theSpace: { text: 'B', section: 'The space' } },
    });
    expect(parseStoredApprovedTexts(raw)).toEqual(JSON.parse(raw));
  });

  it('leaves out anything malformed', () => {
    expect(parseStoredApprovedTexts(null)).toEqual({});
    expect(parseStoredApprovedTexts('not json')).toEqual({});
    expect(parseStoredApprovedTexts('[1,2]')).toEqual({});
    expect(
      parseStoredApprovedTexts(
        JSON.stringify({ a: [], b: 'x', c: { title: { text: 1, section: 'Title' }, ok: { text: 'T', section: 'Title', extra: true } } }),
      ),
    ).toEqual({ c: { ok: { text: 'T', section: 'Title' } } });
  });
});

describe('avatar files', () => {
  it('must be an image under 5MB', () => {
    expect(avatarFileProblem({ type: 'image/webp', size: 1 })).toBeNull();
    expect(avatarFileProblem({ type: 'image/png', size: 5 * 1024 * 1024 - 1 })).toBeNull();
    expect(avatarFileProblem({ type: 'image/png', size: 5 * 1024 * 1024 })).toBe('too-large');
    expect(avatarFileProblem({ type: 'text/plain', size: 10 })).toBe('not-image');
  });

  it('are stored under the user id with a timestamped safe name', () => {
    expect(avatarObjectPath('u-1', 1700000000000, 'Été à Lisboa (2).JPEG')).toBe('u-1/1700000000000-ete-a-lisboa-2.jpeg');
    expect(safeFileName('../../etc/passwd')).toBe('passwd');
    expect(safeFileName('C:\\Users\\me\\photo.png')).toBe('photo.png');
    expect(safeFileName('.png')).toBe('png');
    expect(safeFileName('???.gif')).toBe('avatar.gif');
    expect(safeFileName(`${'x'.repeat(200)}.png`)).toBe(`${'x'.repeat(60)}.png`);
  });

  it('get a version query on their public URL', () => {
    expect(versionedUrl('http://h/a.png', 5)).toBe('http://h/a.png?v=5');
    expect(versionedUrl('http://h/a.png?x=1', 5)).toBe('http://h/a.png?x=1&v=5');
  });
});

describe('the change-password form (spec section 5)', () => {
  const errorsOf = async (values: Record<string, string>) => {
    try {
      await changePasswordSchema.validate(values, { abortEarly: false });
      return {};
    } catch (err) {
      const { inner } = err as { inner: { path: string; message: string }[] };
      return Object.fromEntries(inner.map((e) => [e.path, e.message]).reverse());
    }
  };

  it('requires every field', async () => {
    expect(await errorsOf({ currentPassword: '', newPassword: '', confirmPassword: '' })).toEqual({
      currentPassword: 'Current password is required',
      newPassword: 'New password is required',
      confirmPassword: 'Please confirm your password',
    });
  });

  it.each([
    ['Ab1', 'Password must be at least 6 characters'],
    ['abcdef1', 'Password must contain at least one uppercase letter, one lowercase letter, and one number'],
    ['ABCDEF1', 'Password must contain at least one uppercase letter, one lowercase letter, and one number'],
    ['Abcdefg', 'Password must contain at least one uppercase letter, one lowercase letter, and one number'],
    ['Old1pass', 'New password must be different from current password'],
  ])('refuses the new password %s', async (newPassword, message) => {
    expect((await errorsOf({ currentPassword: 'Old1pass', newPassword, confirmPassword: newPassword })).newPassword).toBe(message);
  });

  it('needs a matching confirmation', async () => {
    expect(await errorsOf({ currentPassword: 'Old1pass', newPassword: 'New1pass', confirmPassword: 'New1pas' })).toEqual({
      confirmPassword: 'Passwords do not match',
    });
    expect(await errorsOf({ currentPassword: 'Old1pass', newPassword: 'New1pass', confirmPassword: 'New1pass' })).toEqual({});
  });

  it('puts server errors on their field or above the form', () => {
    expect(changePasswordFieldErrors({ code: 'current_incorrect' })).toEqual({
      currentPassword: 'Current password is incorrect',
      newPassword: null,
    });
    expect(changePasswordFieldErrors({ code: 'weak_password', message: 'Password should be at least 6 characters.' })).toEqual({
      currentPassword: null,
      newPassword: 'Password should be at least 6 characters.',
    });
    expect(changePasswordErrorText({ code: 'session_expired' })).toBe('Session has expired. Please sign in again.');
    expect(changePasswordErrorText({ code: 'unexpected' })).toBe('An unexpected error occurred. Please try again.');
    expect(changePasswordErrorText({ code: 'failed' })).toBe('Failed to change password');
    expect(changePasswordErrorText({ code: 'general', message: 'Too many requests' })).toBe('Too many requests');
    expect(changePasswordErrorText({ code: 'current_incorrect' })).toBeNull();
  });
});

describe('the profile form', () => {
  it('takes what the server takes', async () => {
    await expect(
      profileSchema.validate({ fullName: 'Alex', phoneNumber: '+351 (21) 123-45.67', address: '', city: '', state: '', zipCode: '' }),
    ).resolves.toBeTruthy();
    await expect(profileSchema.validateAt('phoneNumber', { phoneNumber: 'call me' })).rejects.toThrow(
      'Use digits, spaces and + ( ) - . only',
    );
    await expect(profileSchema.validateAt('zipCode', { zipCode: '1'.repeat(21) })).rejects.toThrow('Must be at most 20 characters');
  });
});
