// The wall clock, called by sagas (call(now)) so tests decide what time it is.
export function now(): number {
  return Date.now();
}
