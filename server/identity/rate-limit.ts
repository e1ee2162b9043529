// Small in-process limiters for sign-in, recovery and reset requests. They live in memory: one server process
// per data folder is the embedded setup, and a restart forgetting a few counters is harmless.

export interface LimitResult {
  allowed: boolean;
  /** Whole seconds until the caller may try again (0 when allowed). */
  retryAfterSeconds: number;
}

const ALLOWED: LimitResult = { allowed: true, retryAfterSeconds: 0 };

/** At most `limit` hits per key in each window of `windowMs`. */
export class WindowLimiter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number,
  ) {}

  hit(key: string): LimitResult {
    const now = this.now();
    this.prune(now);
    const entry = this.hits.get(key);
    if (!entry || entry.resetAt <= now) {
      this.hits.set(key, { count: 1, resetAt: now + this.windowMs });
      return ALLOWED;
    }
    if (entry.count >= this.limit) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((entry.resetAt - now) / 1000)) };
    entry.count += 1;
    return ALLOWED;
  }

  private prune(now: number): void {
    if (this.hits.size < 10_000) return;
    for (const [key, entry] of this.hits) if (entry.resetAt <= now) this.hits.delete(key);
  }
}

/** One event per key every `intervalMs`, e.g. one recovery e-mail a minute per address. */
export class IntervalLimiter {
  private readonly last = new Map<string, number>();

  constructor(
    private readonly intervalMs: number,
    private readonly now: () => number,
  ) {}

  /** Seconds left before `key` may act again, or 0 (then the event is recorded). */
  take(key: string): number {
    const left = this.secondsLeft(key);
    if (left === 0) this.record(key);
    return left;
  }

  secondsLeft(key: string, since?: number): number {
    const now = this.now();
    const last = Math.max(this.last.get(key) ?? -Infinity, since ?? -Infinity);
    const left = last + this.intervalMs - now;
    return left > 0 ? Math.ceil(left / 1000) : 0;
  }

  record(key: string): void {
    const now = this.now();
    if (this.last.size >= 10_000) {
      for (const [k, at] of this.last) if (at + this.intervalMs <= now) this.last.delete(k);
    }
    this.last.set(key, now);
  }
}

/** Client address for per-IP limits: Fastify's request.ip already honours TRUST_PROXY. */
export function clientKey(ip: string | undefined): string {
  return ip ?? 'unknown';
}

/**
 * Wrong passwords per account. After `limit` failures in a window, the addresses that failed for this account
 * wait until the window ends; an address that has not failed for it still gets its attempt, so an attacker
 * guessing one account cannot lock its owner out everywhere. The price: every new address an attacker brings
 * gets one guess per window (GoTrue-style services accept the same by limiting per address and account).
 */
export class FailedSignIns {
  private readonly byAccount = new Map<string, { count: number; resetAt: number; sources: Set<string> }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number,
  ) {}

  /** Whether `source` may try `account` now. */
  check(account: string, source: string): LimitResult {
    const now = this.now();
    const entry = this.byAccount.get(account);
    if (!entry || entry.resetAt <= now || entry.count < this.limit || !entry.sources.has(source)) return ALLOWED;
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((entry.resetAt - now) / 1000)) };
  }

  fail(account: string, source: string): void {
    const now = this.now();
    if (this.byAccount.size >= 10_000) for (const [k, e] of this.byAccount) if (e.resetAt <= now) this.byAccount.delete(k);
    let entry = this.byAccount.get(account);
    if (!entry || entry.resetAt <= now) {
      entry = { count: 0, resetAt: now + this.windowMs, sources: new Set() };
      this.byAccount.set(account, entry);
    }
    entry.count += 1;
    // A botnet's addresses each get their one guess; past this many the account stays locked for new ones too.
    if (entry.sources.size < 10_000) entry.sources.add(source);
  }
}
