import { constants, brotliCompressSync, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';

// Polled answers, kept by entity tag: the JSON once, and each compressed form once, when first asked for. A tag
// names exactly one answer (it is made from the versions of the rows the answer is built from), so a poll that
// finds the same answer as another costs neither serialising nor compressing it again. Least recently used first
// out beyond `maxBytes`.

export type Encoding = 'br' | 'gzip';
const ENCODINGS: Encoding[] = ['br', 'gzip'];

/** Smaller answers are sent as they are: compressing them saves less than the headers it adds. */
export const COMPRESS_FROM_BYTES = 1024;

interface Entry {
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

const sizeOf = (e: Entry) => e.identity.length + (e.br?.length ?? 0) + (e.gzip?.length ?? 0);

function compress(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzipSync(body, { level: 6 });
}

/** The encoding to send for a request's Accept-Encoding (br before gzip), or null for none. */
export function encodingFor(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const chosen = negotiate(acceptEncoding, ENCODINGS);
  return chosen === 'br' || chosen === 'gzip' ? chosen : null;
}

export class AnswerCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  constructor(private readonly maxBytes = 32 * 1024 * 1024) {}

  /** The JSON of the answer tagged `etag`, made by `make` when it is not kept. */
  body(etag: string, make: () => Buffer): Buffer {
    return (this.touch(etag) ?? this.add(etag, make())).identity;
  }

  /** The JSON when it is kept. */
  kept(etag: string): Buffer | undefined {
    return this.touch(etag)?.identity;
  }

  /** The answer in `encoding` (compressed once, then kept). */
  encoded(etag: string, body: Buffer, encoding: Encoding): Buffer {
    const entry = this.touch(etag) ?? this.add(etag, body);
    let out = entry[encoding];
    if (!out) {
      out = compress(entry.identity, encoding);
      if (this.entries.get(etag) === entry) {
        entry[encoding] = out;
        this.bytes += out.length;
        this.evict();
      }
    }
    return out;
  }

  get size(): number {
    return this.entries.size;
  }

  private touch(etag: string): Entry | undefined {
    const entry = this.entries.get(etag);
    if (!entry) return undefined;
    // A Map iterates in insertion order: re-inserting keeps the most recently used last.
    this.entries.delete(etag);
    this.entries.set(etag, entry);
    return entry;
  }

  private add(etag: string, identity: Buffer): Entry {
    const entry: Entry = { identity };
    if (identity.length > this.maxBytes) return entry;
    this.entries.set(etag, entry);
    this.bytes += identity.length;
    this.evict();
    return entry;
  }

  private evict(): void {
    for (const [etag, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(etag);
      this.bytes -= sizeOf(entry);
    }
  }
}
