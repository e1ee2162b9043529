import { load, type CheerioAPI } from 'cheerio';
import { isObject, str } from './text';

// One fetched document, parsed once: the embedded JSON states (Airbnb's deferred state, older data-state and
// hypernova scripts), schema.org JSON-LD nodes and the head's meta tags. A document may also be bare JSON (a
// saved deferred state, an API response).

export interface PageMeta {
  title: string | null;
  description: string | null;
  canonical: string | null;
  robots: string | null;
  lang: string | null;
  og: Record<string, string[]>;
}

export interface PageDocument {
  kind: 'html' | 'json';
  /** The HTML, parsed (null for JSON documents). */
  $: CheerioAPI | null;
  /** Parsed JSON of every embedded state script (or the JSON document itself). */
  states: unknown[];
  /** Parsed JSON of P3-era hypernova scripts (2014-2019). */
  hypernova: unknown[];
  /** Every schema.org node, @graph arrays flattened. */
  jsonLd: Record<string, unknown>[];
  meta: PageMeta;
  /** The raw text, for block-page markers. */
  raw: string;
}

function parseJson(text: string): unknown {
  const trimmed = text.trim().replace(/^<!--/, '').replace(/-->$/, '').trim();
  if (!trimmed) return undefined;
  try {
    return JSON.parse(trimmed);
  } catch {
    return undefined;
  }
}

function flattenJsonLd(value: unknown, out: Record<string, unknown>[]): void {
  if (Array.isArray(value)) {
    for (const v of value) flattenJsonLd(v, out);
    return;
  }
  if (!isObject(value)) return;
  if (Array.isArray(value['@graph'])) flattenJsonLd(value['@graph'], out);
  if (value['@type'] !== undefined) out.push(value);
}

const EMPTY_META: PageMeta = { title: null, description: null, canonical: null, robots: null, lang: null, og: {} };

export function parseDocument(raw: string): PageDocument {
  const start = raw.trimStart();
  if (start.startsWith('{') || start.startsWith('[')) {
    const json = parseJson(start);
    if (json !== undefined) return { kind: 'json', $: null, states: [json], hypernova: [], jsonLd: [], meta: EMPTY_META, raw };
  }
  // htmlparser2 (the non-XML "xml" mode) is ~8x faster than parse5 on 1 MB pages and keeps script text raw.
  const $ = load(raw, { xml: { xmlMode: false, decodeEntities: true } });
  const states: unknown[] = [];
  $('script[id^="data-deferred-state"], script#data-state, script[data-state="true"], script#__NEXT_DATA__').each((_, el) => {
    const json = parseJson($(el).text());
    if (json !== undefined) states.push(json);
  });
  const hypernova: unknown[] = [];
  $('script[data-hypernova-key]').each((_, el) => {
    const json = parseJson($(el).text());
    if (json !== undefined) hypernova.push(json);
  });
  const jsonLd: Record<string, unknown>[] = [];
  $('script[type="application/ld+json"]').each((_, el) => flattenJsonLd(parseJson($(el).text()), jsonLd));

  const og: Record<string, string[]> = {};
  $('meta[property], meta[name]').each((_, el) => {
    const key = ($(el).attr('property') ?? $(el).attr('name') ?? '').toLowerCase();
    if (!key.startsWith('og:') && !key.startsWith('twitter:') && !key.startsWith('airbedandbreakfast:') && !key.startsWith('al:')) return;
    const content = str($(el).attr('content'));
    if (!content) return;
    (og[key] ??= []).push(content);
  });
  return {
    kind: 'html',
    $,
    states,
    hypernova,
    jsonLd,
    meta: {
      title: str($('head > title').first().text()) ?? str($('title').first().text()),
      description: str($('meta[name="description"]').attr('content')),
      canonical: str($('link[rel="canonical"]').attr('href')),
      robots: str($('meta[name="robots"]').attr('content')),
      lang: str($('html').attr('lang')),
      og,
    },
    raw,
  };
}

export function ogFirst(doc: PageDocument, key: string): string | null {
  return doc.meta.og[key]?.[0] ?? null;
}
