import { performance, type EventLoopUtilization } from 'node:perf_hooks';

// Analyses and photo runs do part of their work on the thread that answers requests: fetching pages and photos,
// handing them to the analysis threads, saving results. Fifty of them at once kept that thread busy for seconds,
// and a dashboard poll waited behind them (p99 142 ms where it was 2 ms). So each background step first asks for a
// turn: while the thread was busier than `busyShare` over the last window, steps go one at a time, and only once
// the thread has had room again; no step waits longer than `maxWaitMs`, so background work never stops. The
// default share is low on purpose: 300 polls a second alone keep the thread a fifth busy, and at 0.6 the photo runs
// took enough of the rest that a poll's p99 was 37 ms; at 0.3 it was 17-23 ms (npm run bench, two cores).
// Only while hosts' requests keep coming (`minRequests` in the last window): a thread busy with an analysis alone,
// its host polling every two seconds, has no one to make room for (held back then, one analysis took 2.5 times as long).

export interface RequestsFirstOptions {
  /** Share of the last window the thread may have been busy for a step to go at once. */
  busyShare?: number;
  /** Milliseconds over which the thread's busy share is measured. */
  windowMs?: number;
  /** Milliseconds between looks at the thread while steps wait. */
  checkMs?: number;
  /** The longest any step waits. */
  maxWaitMs?: number;
  /** Requests (noteRequest) in the last window for the thread to count as busy with them. */
  minRequests?: number;
  /** The thread's busy share since the last call (tests); measured with eventLoopUtilization by default. */
  busyNow?: () => number;
  now?: () => number;
}

export type Turn = () => Promise<void>;

/** Lets a background step go now when the thread is not busy answering requests, else a little later. */
export class RequestsFirst {
  private readonly busyShare: number;
  private readonly windowMs: number;
  private readonly checkMs: number;
  private readonly maxWaitMs: number;
  private readonly now: () => number;
  private readonly measure: () => number;
  private readonly waiting: { since: number; go: () => void }[] = [];
  private timer: NodeJS.Timeout | null = null;
  private mark: { at: number; elu: EventLoopUtilization } | null = null;
  private lastShare = 0;
  private readonly minRequests: number;
  /** When the last `minRequests` requests arrived, oldest first. */
  private readonly arrivals: number[] = [];

  constructor(options: RequestsFirstOptions = {}) {
    this.busyShare = options.busyShare ?? 0.3;
    this.windowMs = options.windowMs ?? 50;
    this.checkMs = options.checkMs ?? 10;
    this.maxWaitMs = options.maxWaitMs ?? 500;
    this.minRequests = options.minRequests ?? 3;
    this.now = options.now ?? (() => performance.now());
    this.measure = options.busyNow ?? (() => this.eluShare());
  }

  /** Resolves when the step may go. */
  readonly turn: Turn = () => {
    if (this.waiting.length === 0 && !this.busy()) return Promise.resolve();
    return new Promise<void>((go) => {
      this.waiting.push({ since: this.now(), go });
      this.schedule();
    });
  };

  /** Steps waiting now. */
  get pending(): number {
    return this.waiting.length;
  }

  /** A request a host waits on has arrived (the app notes its API requests, not its own fetches of samples). */
  noteRequest(): void {
    this.arrivals.push(this.now());
    if (this.arrivals.length > this.minRequests) this.arrivals.shift();
  }

  private busy(): boolean {
    const requestsComing = this.arrivals.length >= this.minRequests && this.now() - this.arrivals[0]! <= this.windowMs;
    return requestsComing && this.measure() > this.busyShare;
  }

  /** The busy share of the last full window (a window closes at the first look after windowMs). */
  private eluShare(): number {
    const at = this.now();
    if (!this.mark) {
      this.mark = { at, elu: performance.eventLoopUtilization() };
      return 0;
    }
    if (at - this.mark.at >= this.windowMs) {
      const elu = performance.eventLoopUtilization();
      this.lastShare = performance.eventLoopUtilization(elu, this.mark.elu).utilization;
      this.mark = { at, elu };
    }
    return this.lastShare;
  }

  private schedule(): void {
    if (this.timer || this.waiting.length === 0) return;
    // A timer, not a microtask: the requests that arrived meanwhile are answered before the next step goes.
    this.timer = setTimeout(() => {
      this.timer = null;
      const head = this.waiting[0];
      if (head && (!this.busy() || this.now() - head.since >= this.maxWaitMs)) {
        this.waiting.shift();
        head.go();
      }
      this.schedule();
    }, this.checkMs);
  }
}

/** The process's own: every background step of this process shares its one thread. */
export const requestsFirst = new RequestsFirst();
