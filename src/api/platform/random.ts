// The one source of randomness of the app (the progress ticker), called by sagas so tests can provide it.
export function random(): number {
  return Math.random();
}

/**
 * A version-4 UUID (chat message ids). crypto.randomUUID exists only in secure contexts; a server reached over
 * plain http on a LAN address still has crypto.getRandomValues.
 */
export function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
