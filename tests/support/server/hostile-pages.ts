// Pages built to make a reader slow, the shapes an outside security test used and the ones that came of looking for
// more: many elements, deep nesting, tags and comments left open, one huge run of text, listing sections nested
// inside one another around a mass of elements, JSON nested thousands deep. Each is about a megabyte or more, as a
// host could import it.

const listingSection = (id: string, inner: string) => `<div data-section-id="${id}">${inner}</div>`;
const page = (body: string, head = '') => `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;

export const HOSTILE_PAGES: Record<string, () => string> = {
  '150,000 empty <i> elements': () => page('<i></i>'.repeat(150_000)),
  '200,000 nested <div> elements, never closed': () => page('<div>'.repeat(200_000)),
  '200,000 nested <div> elements, closed': () => page(`${'<div>'.repeat(200_000)}x${'</div>'.repeat(200_000)}`),
  '150,000 <script> tags never closed': () => page('<script>'.repeat(150_000)),
  '150,000 comments never closed': () => page('<!--'.repeat(150_000)),
  '150,000 script tags with an open quote': () => page('<script "'.repeat(150_000)),
  '150,000 dialogs beside a listing title': () =>
    page(`${listingSection('TITLE_DEFAULT', '<h1>T</h1>')}${'<div role="dialog">x</div>'.repeat(150_000)}`),
  '100,000 listing sections of their own': () =>
    page(Array.from({ length: 100_000 }, (_, i) => listingSection(`TITLE_DEFAULT_${i}`, 'x')).join('')),
  'listing sections nested 500 deep around 95,000 elements': () =>
    page(
      `${Array.from({ length: 500 }, (_, i) => `<div data-section-id="DESCRIPTION_DEFAULT${i}">${'<i>y</i>'.repeat(190)}`).join('')}${'</div>'.repeat(500)}`,
    ),
  'a description 500 deep around 99,000 elements': () =>
    page(listingSection('DESCRIPTION_DEFAULT', `${'<div>y'.repeat(500)}${'<i>y</i>'.repeat(99_000)}${'</div>'.repeat(500)}`)),
  'highlights 500 deep around 98,000 elements': () =>
    page(listingSection('HIGHLIGHTS_DEFAULT', `${'<div>y<b>z</b>'.repeat(500)}${'<i>y</i>'.repeat(98_000)}${'</div>'.repeat(500)}`)),
  'a description of 14 MB in one run of text': () => page(listingSection('DESCRIPTION_DEFAULT', 'a '.repeat(7_000_000))),
  'JSON-LD nested 200,000 deep': () => page('', `<script type="application/ld+json">${'['.repeat(200_000)}${']'.repeat(200_000)}</script>`),
  'embedded state nested 200,000 deep': () =>
    page(
      '',
      `<script id="data-deferred-state-0" type="application/json">{"niobeMinimalClientData":${'['.repeat(200_000)}${']'.repeat(200_000)}}</script>`,
    ),
  'a JSON document nested 100,000 deep': () => `{"a":${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}}`,
  'a title with 100,000 attributes': () =>
    page(`<div data-section-id="TITLE_DEFAULT" ${Array.from({ length: 100_000 }, (_, i) => `a${i}="1"`).join(' ')}>x</div>`),
  'classes on 150,000 elements under 900 levels': () =>
    page(`${'<div class="a b c d e f g h">'.repeat(900)}${'<i class="x y z"></i>'.repeat(150_000)}`),
};
