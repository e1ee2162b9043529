// Rules of the "What I know about this listing" panel (docs/assistant.md).

/** The longest fact the server keeps (POST and PATCH /api/listing/:id/facts answer 400 beyond it). */
export const HOST_FACT_MAX_CHARS = 500;

/** Page facts longer than this show their start with a 'Show all' toggle (the amenity list runs long). */
export const PAGE_FACT_PREVIEW_CHARS = 160;

/** A page fact's value listed item by item when the page gave a list ('Wifi; Kitchen; Washer'). */
export function pageFactItems(value: string): string[] {
  return value
    .split(';')
    .map((item) => item.trim())
    .filter(Boolean);
}
