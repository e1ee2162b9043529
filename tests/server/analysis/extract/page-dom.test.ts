import type { AnyNode } from 'domhandler';
import { textContent } from 'domutils';
import { parseDocument as parseWithTokenizerDecoding } from 'htmlparser2';
import { normaliseText } from '../../../../server/analysis/extract/dom/dom-blocks';
import { parseDocument } from '../../../../server/analysis/extract/page-document';
import { CAPTURES_DIR, seedPages } from '../../../support/server/page-mutations';
import { report } from '../../../support/report';

// The page's DOM is parsed from the pieces between its script and style bodies (never joined into one copy of the
// page) and its head read without selectors; readers must see exactly what one htmlparser2 parse of the page
// without those bodies gives, entities decoded, on ordinary pages and odd ones.

type Shape = [string, string | null, Record<string, string> | null, string | null, Shape[]];

function shape(node: AnyNode): Shape {
  const el = node as AnyNode & { name?: string; attribs?: Record<string, string>; data?: string; children?: AnyNode[] };
  return [el.type, el.name ?? null, el.attribs ?? null, el.data ?? null, (el.children ?? []).map(shape)];
}

function domOf(html: string) {
  const doc = parseDocument(html);
  if (!doc.dom) throw new Error('not read as HTML');
  return doc.dom;
}

/** The reference: the page with its script and style bodies left out (as the document does), parsed in one go. */
function referenceOf(html: string) {
  const withoutScriptBodies = html.replace(/(<(script|style)\b[^>]*>)[\s\S]*?(<\/\2\s*>)/gi, '$1$3');
  return parseWithTokenizerDecoding(withoutScriptBodies, { xmlMode: false, decodeEntities: true });
}

const PAGES: [string, string][] = [
  ['named, numeric and legacy entities in text', '<p>Caf&eacute; &amp; bar &copy 2024 &#8364;50 &#x1F600; &notit; &#0;</p>'],
  ['entities in attribute values', '<a href="/rooms/1?a=1&amp;b=2&copy=3" title=\'5 &lt; 6\' data-x=a&amp;b>x</a>'],
  ['a character reference split by a stray end tag', '<div>&#</span>1 &am</i>p;</div>'],
  [
    'script, style, textarea and xmp text kept raw',
    '<script>a &amp; b</script><style>&lt;</style><textarea>&amp;</textarea><xmp>&amp;</xmp>',
  ],
  [
    'pieces either side of several script bodies',
    '<p>a</p><script type="application/json">{"a":"<p>"}</script>b &amp;<style>p{}</style><script>1</script>c',
  ],
  ['a title decoded', '<title>A &amp; B</title><svg><title>x &lt; y &amp;</title></svg>'],
  ['an unclosed title', '<title>Flat &amp; garden &copy'],
  ['an entity at the very end', '<p>Terrace &amp'],
  [
    'a doctype, comments, a processing instruction, CDATA and end tags with spaces',
    '<!DOCTYPE html><!-- a -- b --><?xml version="1.0"?><svg><![CDATA[x ] y]]></svg><p>a</p  ><!---->b</p >',
  ],
  ['long quoted values either side of a script body', `<a title="${'x'.repeat(5000)}" alt='y'>z</a><script>1</script><b c="d">e</b>`],
  ['a page ending inside a quoted value', '<p>a</p><a href="/rooms/1'],
  ['a page ending inside a comment', '<p>a</p><!-- never closed <p>b</p>'],
];

describe('the page DOM', () => {
  it.each(PAGES)('matches one parse of the page: %s', (_, html) => {
    expect(shape(domOf(html))).toEqual(shape(referenceOf(html)));
  });

  const seeds = seedPages();
  if (seeds.capturesRead === 0) report(`Page DOM: real captures not read (no folder ${CAPTURES_DIR}); the samples only.`);
  it.each(seeds.pages.filter((p) => !p.text.trimStart().startsWith('{')).map((p) => [p.name, p.text]))(
    'matches one parse of the page, entities decoded as htmlparser2 decodes them: %s',
    (_, html) => {
      expect(shape(domOf(html))).toEqual(shape(referenceOf(html)));
    },
  );

  it('decodes an entity right after a "<" in a title, as a browser does (htmlparser2 decoding itself leaves it)', () => {
    const html = '<svg><title>x <&amp; y &amp;</title></svg>';
    expect(textContent(domOf(html))).toBe('x <& y &');
    expect(textContent(referenceOf(html))).toBe('x <&amp; y &');
  });

  it('gives decoded text and attributes to readers', () => {
    const doc = parseDocument(
      '<html lang="en"><head><title>Loft &amp; terrace</title></head><body><a href="?a=1&amp;b=2">x</a></body></html>',
    );
    expect(doc.meta.title).toBe('Loft & terrace');
    const link = (doc.$!('a')[0] as { attribs: Record<string, string> }).attribs;
    expect(link.href).toBe('?a=1&b=2');
  });
});

