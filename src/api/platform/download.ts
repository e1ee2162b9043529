// Hands a file the app made or fetched to the browser as a download: an object URL on a link with `download`.

/** How long the object URL lives after the click: long enough for every browser to start the download. */
const REVOKE_AFTER_MS = 60_000;

export function saveDownload(data: Blob, fileName: string): void {
  const url = URL.createObjectURL(data);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  try {
    link.click();
  } finally {
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
  }
}
