import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ProfilePatch } from '../../contract/wire';
import { currentUser, requireUser } from '../http/auth-guard';
import { hostIsLoopback } from '../http/public-origin';
import { isOwnFilePath, ownNamesOf, ownPath } from '../own-address';
import type { AccountsDeps } from './context';
import { profileService } from './profile.service';
import { parseBody } from './validation';

// GET /api/auth/user, PATCH /api/profile and POST /api/upload/avatar (spec section 7).

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

// An avatar's address: anywhere on the web, or a file of this server by its path (as stored for those).
const avatarAddress = z
  .string()
  .trim()
  .max(2048, 'must be at most 2048 characters')
  .refine((value) => {
    if (isOwnFilePath(value)) return true;
    try {
      const url = new URL(value);
      return url.protocol === 'http:' || url.protocol === 'https:';
    } catch {
      return false;
    }
  }, 'must be an http or https URL');

// Only these fields can change; anything else in the body (id, email...) is ignored. Email belongs to the
// identity and is read-only here.
const ProfilePatchSchema = z.object({
  fullName: optionalText(200),
  phoneNumber: z
    .string()
    .trim()
    .max(40, 'must be at most 40 characters')
    .regex(/^[0-9+()\-.\s]*$/, 'may only contain digits, spaces and + ( ) - .')
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional(),
  address: optionalText(300),
  city: optionalText(120),
  state: optionalText(120),
  zipCode: optionalText(20),
  avatarUrl: avatarAddress.nullable().optional(),
});

export async function profileRoutes(app: FastifyInstance, deps: AccountsDeps): Promise<void> {
  const profiles = profileService(deps);
  const auth = { preHandler: requireUser(deps.tokenVerifier) };

  app.get('/api/auth/user', auth, async (request) => profiles.get(currentUser(request)));

  app.patch('/api/profile', auth, async (request) => {
    const user = currentUser(request);
    const patch = parseBody(ProfilePatchSchema, request.body) as ProfilePatch;
    // The browser names an uploaded avatar by the address it reached the server at; it is kept by its path, so it
    // shows at localhost, 127.0.0.1 and the public name alike (issue 40).
    if (patch.avatarUrl) {
      const names = ownNamesOf(deps.config, {
        origins: hostIsLoopback(request) ? [`${request.protocol}://${request.host}`] : [],
        ports: [request.socket.localPort],
      });
      patch.avatarUrl = ownPath(patch.avatarUrl, names);
    }
    return profiles.update(user, patch);
  });

  app.post('/api/upload/avatar', auth, async () => profiles.avatarUpload());
}
