import { PDFParse } from 'pdf-parse';

/** A PDF's text as a reader finds it, whitespace (line breaks, wrapped lines) collapsed to single spaces. */
export async function pdfText(pdf: Uint8Array): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return (await parser.getText()).text.replace(/\s+/g, ' ').trim();
  } finally {
    await parser.destroy();
  }
}
