import { create } from 'content-disposition';

/** "<listing title> - Listing report.pdf", safe on every file system; the header carries an ASCII fallback. */
export function reportFileName(title: string): string {
  const clean = title
    .normalize('NFC')
    .replace(/\p{Extended_Pictographic}|\u{FE0F}|\u{200D}/gu, '')
    .replace(/[\\/:*?"<>|]|\p{Cc}/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const short = Array.from(clean)
    .slice(0, 80)
    .join('')
    .trim()
    .replace(/[. ]+$/, '');
  return `${short || 'Listing'} - Listing report.pdf`;
}

/** Older clients read the plain `filename`: the name without accents, and without what ASCII cannot spell. */
function asciiFallback(fileName: string): string {
  const ascii = fileName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7E]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return ascii.startsWith('- ') || ascii === '' ? 'Listing report.pdf' : ascii;
}

export function attachmentHeader(fileName: string): string {
  return create(fileName, { type: 'attachment', fallback: asciiFallback(fileName) });
}