describe('the page head', () => {
  it('reads the head as its selectors meant: rel without case, name with case, the title in <head> first', () => {
    const doc = parseDocument(
      [
        '<html lang="pt-BR"><head>',
        '<link rel="Canonical" href="https://www.airbnb.com/rooms/42">',
        '<meta name="Description" content="not this one"><meta name="description" content="Sunny loft">',
        '<meta name="robots" content="noindex"><meta property="og:title" content="Loft"><meta name="twitter:card" content="summary">',
        '<meta property="og:image" content="https://a/1.jpg"><meta property="og:image" content="https://a/2.jpg"><meta name="viewport" content="x">',
        '</head><body><svg><title>Icon</title></svg></body></html>',
      ].join(''),
    );
    expect(doc.meta).toEqual({
      title: 'Icon',
      description: 'Sunny loft',
      canonical: 'https://www.airbnb.com/rooms/42',
      robots: 'noindex',
      lang: 'pt-BR',
      og: { 'og:title': ['Loft'], 'twitter:card': ['summary'], 'og:image': ['https://a/1.jpg', 'https://a/2.jpg'] },
    });
  });
});

describe('block text', () => {
  it.each([
    ['blank runs', '  Sunny\t loft  ', 'Sunny loft'],
    ['separators', 'Entire flat · 4 guests ·· 2 beds', 'Entire flat · 4 guests · 2 beds'],
    ['separators at either end', '· Wifi ·', 'Wifi'],
    ['no-break and narrow spaces', 'a\u00a0\u00a0b\u202fc', 'a b c'],
    ['icon characters, empty lines and a line of separators', '\uE001 Pool\n\n  \n · \nKitchen  ·  ', 'Pool\nKitchen'],
    ['spaces of both kinds around a separator', 'one  ·\u00a0 two', 'one · two'],
  ])('is normalised as a reader shows it: %s', (_, raw, text) => {
    expect(normaliseText(raw)).toBe(text);
  });
});

describe("the page's data scripts, read from the text", () => {
  const state = (json: string) => `<script id="data-state" type="application/json">${json}</script>`;

  it.each([
    ['in any case', `<p>a</p><SCRIPT id="data-state">{"n":1}</SCRIPT>`, ['{"n":1}']],
    ['after a style body that holds "<script"', `<style>a::after{content:"<script>"}</style>${state('{"n":2}')}`, ['{"n":2}']],
    ['not inside a comment', `<!-- ${state('{"hidden":1}')} -->${state('{"n":3}')}`, ['{"n":3}']],
    ['after a comment opened as "<!-->"', `<!--> x -->${state('{"n":4}')}`, ['{"n":4}']],
    [
      'a name that runs on is another element',
      `<scripts id="data-state">{"no":1}</scripts><script_x id="data-state">{"no":2}</script_x><script>1</script>`,
      [],
    ],
    ['a name followed by a hyphen is still the script tag', `<script-x id="data-state">{"n":5}</script>`, ['{"n":5}']],
    ['nothing once a comment never closes', `<!-- open ${state('{"no":3}')}`, []],
    ['a script at the very end of the page', `<p>a</p><script id="data-state">{"n":6}</script>`, ['{"n":6}']],
  ])('finds the state script %s', (_, html, expected) => {
    expect(parseDocument(html).stateTexts).toEqual(expected);
  });

  it('leaves the script and style bodies out of the DOM, and keeps the text around them', () => {
    const doc = parseDocument(`<p>a &amp; b</p><script id="data-state">{"p":"<p>x</p>"}</script><style>p{}</style><p>c</p>`);
    expect(normaliseText(textContent(doc.dom!))).toBe('a & bc');
  });
});
