import type { Database } from '../db/database';
import { ReadCache } from '../db/read-cache';
import { errors } from '../errors';
import { isUuid } from './secrets';
import type { SessionCheck } from './verify-token';

// Embedded mode: an access token stays signed until it expires, but a signed-out (or password-changed,
// or reuse-revoked) session must stop working on the product API at once. One indexed lookup per call, or
// none while the embedded database has not been written to since the last one (ReadCache).

export function liveSessionCheck(database: Database): SessionCheck {
  // A session ends by its row going, or its user's (the row goes with it).
  const live = new ReadCache<boolean>(database, 10_000, ['auth_sessions', 'auth_users']);
  return async (user) => {
    const ended = () => errors.unauthorized('Your session has ended. Please sign in again.');
    if (!isUuid(user.sessionId) || !isUuid(user.id)) throw ended();
    const found = await live.get(
      `${user.sessionId} ${user.id}`,
      async () => {
        const row = await database.db
          .selectFrom('auth_sessions')
          .select('id')
          .where('id', '=', user.sessionId)
          .where('user_id', '=', user.id)
          .executeTakeFirst();
        return row !== undefined;
      },
      user.id,
    );
    if (!found) throw ended();
  };
}
