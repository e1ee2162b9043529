// Pages as hosts hand them over: a page wrapped the way Chrome saves "Webpage, Single File" (.mhtml, a MIME
// multipart/related document with the HTML part quoted-printable or base64, and the page's styles, images and
// frames beside it), built in the test from any page so no capture is ever copied into the repository.

function quotedPrintable(text: string): string {
  const bytes = Buffer.from(text, 'utf8');
  const lines: string[] = [];
  let line = '';
  const push = (token: string) => {
    if (line.length + token.length > 75) {
      lines.push(`${line}=`);
      line = '';
    }
    line += token;
  };
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i]!;
    if (b === 0x0a) {
      lines.push(line);
      line = '';
    } else if (b === 0x0d) {
      continue;
    } else if ((b >= 33 && b <= 126 && b !== 0x3d) || b === 0x20 || b === 0x09) {
      push(String.fromCharCode(b));
    } else {
      push(`=${b.toString(16).toUpperCase().padStart(2, '0')}`);
    }
  }
  lines.push(line);
  // A space or tab at the end of an encoded line must be written as =20 / =09.
  return lines.map((l) => l.replace(/ $/, '=20').replace(/\t$/, '=09')).join('\r\n');
}

function base64Lines(bytes: Buffer): string {
  return (bytes.toString('base64').match(/.{1,76}/g) ?? []).join('\r\n');
}

export interface MhtmlOptions {
  encoding?: 'quoted-printable' | 'base64';
  /** Put a framed HTML document and other resources before the main page (Chrome writes the main page first). */
  framesFirst?: boolean;
}

/** `html` saved from `address` as Chrome's single-file .mhtml. */
export function asMhtml(html: string, address: string, options: MhtmlOptions = {}): Buffer {
  const boundary = '----MultipartBoundary--b7VhYkTcZu3TpJ4wxlGQKJjk6PwgNNaLzS0Qm1----';
  const encoding = options.encoding ?? 'quoted-printable';
  const mainBody = encoding === 'base64' ? base64Lines(Buffer.from(html, 'utf8')) : quotedPrintable(html);
  const main = [
    'Content-Type: text/html',
    `Content-ID: <frame-6C2E1B1B8F5A4E0B9A3C@mhtml.blink>`,
    `Content-Transfer-Encoding: ${encoding}`,
    `Content-Location: ${address}`,
    '',
    mainBody,
  ].join('\r\n');
  const frame = [
    'Content-Type: text/html',
    'Content-ID: <frame-A1B2C3@mhtml.blink>',
    'Content-Transfer-Encoding: quoted-printable',
    'Content-Location: https://www.googletagmanager.com/ns.html',
    '',
    quotedPrintable(
      '<html><head><title>Ad frame</title><meta property="og:title" content="Not the listing"></head><body><h1>Frame</h1></body></html>',
    ),
  ].join('\r\n');
  const css = [
    'Content-Type: text/css',
    'Content-Transfer-Encoding: quoted-printable',
    'Content-Location: cid:css-1@mhtml.blink',
    '',
    quotedPrintable('body { font-family: "Cereal"; } h1::after { content: "<b>not html</b>"; }'),
  ].join('\r\n');
  const image = [
    'Content-Type: image/png',
    'Content-Transfer-Encoding: base64',
    'Content-Location: https://a0.muscache.com/im/pictures/frame.png',
    '',
    base64Lines(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])),
  ].join('\r\n');
  const parts = options.framesFirst ? [frame, css, main, image] : [main, css, image, frame];
  const head = [
    'From: <Saved by Blink>',
    `Snapshot-Content-Location: ${address}`,
    'Subject: =?utf-8?Q?A_saved_listing?=',
    'Date: Sat, 1 Nov 2026 10:00:00 -0000',
    'MIME-Version: 1.0',
    'Content-Type: multipart/related;',
    '\ttype="text/html";',
    `\tboundary="${boundary}"`,
    '',
    '',
  ].join('\r\n');
  return Buffer.from(`${head}${parts.map((p) => `--${boundary}\r\n${p}\r\n`).join('')}--${boundary}--\r\n`, 'latin1');
}
