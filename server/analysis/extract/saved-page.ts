import { MAX_IMPORT_PAGE_BYTES } from '../../../contract/wire';

// A listing page as a host hands it over: a page saved from the browser (Chrome and Edge "Webpage, HTML only"
// or "complete" .html, Firefox's .html, Chrome's "single file" .mhtml), or the page source pasted as text.
// MHTML is a MIME multipart/related document: its parts are decoded (quoted-printable, base64) and only the
// main HTML part is kept; the styles, images and frames beside it are never read. Anything that is not text
// (an image, a PDF, Safari's binary .webarchive, a zip) is refused with a reason the host can act on.

export const MAX_PAGE_BYTES = MAX_IMPORT_PAGE_BYTES;

export type SavedPageProblem = 'not_text' | 'not_a_page' | 'empty';

export class SavedPageError extends Error {
  constructor(
    readonly problem: SavedPageProblem,
    message: string,
  ) {
    super(message);
    this.name = 'SavedPageError';
  }
}

export interface SavedPage {
  /** The page's HTML (or, for a saved deferred-state file, its JSON). */
  html: string;
  kind: 'html' | 'mhtml';
  /** The address the browser saved the page from, when the file says (MHTML's Snapshot-Content-Location). */
  address: string | null;
}

const SAVE_AGAIN = 'Save the listing page from your browser as "Webpage, HTML only" or "Webpage, single file", or paste its page source.';

const BINARY_SIGNATURES: { bytes: number[]; offset?: number; what: string }[] = [
  { bytes: [0x89, 0x50, 0x4e, 0x47], what: 'an image (PNG)' },
  { bytes: [0xff, 0xd8, 0xff], what: 'an image (JPEG)' },
  { bytes: [0x47, 0x49, 0x46, 0x38], what: 'an image (GIF)' },
  { bytes: [0x57, 0x45, 0x42, 0x50], offset: 8, what: 'an image (WebP)' },
  { bytes: [0x66, 0x74, 0x79, 0x70], offset: 4, what: 'an image or video (HEIC, AVIF or MP4)' },
  { bytes: [0x42, 0x4d], what: 'an image (BMP)' },
  { bytes: [0x49, 0x49, 0x2a, 0x00], what: 'an image (TIFF)' },
  { bytes: [0x4d, 0x4d, 0x00, 0x2a], what: 'an image (TIFF)' },
  { bytes: [0x25, 0x50, 0x44, 0x46], what: 'a PDF' },
  { bytes: [0x50, 0x4b, 0x03, 0x04], what: 'a zip archive (or an Office document)' },
  { bytes: [0x1f, 0x8b], what: 'a compressed (gzip) file' },
  { bytes: [0x62, 0x70, 0x6c, 0x69, 0x73, 0x74], what: "Safari's web archive (.webarchive)" },
];

function binaryKind(bytes: Buffer): string | null {
  for (const { bytes: signature, offset = 0, what } of BINARY_SIGNATURES) {
    if (bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b)) return what;
  }
  return null;
}

function decode(bytes: Buffer, charset: string | null): string {
  try {
    return new TextDecoder(charset ?? 'utf-8').decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}

/** Text in the charset a byte-order mark or the page's own <meta charset> names (UTF-8 otherwise). */
function decodeText(bytes: Buffer): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return decode(bytes.subarray(2), 'utf-16le');
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return decode(bytes.subarray(2), 'utf-16be');
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return decode(bytes.subarray(3), 'utf-8');
  const head = bytes.subarray(0, 4096).toString('latin1');
  const declared = /<meta[^>]+charset\s*=\s*["']?([\w-]+)/i.exec(head)?.[1] ?? null;
  return decode(bytes, declared);
}

/** Text that is mostly control characters or undecodable bytes is a binary file with an unknown signature. */
function looksBinary(text: string): boolean {
  const sample = text.slice(0, 64 * 1024);
  if (sample.length === 0) return false;
  let odd = 0;
  for (const ch of sample) {
    const code = ch.codePointAt(0)!;
    if (code === 0) return true;
    if ((code < 32 && code !== 9 && code !== 10 && code !== 13) || code === 0xfffd) odd++;
  }
  return odd / sample.length > 0.02;
}

// ---- MHTML ---------------------------------------------------------------------------------------------------

interface MimeHeaders {
  get(name: string): string | null;
}

function parseHeaders(block: string): MimeHeaders {
  const map = new Map<string, string>();
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!map.has(name)) map.set(name, line.slice(colon + 1).trim());
  }
  return { get: (name) => map.get(name.toLowerCase()) ?? null };
}

function parameter(header: string | null, name: string): string | null {
  if (!header) return null;
  const match = new RegExp(`(?:^|;)\\s*${name}\\s*=\\s*(?:"([^"]*)"|([^;\\s]+))`, 'i').exec(header);
  return match ? (match[1] ?? match[2] ?? null) : null;
}

