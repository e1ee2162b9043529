import type { Database } from '../db/database';
import { errors } from '../errors';
import { isUuid } from './secrets';
import type { SessionCheck } from './verify-token';

// Embedded mode: an access token stays signed until it expires, but a signed-out (or password-changed,
// or reuse-revoked) session must stop working on the product API at once. One indexed lookup per call.

export function liveSessionCheck(database: Database): SessionCheck {
  return async (user) => {
    const ended = () => errors.unauthorized('Your session has ended. Please sign in again.');
    if (!isUuid(user.sessionId) || !isUuid(user.id)) throw ended();
    const row = await database.db
      .selectFrom('auth_sessions')
      .select('id')
      .where('id', '=', user.sessionId)
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    if (!row) throw ended();
  };
}
