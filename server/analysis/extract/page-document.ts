import { load, type CheerioAPI } from 'cheerio';
import type { Document, Element } from 'domhandler';
import { textContent } from 'domutils';
import { parsePageDom, PARSER_OPTIONS, type PageDom } from './dom/page-dom';
import { isObject, str } from './text';

// One fetched document, parsed once: the embedded JSON states (Airbnb's deferred state, older data-state and
// hypernova scripts), schema.org JSON-LD nodes and the head's meta tags. A document may also be bare JSON (a
// saved deferred state, an API response). The scripts are read first; the DOM and the meta tags only when a
// reader asks for them (a bot-check verdict, for one, never needs them).

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
  dom: Document | null;
  /** The same DOM with the elements its readers look for listed, and its depth (null for JSON documents). */
  page: PageDom | null;
  /** The same DOM behind cheerio, for readers that still query it with selectors. */
  $: CheerioAPI | null;
  /** Parsed JSON of every embedded state script (or the JSON document itself). */
  states: unknown[];
  /** Parsed JSON of P3-era hypernova scripts (2014-2019). */
  hypernova: unknown[];
  /** The text of the state and hypernova scripts, for readers that can rule a shape out from the text alone. */
  stateTexts: string[];
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

// Real JSON-LD nests a @graph in an array at most; a page nesting arrays thousands deep is not followed down.
const JSON_LD_NESTING = 16;

function flattenJsonLd(value: unknown, out: Record<string, unknown>[], depth = 0): void {
  if (depth > JSON_LD_NESTING) return;
  if (Array.isArray(value)) {
    for (const v of value) flattenJsonLd(v, out, depth + 1);
    return;
  }
  if (!isObject(value)) return;
  if (Array.isArray(value['@graph'])) flattenJsonLd(value['@graph'], out, depth + 1);
  if (value['@type'] !== undefined) out.push(value);
}

export const EMPTY_META: PageMeta = { title: null, description: null, canonical: null, robots: null, lang: null, og: {} };

// Script and style elements (and the comments around them, which hide what they contain), read straight from the
// text: a 1 MB server-rendered page takes ~30 ms to turn into a DOM, and most verdicts need only its data scripts.
// Script and style bodies are raw text in HTML (no entities, no tags), ending at the first matching end tag.
// The text is read once, front to back, as a browser's tokenizer reads it: a comment, a start tag or a body that
// never ends runs to the end of the page. (One regular expression did this before, and tried every later '<script'
// or '<!--' again to the end of the page when one was left open: 150,000 of them took minutes.)
const END_TAGS = { script: /<\/script\s*>/gi, style: /<\/style\s*>/gi };

interface RawTextElement {
  name: 'script' | 'style';
  attributes: string;
  /** Where the body starts and ends in the page. */
  from: number;
  to: number;
}

/** Where a start tag that opens at `at` ends (its '>' outside quoted values), or -1 when it never does. */
function startTagEnd(raw: string, at: number): number {
  for (let i = at; i < raw.length; i++) {
    const ch = raw.charCodeAt(i);
    if (ch === 0x3e) return i; // >
    if (ch === 0x22 || ch === 0x27) {
      i = raw.indexOf(ch === 0x22 ? '"' : "'", i + 1);
      if (i < 0) return -1;
    }
  }
  return -1;
}

/** Whether `name` (lower case) stands at `at`, in any case, as a whole tag name (what /name\b/i would match). */
function tagNameAt(raw: string, at: number, name: string): boolean {
  for (let i = 0; i < name.length; i++) if ((raw.charCodeAt(at + i) | 0x20) !== name.charCodeAt(i)) return false;
  const next = raw.charCodeAt(at + name.length);
  const wordCharacter = (next >= 0x30 && next <= 0x39) || ((next | 0x20) >= 0x61 && (next | 0x20) <= 0x7a) || next === 0x5f; // 0-9 a-z A-Z _
  return !wordCharacter;
}

type Opening = { at: number; name: RawTextElement['name'] | 'comment'; after: number };

/**
 * The next '<!--', '<script' or '<style' (a whole tag name, in any case) from `from`. Found by indexOf of each '<':
 * a case-insensitive pattern with alternatives tried at every position took four times as long on a 445 KB page.
 */