function splitHead(text: string): { head: string; body: string } | null {
  const match = /\r?\n\r?\n/.exec(text);
  return match ? { head: text.slice(0, match.index), body: text.slice(match.index + match[0].length) } : null;
}

/** Quoted-printable (RFC 2045) to bytes: soft line breaks joined, =XX turned back into the byte, line breaks as \n. */
function decodeQuotedPrintable(body: string): Buffer {
  const joined = body.replace(/=\r?\n/g, '').replace(/\r\n/g, '\n');
  const out = Buffer.alloc(joined.length);
  let n = 0;
  for (let i = 0; i < joined.length; i++) {
    const ch = joined.charCodeAt(i);
    if (ch === 0x3d && /^[0-9A-Fa-f]{2}$/.test(joined.slice(i + 1, i + 3))) {
      out[n++] = parseInt(joined.slice(i + 1, i + 3), 16);
      i += 2;
    } else {
      out[n++] = ch & 0xff;
    }
  }
  return out.subarray(0, n);
}

function decodePart(body: string, encoding: string | null): Buffer {
  switch ((encoding ?? '').trim().toLowerCase()) {
    case 'quoted-printable':
      return decodeQuotedPrintable(body);
    case 'base64':
      return Buffer.from(body.replace(/[^A-Za-z0-9+/=]/g, ''), 'base64');
    default:
      return Buffer.from(body, 'latin1');
  }
}

/** Whether the text starts like a MIME document whose body is multipart/related (what browsers save as .mhtml). */
function isMhtml(text: string): boolean {
  const head = splitHead(text.slice(0, 16 * 1024))?.head;
  if (!head || !/^[\w-]+:/.test(head)) return false;
  return /^multipart\/related\b/i.test(parseHeaders(head).get('content-type') ?? '');
}

/** The main HTML part of an MHTML document (`latin1` keeps its bytes as they are until each part is decoded). */
function readMhtml(latin1: string): SavedPage {
  const split = splitHead(latin1)!;
  const headers = parseHeaders(split.head);
  const boundary = parameter(headers.get('content-type'), 'boundary');
  if (!boundary) throw new SavedPageError('not_a_page', `That .mhtml file is damaged (it names no part boundary). ${SAVE_AGAIN}`);
  const address = headers.get('snapshot-content-location') ?? headers.get('content-location');
  const delimiter = `--${boundary}`;
  const parts = split.body
    .split(new RegExp(`(?:^|\\r?\\n)${delimiter.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:--)?[ \\t]*(?:\\r?\\n|$)`))
    .slice(1)
    .map(splitHead)
    .filter((p): p is { head: string; body: string } => p !== null)
    .map((p) => ({ headers: parseHeaders(p.head), body: p.body }));
  const html = parts.filter((p) => /^text\/html\b/i.test(p.headers.get('content-type') ?? ''));
  // The main document is the part at the saved address; browsers also write it first.
  const main = html.find((p) => address !== null && p.headers.get('content-location') === address) ?? html[0];
  if (!main) throw new SavedPageError('not_a_page', `That .mhtml file holds no web page. ${SAVE_AGAIN}`);
  const bytes = decodePart(main.body, main.headers.get('content-transfer-encoding'));
  return { html: decode(bytes, parameter(main.headers.get('content-type'), 'charset')), kind: 'mhtml', address };
}

// ---- Entry point ---------------------------------------------------------------------------------------------

/** A page from the bytes of an uploaded file or a pasted source. Throws SavedPageError when it is none. */
export function readSavedPage(bytes: Buffer): SavedPage {
  if (bytes.length === 0 || bytes.toString('latin1').trim() === '') throw new SavedPageError('empty', `That file is empty. ${SAVE_AGAIN}`);
  const binary = binaryKind(bytes);
  if (binary) {
    const hint = binary.startsWith("Safari's")
      ? 'In Safari, choose File > Save As and the format "Page Source", or paste the page source instead.'
      : SAVE_AGAIN;
    throw new SavedPageError('not_text', `That file is ${binary}, not a web page. ${hint}`);
  }
  const latin1 = bytes.toString('latin1');
  if (isMhtml(latin1)) return readMhtml(latin1);
  const text = decodeText(bytes);
  if (looksBinary(text))
    throw new SavedPageError('not_text', `That file is not a text file, so it cannot be a saved web page. ${SAVE_AGAIN}`);
  const start = text.trimStart();
  const json = start.startsWith('{') || start.startsWith('[');
  if (!json && !/<(html|head|body|div|main|meta|script|section|h1)\b/i.test(text.slice(0, 2 * 1024 * 1024)))
    throw new SavedPageError('not_a_page', `That text is not the source of a web page. ${SAVE_AGAIN}`);
  return { html: text, kind: 'html', address: null };
}

/** Bytes the browser sends for a pasted page source (UTF-8), for the same checks as a file. */
export function pastedPage(text: string): SavedPage {
  return readSavedPage(Buffer.from(text, 'utf8'));
}
