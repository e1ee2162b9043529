// The clipboard, for copying a chat suggestion. navigator.clipboard exists only in secure contexts (https or
// localhost); a self-hosted server reached over plain http on a LAN address falls back to a selected textarea.

function copyWithSelection(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.top = '-1000px';
  area.style.opacity = '0';
  document.body.appendChild(area);
  try {
    area.select();
    return typeof document.execCommand === 'function' && document.execCommand('copy');
  } finally {
    area.remove();
  }
}

export async function copyText(text: string): Promise<void> {
  if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch {
      // Permission refused or the document lost focus: try the selection route before giving up.
    }
  }
  if (!copyWithSelection(text)) throw new Error('The browser did not allow copying to the clipboard');
}
