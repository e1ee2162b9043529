import { MAX_IMPORT_PAGE_BYTES } from '../../contract/wire';

// The checks a page the host hands over passes before it is sent (issue 16): a saved web page (.html, .htm,
// .mhtml, .mht) or a pasted page source, not empty, at most 15 MB. The server checks the same again (by
// content, not by name); these only spare the host an upload that cannot succeed.

export const IMPORT_EXTENSIONS = ['.html', '.htm', '.mhtml', '.mht'] as const;
/** What the file picker offers: the extensions and the types browsers give saved pages. */
export const IMPORT_ACCEPT = [...IMPORT_EXTENSIONS, 'text/html', 'multipart/related', 'message/rfc822'].join(',');
const PAGE_TYPES = new Set(['text/html', 'application/xhtml+xml', 'multipart/related', 'message/rfc822', 'application/x-mimearchive']);

/** A page the host picked, dropped or pasted, as plain data: its bytes stay behind an object URL. */
export interface PickedPage {
  kind: 'file' | 'paste';
  /** The file's name; null for a paste. */
  name: string | null;
  type: string;
  size: number;
  fileUrl: string;
  /** For a paste: whether it holds any markup at all, and whether it is one web address (what hosts paste by mistake). */
  markup?: boolean;
  address?: boolean;
}

export type PageImportProblem =
  | { code: 'empty'; kind: PickedPage['kind'] }
  | { code: 'wrong-type'; name: string }
  | { code: 'too-large'; bytes: number }
  | { code: 'not-a-page' }
  | { code: 'address-pasted' }
  | { code: 'signed-out' }
  /** The server or the connection said no: its words (the request layer's codes are worded by requestErrorText). */
  | { code: 'request'; message: string; status: number | null; failureCode: string | null };

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot >= 0 ? name.slice(dot).toLowerCase() : '';
}

export function pageImportProblem(
  page: Pick<PickedPage, 'kind' | 'name' | 'type' | 'size' | 'markup' | 'address'>,
): PageImportProblem | null {
  if (page.kind === 'file') {
    const name = page.name ?? '';
    const knownExtension = (IMPORT_EXTENSIONS as readonly string[]).includes(extensionOf(name));
    if (!knownExtension && !PAGE_TYPES.has(page.type.toLowerCase())) return { code: 'wrong-type', name };
  }
  if (page.size === 0) return { code: 'empty', kind: page.kind };
  if (page.size > MAX_IMPORT_PAGE_BYTES) return { code: 'too-large', bytes: page.size };
  if (page.kind === 'paste') {
    if (page.address) return { code: 'address-pasted' };
    if (page.markup === false) return { code: 'not-a-page' };
  }
  return null;
}

/** What the screen learns from pasted text before handing it over: empty, markup, or a lone web address. */
export function describePaste(text: string): { blank: boolean; markup: boolean; address: boolean } {
  const trimmed = text.trim();
  return {
    blank: trimmed === '',
    markup: /<[a-z!?/]/i.test(trimmed),
    address: /^(https?:\/\/|www\.)\S+$/i.test(trimmed),
  };
}

/** Megabytes with one decimal, as a host reads a file size (15.2 MB). */
export function megabytes(bytes: number): string {
  return (Math.ceil((bytes / 1024 / 1024) * 10) / 10).toFixed(1);
}

export const MAX_IMPORT_MEGABYTES = MAX_IMPORT_PAGE_BYTES / 1024 / 1024;
