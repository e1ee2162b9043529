import bcrypt from 'bcryptjs';
import { authErrors } from './auth-errors';

// bcrypt at cost 10 (GoTrue's default): about 50-100 ms per hash in bcryptjs, which dominates a sign-in.
export const BCRYPT_COST = 10;
export const MIN_PASSWORD_LENGTH = 6;

// Comparing against this when the e-mail is unknown keeps "no such user" as slow as "wrong password".
const DUMMY_HASH = bcrypt.hashSync('not-a-real-password', BCRYPT_COST);

export function checkPasswordPolicy(password: string): void {
  if (password.length < MIN_PASSWORD_LENGTH) throw authErrors.weakPassword(MIN_PASSWORD_LENGTH);
  // bcrypt reads at most 72 bytes; GoTrue refuses longer passwords instead of truncating them silently.
  if (Buffer.byteLength(password, 'utf8') > 72) throw authErrors.passwordTooLong();
}

export const hashPassword = (password: string) => bcrypt.hash(password, BCRYPT_COST);

export async function verifyPassword(password: string, hash: string | null | undefined): Promise<boolean> {
  if (!hash) {
    await bcrypt.compare(password, DUMMY_HASH);
    return false;
  }
  return bcrypt.compare(password, hash);
}
