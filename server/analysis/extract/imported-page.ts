import { addressesInMarkup, savedFromUrl } from './page-address';
import { readSavedPage, SavedPageError, type SavedPage, type SavedPageProblem } from './saved-page';
import { storableText } from './text';

// A page a host hands over, made ready to keep: its bytes read as a saved page (decoded, the main part of an
// .mhtml taken), the address it was saved from written into it, what no stored text may hold taken out, and the
// listing addresses it names for itself listed. All of it reads the whole page, so it runs in the analysis pool.

export type PreparedImport = { ok: true; html: string; addresses: string[] } | { ok: false; problem: SavedPageProblem; message: string };

/**
 * The page with the address it was saved from written the way Chrome writes it into a saved .html, so that the
 * extractor knows which listing the page shows (an .mhtml carries it in its headers, not in the HTML part).
 */
function withSavedAddress(page: SavedPage): string {
  if (!page.address || !/^https?:\/\/[^\s<>]+$/.test(page.address) || page.address.includes('--') || savedFromUrl(page.html))
    return page.html;
  return `<!-- saved from url=(${String(page.address.length).padStart(4, '0')})${page.address} -->\n${page.html}`;
}

export function prepareImport(bytes: Uint8Array): PreparedImport {
  let page: SavedPage;
  try {
    page = readSavedPage(Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  } catch (err) {
    if (err instanceof SavedPageError) return { ok: false, problem: err.problem, message: err.message };
    throw err;
  }
  return { ok: true, html: storableText(withSavedAddress(page)), addresses: addressesInMarkup(page.html, page.address) };
}
