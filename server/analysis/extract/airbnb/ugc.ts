import { firstString, get, isObject } from '../text';

/**
 * Host-written text in 2026 payloads carries the shown (maybe machine-translated) string and the host's
 * original: `{ localizedStringWithTranslationPreference, localizedString, source }`, sometimes wrapped in
 * `{ content: … }`. The original wins, so hosts see their own words analysed.
 */
export function ugcText(value: unknown): string | null {
  if (typeof value === 'string') return firstString(value);
  if (!isObject(value)) return null;
  const inner = isObject(value.content) ? value.content : value;
  return firstString(
    get(inner, 'source'),
    get(inner, 'localizedStringWithTranslationPreference'),
    get(inner, 'localizedString'),
    get(inner, 'text'),
  );
}
