import type { AvatarReadiness, Profile, ProfilePatch } from '../../contract/wire';
import { AppError } from '../errors';
import type { AuthenticatedUser } from '../http/auth-guard';
import type { AccountsDeps } from './context';
import { profilesRepository, toProfile } from './profiles.repository';

// The signed-in user's profile (created on first read with the name given at sign-up) and whether an avatar
// upload can work before the browser sends the file.

function fullNameFrom(metadata: Record<string, unknown> | undefined): string | null {
  const name = metadata?.full_name ?? metadata?.name;
  return typeof name === 'string' && name.trim() !== '' ? name.trim().slice(0, 200) : null;
}

export function profileService(deps: Pick<AccountsDeps, 'database' | 'identity'>) {
  const profiles = profilesRepository(deps.database);
  const ensure = (user: AuthenticatedUser) => profiles.ensure(user.id, { fullName: fullNameFrom(user.userMetadata) });

  return {
    async get(user: AuthenticatedUser): Promise<Profile> {
      return toProfile(await ensure(user), user.email ?? '');
    },

    /** Only the patch's own fields change; email belongs to the identity. */
    async update(user: AuthenticatedUser, patch: ProfilePatch): Promise<Profile> {
      await ensure(user);
      const row = await profiles.update(user.id, patch, deps.identity.now());
      return toProfile(row, user.email ?? '');
    },

    /** Ready to receive an avatar, or a 503 that says what to set up. */
    async avatarUpload(): Promise<AvatarReadiness> {
      const readiness = await deps.identity.avatarReadiness();
      if (!readiness.ready) {
        throw new AppError('service_unavailable', readiness.message ?? 'Avatar uploads are not available', {
          ...(readiness.instructions ? { instructions: readiness.instructions } : {}),
        });
      }
      return readiness;
    },
  };
}

export type ProfileService = ReturnType<typeof profileService>;