function nextOpening(raw: string, from: number): Opening | null {
  for (let at = raw.indexOf('<', from); at >= 0; at = raw.indexOf('<', at + 1)) {
    const first = raw.charCodeAt(at + 1);
    if (first === 0x21 && raw.startsWith('!--', at + 1)) return { at, name: 'comment', after: at + 4 };
    if ((first | 0x20) !== 0x73) continue; // s
    if (tagNameAt(raw, at + 1, 'script')) return { at, name: 'script', after: at + 7 };
    if (tagNameAt(raw, at + 1, 'style')) return { at, name: 'style', after: at + 6 };
  }
  return null;
}

/** The page's script and style elements with an end tag, in order, outside comments. */
function rawTextElements(raw: string): RawTextElement[] {
  const out: RawTextElement[] = [];
  for (let m = nextOpening(raw, 0); m;) {
    if (m.name === 'comment') {
      const end = raw.indexOf('-->', m.at + 4);
      if (end < 0) break;
      m = nextOpening(raw, end + 3);
      continue;
    }
    const tagEnd = startTagEnd(raw, m.after);
    if (tagEnd < 0) break;
    const endTag = END_TAGS[m.name];
    endTag.lastIndex = tagEnd + 1;
    const close = endTag.exec(raw);
    if (!close) break;
    out.push({ name: m.name, attributes: raw.slice(m.after, tagEnd), from: tagEnd + 1, to: close.index });
    m = nextOpening(raw, close.index + close[0].length);
  }
  return out;
}
const ATTRIBUTE = /([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;

const NAMED: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>' };
/** The character references an id or type attribute could plausibly carry. */
const decodeAttribute = (value: string) =>
  value.includes('&')
    ? value.replace(/&(?:#(\d+)|#x([\da-f]+)|(amp|quot|apos|lt|gt));/gi, (m, dec?: string, hex?: string, name?: string) =>
        dec ? String.fromCodePoint(Number(dec)) : hex ? String.fromCodePoint(parseInt(hex, 16)) : (NAMED[name!.toLowerCase()] ?? m),
      )
    : value;

export function attributesOf(text: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of text.matchAll(ATTRIBUTE)) {
    const name = m[1]!.toLowerCase();
    if (!out.has(name)) out.set(name, decodeAttribute(m[2] ?? m[3] ?? m[4] ?? ''));
  }
  return out;
}

type ScriptRole = 'state' | 'hypernova' | 'json-ld' | null;

interface StateScript {
  role: 'state' | 'hypernova';
  text: string;
}

/** What the extractor reads a script for (the selectors the DOM version used, in the same order). */
function roleOf(attributes: Map<string, string>): ScriptRole {
  const id = attributes.get('id');
  if (id !== undefined && (id.startsWith('data-deferred-state') || id === 'data-state' || id === '__NEXT_DATA__')) return 'state';
  if (attributes.get('data-state') === 'true') return 'state';
  if (attributes.has('data-hypernova-key')) return 'hypernova';
  if (attributes.get('type')?.trim().toLowerCase() === 'application/ld+json') return 'json-ld';
  return null;
}

const OG_PREFIXES = ['og:', 'twitter:', 'airbedandbreakfast:', 'al:'];

/** The first element the test accepts, in document order (null when none does). */
function firstOf(elements: Element[], test: (el: Element) => boolean): Element | null {
  return elements.find(test) ?? null;
}

// The head is read from the page's head tags, listed as the page was parsed, with plain tests instead of seven CSS
// selectors, each of which walked the whole page again; the tests mean what those selectors meant (in HTML,
// css-select compares rel values without case, name values with case).
function readMeta(page: PageDom): PageMeta {
  const elements = page.headTags;
  const metas = elements.filter((el) => el.name === 'meta');
  const og: Record<string, string[]> = {};
  for (const el of metas) {
    const key = (el.attribs.property ?? el.attribs.name ?? '').toLowerCase();
    if (!OG_PREFIXES.some((prefix) => key.startsWith(prefix))) continue;
    const content = str(el.attribs.content);
    if (!content) continue;
    (og[key] ??= []).push(content);
  }
  const titles = elements.filter((el) => el.name === 'title');
  const headTitle = firstOf(titles, (el) => el.parent !== null && (el.parent as Element).name === 'head');
  const metaNamed = (name: string) => str(firstOf(metas, (el) => el.attribs.name === name)?.attribs.content);
  return {
    title: str(headTitle ? textContent(headTitle) : '') ?? str(titles[0] ? textContent(titles[0]) : ''),
    description: metaNamed('description'),
    canonical: str(firstOf(elements, (el) => el.name === 'link' && el.attribs.rel?.toLowerCase() === 'canonical')?.attribs.href),
    robots: metaNamed('robots'),
    lang: str(firstOf(elements, (el) => el.name === 'html')?.attribs.lang),
    og,
  };
}

/** An HTML page whose DOM (without script and style bodies, already read) is built only when first asked for. */
class HtmlDocument implements PageDocument {
  readonly kind = 'html' as const;
  private parsed: PageDom | undefined;
  private cheerio: CheerioAPI | undefined;
  private head: PageMeta | undefined;
  private parsedStates: { states: unknown[]; hypernova: unknown[] } | undefined;
  readonly stateTexts: string[];

  constructor(
    readonly raw: string,
    private readonly stateScripts: StateScript[],
    readonly jsonLd: Record<string, unknown>[],
    private readonly pieces: () => string[],
  ) {
    this.stateTexts = stateScripts.map((script) => script.text);
  }

  // The state scripts are parsed when first read: a reader that can tell from their text that they hold nothing for
  // it leaves them unparsed (a rendered page's 205 KB skeleton state was a fifth of its read, with the collections
  // its objects caused).
  private get parsedScripts(): { states: unknown[]; hypernova: unknown[] } {
    if (!this.parsedStates) {
      const states: unknown[] = [];
      const hypernova: unknown[] = [];
      for (const { role, text } of this.stateScripts) {
        const json = parseJson(text);
        if (json !== undefined) (role === 'state' ? states : hypernova).push(json);
      }
      this.parsedStates = { states, hypernova };
    }
    return this.parsedStates;
  }

  get states(): unknown[] {
    return this.parsedScripts.states;
  }

  get hypernova(): unknown[] {
    return this.parsedScripts.hypernova;
  }

  get page(): PageDom {
    // htmlparser2 is ~8x faster than parse5 on 1 MB pages and keeps script text raw. Script and style bodies
    // (already read from the text) are left out: the page is handed to the parser in the pieces between them
    // rather than joined into one string first, which would copy most of the page.
    return (this.parsed ??= parsePageDom(this.pieces()));
  }

  get dom(): Document {
    return this.page.root;
  }

  get $(): CheerioAPI {
    return (this.cheerio ??= load(this.dom, { xml: PARSER_OPTIONS }));
  }

  get meta(): PageMeta {
    return (this.head ??= readMeta(this.page));
  }
}

export function parseDocument(raw: string): PageDocument {
  const start = raw.trimStart();
  if (start.startsWith('{') || start.startsWith('[')) {
    const json = parseJson(start);
    if (json !== undefined)
      return {
        kind: 'json',
        dom: null,
        page: null,
        $: null,
        states: [json],
        hypernova: [],
        stateTexts: [start],
        jsonLd: [],
        meta: EMPTY_META,
        raw,
      };
  }
  const stateScripts: StateScript[] = [];
  const jsonLd: Record<string, unknown>[] = [];
  // Where each script or style body sits, so the DOM can be built without them.
  const bodies: [number, number][] = [];
  for (const element of rawTextElements(raw)) {
    if (element.to > element.from) bodies.push([element.from, element.to]);
    if (element.name !== 'script') continue;
    const role = roleOf(attributesOf(element.attributes));
    if (!role) continue;
    const body = raw.slice(element.from, element.to);
    if (role === 'json-ld') flattenJsonLd(parseJson(body), jsonLd);
    else stateScripts.push({ role, text: body });
  }
  const pieces = () => {
    const parts: string[] = [];
    let at = 0;
    for (const [from, to] of bodies) {
      parts.push(raw.slice(at, from));
      at = to;
    }
    parts.push(raw.slice(at));
    return parts;
  };
  return new HtmlDocument(raw, stateScripts, jsonLd, pieces);
}

export function ogFirst(doc: PageDocument, key: string): string | null {
  return doc.meta.og[key]?.[0] ?? null;
}
