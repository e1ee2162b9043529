// Outbound politeness: at most `perHost` requests to one site at once from this process, and after a site
// answers 429 (or 503 with Retry-After), nothing more to it until it said to come back (Retry-After), or else for
// a pause that doubles with each refusal in a row (2 s, 4 s ... MAX_PAUSE_MS). A burst of analyses then queues
// here instead of getting the server's address blocked. Requests wait in the order they came.

export const FIRST_PAUSE_MS = 2_000;
export const MAX_PAUSE_MS = 60_000;

interface HostState {
  running: number;
  waiting: (() => void)[];
  pausedUntil: number;
  refusals: number;
  timer: NodeJS.Timeout | null;
}

export interface HostGateOptions {
  perHost: number;
  now?: () => number;
}

/** Seconds (or an HTTP date) from a Retry-After header, in milliseconds from now; null when absent or unreadable. */
export function retryAfterMs(header: string | undefined, now: number): number | null {
  if (!header) return null;
  const seconds = Number(header.trim());
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

export class HostGate {
  private readonly hosts = new Map<string, HostState>();
  private readonly now: () => number;

  constructor(private readonly options: HostGateOptions) {
    this.now = options.now ?? Date.now;
  }

  /** Runs `fn` when the host has a free slot and is not paused. */
  async run<T>(host: string, fn: () => Promise<T>): Promise<T> {
    await this.enter(host);
    try {
      return await fn();
    } finally {
      this.leave(host);
    }
  }

  /** The host refused (429, or 503 with Retry-After): pause it. */
  refused(host: string, retryAfter: number | null): void {
    const state = this.state(host);
    state.refusals += 1;
    const backoff = Math.min(MAX_PAUSE_MS, FIRST_PAUSE_MS * 2 ** (state.refusals - 1));
    const pause = Math.min(MAX_PAUSE_MS, retryAfter ?? backoff);
    state.pausedUntil = Math.max(state.pausedUntil, this.now() + pause);
  }

  /** The host answered normally: the next refusal starts the pauses over. */
  answered(host: string): void {
    const state = this.hosts.get(host);
    if (state) state.refusals = 0;
  }

  /** Milliseconds until the host takes requests again (0 when it is not paused). */
  pausedFor(host: string): number {
    return Math.max(0, (this.hosts.get(host)?.pausedUntil ?? 0) - this.now());
  }

  private state(host: string): HostState {
    let state = this.hosts.get(host);
    if (!state) {
      state = { running: 0, waiting: [], pausedUntil: 0, refusals: 0, timer: null };
      this.hosts.set(host, state);
    }
    return state;
  }

  private enter(host: string): Promise<void> {
    const state = this.state(host);
    return new Promise<void>((resolve) => {
      state.waiting.push(resolve);
      this.admit(host, state);
    });
  }

  private leave(host: string): void {
    const state = this.state(host);
    state.running -= 1;
    this.admit(host, state);
  }

  private admit(host: string, state: HostState): void {
    const wait = state.pausedUntil - this.now();
    if (wait > 0) {
      if (!state.timer && state.waiting.length > 0) {
        state.timer = setTimeout(() => {
          state.timer = null;
          this.admit(host, state);
        }, wait);
        state.timer.unref();
      }
      return;
    }
    while (state.running < this.options.perHost && state.waiting.length > 0) {
      state.running += 1;
      state.waiting.shift()!();
    }
    // Forget idle hosts that owe nothing, so the map stays the size of what is in use.
    if (state.running === 0 && state.waiting.length === 0 && state.refusals === 0 && !state.timer) this.hosts.delete(host);
  }
}
