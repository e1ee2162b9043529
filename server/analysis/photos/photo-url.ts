// Airbnb serves every listing photo from its image CDN at any width asked for with `im_w` (the bare URL is the
// original upload, typically 2048 px wide). Analysis asks for 1440 px: large enough to judge resolution up to
// the size Airbnb itself shows, small enough to download and decode fast. Other hosts' URLs are used as given.

export const ANALYSIS_WIDTH = 1440;

const AIRBNB_IMAGE_HOST = /(^|\.)muscache\.(com|cn)$/i;
/** Sizing parameters seen on Airbnb photo URLs (og:image adds width/quality/auto; legacy aki_policy). */
const SIZING_PARAMS = ['im_w', 'im_h', 'width', 'height', 'quality', 'auto', 'aki_policy'];

/** The photo at `width` pixels (the report's thumbnails ask for less) on Airbnb's CDN; other URLs as given. */
export function analysisUrl(url: string, width: number = ANALYSIS_WIDTH): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  if (!AIRBNB_IMAGE_HOST.test(parsed.hostname) || !parsed.pathname.startsWith('/im/')) return url;
  for (const param of SIZING_PARAMS) parsed.searchParams.delete(param);
  parsed.searchParams.set('im_w', String(width));
  return parsed.toString();
}
