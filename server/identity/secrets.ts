import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

// Hashing and comparison helpers shared by identity and accounts. Secrets that travel in links are stored
// only as SHA-256 hashes.

export const sha256Hex = (value: string) => createHash('sha256').update(value).digest('hex');

export const hmacBase64Url = (secret: string, value: string) => createHmac('sha256', secret).update(value).digest('base64url');

export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');

export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

// GoTrue's check (mail.go validateEmail) is a sanity check, not RFC 5322: one @, a dot in the domain, no
// spaces or control characters, and at most 255 characters.
const EMAIL = /^[^\s@<>()[\],;:"\\]+@[^\s@<>()[\],;:"\\]+\.[^\s@<>()[\],;:"\\]+$/;
export function isValidEmail(email: string): boolean {
  return email.length <= 255 && EMAIL.test(email);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);
