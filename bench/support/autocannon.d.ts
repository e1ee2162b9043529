// The part of autocannon 9's API the benchmark uses (the package ships no types).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  interface Histogram {
    average: number;
    p50: number;
    p99: number;
    total: number;
  }

  interface Result {
    requests: Histogram;
    latency: Histogram;
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
  }

  interface Options {
    url: string;
    headers?: Record<string, string>;
    connections?: number;
    duration?: number;
    connectionRate?: number;
    overallRate?: number;
    ignoreCoordinatedOmission?: boolean;
    timeout?: number;
  }

  interface Instance extends EventEmitter {
    stop(): void;
  }

  function autocannon(options: Options, callback?: (err: Error | null, result: Result) => void): Instance;
  export = autocannon;
}
