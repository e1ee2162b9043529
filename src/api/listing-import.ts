import type { ImportPageRequest, ImportResponse, Listing } from '../../contract/wire';
import { getHttp } from './request/supabase-client';
import { send } from './request/request-layer';

// POST /api/listings/import (issue 16): the page the host saved (multipart, field `file`) or pasted (JSON
// `{ html }`), with the listing's address when the host gave one. The screen hands the page over as an object
// URL (plain data in the store); its bytes are read here, where they are sent.

/** A 15 MB page on a slow home connection takes longer than the default 25 s. */
export const IMPORT_TIMEOUT_MS = 180_000;

export interface PageToImport {
  kind: 'file' | 'paste';
  fileUrl: string;
  name: string | null;
  type: string;
}

export interface ImportCallOptions {
  signal?: AbortSignal;
  /** Share of the page sent so far, 0-1, when the browser knows it. */
  onProgress?: (fraction: number) => void;
}

export async function importListingPage(page: PageToImport, url: string | null, options: ImportCallOptions = {}): Promise<Listing> {
  const blob = await (await fetch(page.fileUrl)).blob();
  const address = url?.trim() || null;
  let body: FormData | ImportPageRequest;
  if (page.kind === 'file') {
    body = new FormData();
    if (address) body.append('url', address);
    body.append('file', new File([blob], page.name ?? 'page.html', { type: page.type || 'application/octet-stream' }));
  } else {
    body = { html: await blob.text(), ...(address ? { url: address } : {}) };
  }
  const response = await send<ImportResponse>(await getHttp(), 'POST', '/api/listings/import', body, {
    timeout: IMPORT_TIMEOUT_MS,
    signal: options.signal,
    onUploadProgress: (event) => {
      if (options.onProgress && event.progress !== undefined) options.onProgress(event.progress);
    },
  });
  return response.listing;
}

/** The page is no longer needed (sent or refused). */
export function releasePage(fileUrl: string): void {
  if (fileUrl.startsWith('blob:')) URL.revokeObjectURL(fileUrl);
}
