import { authErrors } from '../auth-errors';
import type { IdentityContext } from '../context';
import type { AuthenticatedRequest } from '../request-auth';

// POST /logout?scope= (GoTrue logout.go): global ends every session of the user, local this one, others the rest.

export async function logout(ctx: IdentityContext, auth: AuthenticatedRequest, scope: string): Promise<void> {
  switch (scope) {
    case 'global':
      return ctx.sessions.deleteForUser(auth.user.id);
    case 'local':
      return ctx.sessions.delete(auth.session.id);
    case 'others':
      return ctx.sessions.deleteForUser(auth.user.id, auth.session.id);
    default:
      throw authErrors.badLogoutScope(scope);
  }
}
