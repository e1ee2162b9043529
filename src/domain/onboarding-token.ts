// The onboarding session token of spec section 3: base64-encoded JSON with email and purchaseId, optionally
// wrapped as { payload: '<JSON string with email and purchaseId>', signature }. The browser only reads it to
// show the e-mail; the server checks the signature when the account is completed.

export interface OnboardingTokenContents {
  email: string;
  purchaseId: string | null;
}

function base64ToText(input: string): string {
  // Query parsing turns an unescaped '+' into a space; URL-safe tokens use '-' and '_'.
  const normal = input.trim().replace(/ /g, '+').replace(/-/g, '+').replace(/_/g, '/');
  const padded = normal.padEnd(normal.length + ((4 - (normal.length % 4)) % 4), '=');
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

function asRecord(value: unknown): Record<string, unknown> | null {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

/** The token's e-mail and purchase id, or null when it cannot be decoded or carries no e-mail. */
export function decodeOnboardingToken(token: string): OnboardingTokenContents | null {
  try {
    let record = asRecord(JSON.parse(base64ToText(token)));
    if (record && typeof record.payload === 'string') record = asRecord(JSON.parse(record.payload));
    if (!record || typeof record.email !== 'string' || record.email.trim() === '') return null;
    const purchaseId = typeof record.purchaseId === 'string' || typeof record.purchaseId === 'number' ? String(record.purchaseId) : null;
    return { email: record.email.trim(), purchaseId };
  } catch {
    return null;
  }
}
