import type { ScoreColour } from '../domain/grades';

/** The palette colour of a score colour of spec section 9. */
export function paletteOf(colour: ScoreColour): 'success' | 'warning' | 'error' {
  return colour === 'green' ? 'success' : colour === 'yellow' ? 'warning' : 'error';
}

/** The image shown when a listing has none or its image fails to load (shipped with the app). */
export const FALLBACK_LISTING_IMAGE = '/listing-fallback.svg';
