import type { Config } from '../../config';
import type { Database } from '../../db/database';
import type { Mailer } from '../../mail/mailer';
import type { Clock } from '../../clock';
import type { KeyMaterial } from '../keys';
import { FailedSignIns, IntervalLimiter, WindowLimiter } from '../rate-limit';
import { oneTimeTokensRepository } from './one-time-tokens';
import { flowStatesRepository } from './pkce';
import { sessionsRepository } from './sessions.repository';
import { usersRepository } from './users.repository';

// Everything the embedded Auth endpoints share: configuration, repositories, the clock and the limiters.

export interface IdentityLimits {
  /** Password sign-ins per client IP per 5 minutes (GoTrue's token limit: 150). */
  signInPerIp: number;
  /**
   * Wrong passwords per e-mail address per 5 minutes; past it, only addresses that have not failed for that
   * account may still try (see FailedSignIns).
   */
  signInPerEmail: number;
  /** Sign-ups, recoveries, magic links and resends per client IP per 5 minutes (GoTrue's RATE_LIMIT_OTP: 30). */
  emailRequestsPerIp: number;
  /** OTP and link verifications per client IP per 5 minutes (GoTrue: 30). */
  verifyPerIp: number;
  /** Gap between two e-mails of one kind (confirmation, recovery or magic link, e-mail change, code) to one address (hosted: 60 s). */
  emailIntervalSeconds: number;
  /** Refresh-token reuse grace period (hosted: 10 s). */
  refreshReuseSeconds: number;
}

export const DEFAULT_LIMITS: IdentityLimits = {
  signInPerIp: 150,
  signInPerEmail: 30,
  emailRequestsPerIp: 30,
  verifyPerIp: 30,
  emailIntervalSeconds: 60,
  refreshReuseSeconds: 10,
};

const FIVE_MINUTES = 5 * 60_000;

export function createIdentityContext(options: {
  config: Config;
  database: Database;
  keys: KeyMaterial;
  mailer: Mailer;
  now: Clock;
  limits?: Partial<IdentityLimits>;
}) {
  const { config, database, keys, mailer, now } = options;
  const limits = { ...DEFAULT_LIMITS, ...options.limits };
  const ms = () => now().getTime();
  return {
    config,
    database,
    keys,
    mailer,
    now,
    limits,
    users: usersRepository(database),
    sessions: sessionsRepository(database, keys.serverSecret),
    oneTimeTokens: oneTimeTokensRepository(database),
    flows: flowStatesRepository(database),
    limiters: {
      signInPerIp: new WindowLimiter(limits.signInPerIp, FIVE_MINUTES, ms),
      signInPerEmail: new FailedSignIns(limits.signInPerEmail, FIVE_MINUTES, ms),
      emailRequestsPerIp: new WindowLimiter(limits.emailRequestsPerIp, FIVE_MINUTES, ms),
      verifyPerIp: new WindowLimiter(limits.verifyPerIp, FIVE_MINUTES, ms),
      emailInterval: new IntervalLimiter(limits.emailIntervalSeconds * 1000, ms),
    },
  };
}

export type IdentityContext = ReturnType<typeof createIdentityContext>;
