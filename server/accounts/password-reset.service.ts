import { errors } from '../errors';
import { AdminApiError } from '../identity/admin-client';
import { randomToken } from '../identity/secrets';
import { mailTemplates } from '../mail/templates';
import type { AccountsDeps } from './context';
import { passwordResetRepository } from './password-reset.repository';

// The forgot-password flow behind its endpoints: a link by e-mail, its check when the reset screen opens, the
// new password. The new password is set through the admin API, which also confirms the address (the user just
// proved it) and signs the user out everywhere; the browser then signs in with the new password.

export const INVALID_RESET_LINK = 'Invalid or expired reset link. Please request a new password reset.';

export function passwordResetService(deps: Pick<AccountsDeps, 'database' | 'identity'>) {
  const resets = passwordResetRepository(deps.database);
  const { now, admin, mailer } = deps.identity;

  return {
    /** Mails a reset link when the address has an account; says nothing either way. */
    async request(email: string, appBaseUrl: string): Promise<void> {
      const user = await admin.findUserByEmail(email);
      if (!user) return;
      const token = randomToken(32);
      await resets.create({ userId: user.id, email: user.email, token, now: now() });
      const link = `${appBaseUrl}/auth/reset-password?token=${encodeURIComponent(token)}`;
      await mailer.send(user.email, mailTemplates.passwordReset(link));
    },

    /** The address a live link was sent to. */
    async validate(token: string): Promise<string> {
      const row = await resets.findLive(token, now());
      if (!row) throw errors.validation(INVALID_RESET_LINK);
      return row.email;
    },

    /** Uses the link up and sets the password; the user's address. */
    async reset(token: string, newPassword: string): Promise<string> {
      const row = await resets.claim(token, now());
      if (!row) throw errors.validation(INVALID_RESET_LINK);
      try {
        const user = await admin.updateUser(row.user_id, { password: newPassword, emailConfirm: true });
        await resets.retireOthers(row.user_id, now());
        return user.email;
      } catch (err) {
        if (err instanceof AdminApiError && err.code === 'user_not_found') throw errors.validation(INVALID_RESET_LINK);
        // Anything else did not change the password: the link stays usable.
        await resets.unclaim(row.id);
        if (err instanceof AdminApiError && err.status < 500) throw errors.validation(err.message);
        throw errors.unavailable('The password could not be changed right now. Please try again in a moment.', err);
      }
    },
  };
}

export type PasswordResetService = ReturnType<typeof passwordResetService>;
