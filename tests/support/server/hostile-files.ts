import { deflateSync } from 'node:zlib';
import sharp from 'sharp';

// Files that pretend to be images, made on the spot: pages and vector graphics with image names, and
// polyglots (valid images that are also a web page or a script), the way upload attacks build them.

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

const solid = (format: 'png' | 'jpeg' | 'gif' | 'webp', width = 24, height = 16) => {
  const image = sharp({ create: { width, height, channels: 3, background: '#3a6ea5' } });
  return image[format]().toBuffer();
};

export interface HostileFile {
  name: string;
  fileName: string;
  declaredType: string;
  bytes: Buffer;
}

export async function hostileFiles(): Promise<HostileFile[]> {
  const [png, jpeg, gif, webp] = await Promise.all([solid('png'), solid('jpeg'), solid('gif'), solid('webp')]);
  const iend = png.length - 12;
  const script = '<script>alert(document.domain)</script>';

  // GIF/JS: the logical screen width reads "/*", the script follows the trailer.
  const gifJs = Buffer.concat([Buffer.from('GIF89a/*'), gif.subarray(8), Buffer.from('*/=alert(document.domain);')]);
  // GIF/JS with the script in a comment extension before the trailer.
  const code = Buffer.from('*/=alert(1);/*');
  const gifComment = Buffer.concat([
    Buffer.from('GIF89a/*'),
    gif.subarray(8, gif.length - 1),
    Buffer.from([0x21, 0xfe, code.length]),
    code,
    Buffer.from([0, 0x3b]),
  ]);
  // JPEG/JS: the first segment's length reads "/*", a comment segment closes it and runs the script.
  const jpegJs = (() => {
    const app0 = Buffer.concat([Buffer.from([0xff, 0xe0]), Buffer.from('/*'), Buffer.from('JFIF\0'), Buffer.alloc(0x2f2a - 7)]);
    const js = Buffer.from('*/=alert(document.domain);/*');
    const com = Buffer.concat([Buffer.from([0xff, 0xfe, 0, js.length + 2]), js]);
    return Buffer.concat([jpeg.subarray(0, 2), app0, com, jpeg.subarray(2)]);
  })();
  // A PNG that says it is 12,000 x 12,000 pixels (144 megapixels) in a few kilobytes.
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(12_000, 0);
  ihdr.writeUInt32BE(12_000, 4);
  ihdr[8] = 8;
  const pixelBomb = Buffer.concat([
    png.subarray(0, 8),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(Buffer.alloc(12_001 * 8))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);

  return [
    {
      name: 'a web page named avatar.jpg',
      fileName: 'avatar.jpg',
      declaredType: 'image/jpeg',
      bytes: Buffer.from(`<!doctype html><html><body>${script}</body></html>`),
    },
    {
      name: 'an SVG with a script, named .png',
      fileName: 'avatar.png',
      declaredType: 'image/png',
      bytes: Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="alert(1)">${script}<rect width="10" height="10"/></svg>`,
      ),
    },
    {
      name: 'an SVG declared as SVG',
      fileName: 'avatar.svg',
      declaredType: 'image/svg+xml',
      bytes: Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/>${script}</svg>`),
    },
    {
      name: 'a PDF named .png',
      fileName: 'avatar.png',
      declaredType: 'image/png',
      bytes: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF'),
    },
    {
      name: 'a JPEG with a web page appended',
      fileName: 'me.jpg',
      declaredType: 'image/jpeg',
      bytes: Buffer.concat([jpeg, Buffer.from(`<html><body>${script}</body></html>`)]),
    },
    {
      name: 'a PNG with a web page in a text chunk',
      fileName: 'me.png',
      declaredType: 'image/png',
      bytes: Buffer.concat([
        png.subarray(0, iend),
        pngChunk('tEXt', Buffer.from(`Comment\0<html><body>${script}</body></html>`)),
        png.subarray(iend),
      ]),
    },
    {
      name: 'a PNG with PHP after its end',
      fileName: 'me.png',
      declaredType: 'image/png',
      bytes: Buffer.concat([png, Buffer.from('<?php system($_GET["c"]); ?>')]),
    },
    {
      name: 'a WebP with bytes after its RIFF size',
      fileName: 'me.webp',
      declaredType: 'image/webp',
      bytes: Buffer.concat([webp, Buffer.from('=alert(1)//')]),
    },
    { name: 'a GIF/JS polyglot (script after the trailer)', fileName: 'me.gif', declaredType: 'image/gif', bytes: gifJs },
    { name: 'a GIF/JS polyglot (script in a comment block)', fileName: 'me.gif', declaredType: 'image/gif', bytes: gifComment },
    { name: 'a JPEG/JS polyglot (script in a comment segment)', fileName: 'me.jpg', declaredType: 'image/jpeg', bytes: jpegJs },
    { name: 'a 144-megapixel PNG of a few kilobytes', fileName: 'me.png', declaredType: 'image/png', bytes: pixelBomb },
  ];
}

/** Ordinary images as cameras and editors write them, which must still be accepted. */
export async function honestImages(): Promise<{ name: string; type: string; bytes: Buffer }[]> {
  const photo = sharp({ create: { width: 64, height: 48, channels: 3, background: '#c8a060' } });
  const xmp =
    '<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description dc:title="Porch at dusk" xmlns:dc="http://purl.org/dc/elements/1.1/"/></rdf:RDF></x:xmpmeta><?xpacket end="w"?>';
  return [
    {
      name: 'a JPEG with EXIF and XMP',
      type: 'image/jpeg',
      bytes: await photo
        .clone()
        .withExif({ IFD0: { Make: 'Camera', Software: 'Editor 2.1' } })
        .withXmp(xmp)
        .jpeg()
        .toBuffer(),
    },
    { name: 'a progressive JPEG', type: 'image/jpeg', bytes: await photo.clone().jpeg({ progressive: true }).toBuffer() },
    {
      name: 'a PNG with transparency',
      type: 'image/png',
      bytes: await sharp({ create: { width: 32, height: 32, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0.5 } } })
        .png()
        .toBuffer(),
    },
    { name: 'a GIF', type: 'image/gif', bytes: await photo.clone().gif().toBuffer() },
    { name: 'a WebP', type: 'image/webp', bytes: await photo.clone().webp().toBuffer() },
  ];
}
