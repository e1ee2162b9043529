// The one source of randomness of the app (the progress ticker), called by sagas so tests can provide it.
export function random(): number {
  return Math.random();
}
