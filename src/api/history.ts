import { getHttp } from './request/supabase-client';
import { HttpError, isAxiosError, send, toHttpError, type CallOptions } from './request/request-layer';
import type { ApprovedTexts, ListingHistoryResponse, ReportRequest } from '../../contract/wire';

// The score history and the report of one listing (issue 19).

export async function fetchListingHistory(listingId: string, options: CallOptions = {}): Promise<ListingHistoryResponse> {
  return send<ListingHistoryResponse>(await getHttp(), 'GET', `/api/listing/${encodeURIComponent(listingId)}/history`, undefined, options);
}

export interface ReportFile {
  data: Blob;
  fileName: string;
}

/** The name the server gave the file (RFC 6266: filename* in UTF-8 first, then the plain filename). */
export function fileNameOf(disposition: string | undefined, fallback: string): string {
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // A malformed escape: the plain name below still names the file.
    }
  }
  return /filename\s*=\s*"([^"]+)"/i.exec(disposition ?? '')?.[1] ?? fallback;
}

/** An error answer arrives as a Blob too: read its JSON so the failure carries the server's code and words. */
async function readableError(err: unknown): Promise<HttpError> {
  if (isAxiosError(err) && err.response?.data instanceof Blob) {
    const text = await err.response.data.text().catch(() => '');
    err.response.data = text;
  }
  return toHttpError(err);
}

/** The listing's PDF report, with the texts the host approved (only the browser keeps them). */
export async function fetchListingReport(listingId: string, approvedTexts: ApprovedTexts): Promise<ReportFile> {
  const http = await getHttp();
  const body: ReportRequest = { approvedTexts };
  try {
    const response = await http.request<Blob>({
      method: 'POST',
      url: `/api/listing/${encodeURIComponent(listingId)}/report`,
      data: body,
      responseType: 'blob',
    });
    const disposition = response.headers['content-disposition'] as string | undefined;
    return { data: response.data, fileName: fileNameOf(disposition, 'Listing report.pdf') };
  } catch (err) {
    throw await readableError(err);
  }
}
