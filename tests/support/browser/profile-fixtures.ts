import type { Profile } from '../../../contract/wire';
import type { RootState } from '../../../src/app/store';

// The signed-in host's profile (GET /api/auth/user) as the tests use it: an invented person.

export function profile(overrides: Partial<Profile> = {}): Profile {
  return {
    id: 'u-1',
    email: 'alex.morgan@example.com',
    fullName: 'Alex Morgan',
    phoneNumber: null,
    address: null,
    city: null,
    state: null,
    zipCode: null,
    avatarUrl: null,
    ...overrides,
  };
}

/** The same host with every contact field filled in (the profile screen's form). */
export function detailedProfile(overrides: Partial<Profile> = {}): Profile {
  return profile({
    phoneNumber: '+351 912 345 678',
    address: 'Rua das Flores 12',
    city: 'Lisbon',
    state: 'Lisboa',
    zipCode: '1200-195',
    ...overrides,
  });
}

/** The profile slice once the profile has loaded. */
export function loadedProfile(data: Profile = profile()): RootState['profile'] {
  return { status: 'succeeded', error: null, data };
}
