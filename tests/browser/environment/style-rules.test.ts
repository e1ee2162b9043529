// The browser test environment skips style rules that cannot apply to an element before asking nwsapi
// (tests/support/browser/style-rule-filter.cjs). Whatever it skips, computed styles must stay as the selectors
// say: for each selector, an element is hidden by `selector { display: none }` exactly when it matches it.

const SELECTORS = [
  '.card',
  '.card.wide',
  '.card:not(.wide)',
  'section .card',
  'section > .card',
  '.title + .card',
  '.title ~ p',
  'p',
  'P',
  'p.note, .card',
  '[hidden]',
  '[data-state=open]',
  'button[disabled]',
  '[aria-hidden="true"]',
  '*',
  ':root',
  '.card:first-child',
  'li:nth-child(2n+1)',
  ':is(.card, .note)',
  '.missing, li',
  'svg circle',
  'circle',
  '.Mui-Disabled',
  '.mui-disabled',
  '.stack > :not(style) ~ :not(style)',
  '.stack>:not(style):not(style)',
  'section > *:nth-of-type(1)',
  'ul > li + li',
  'input[type="checkbox"]',
  "input[type='text'], .stack > b",
  '.card .missing > *',
  'div:not([data-state])',
];

const MARKUP = `
  <section>
    <h2 class="title">Title</h2>
    <div class="card wide" data-state="open">wide card</div>
    <div class="card">card</div>
    <p class="note" aria-hidden="true">note</p>
    <p hidden>hidden paragraph</p>
    <button disabled class="Mui-Disabled">off</button>
  </section>
  <ul><li>one</li><li class="card">two</li><li>three</li></ul>
  <svg><circle class="card" r="1"></circle></svg>
  <div class="stack"><b>first</b><style></style><i>second</i><span><b>nested</b></span></div>
  <input type="checkbox" /><input type="text" />
`;

function elements(): Element[] {
  return [...document.body.querySelectorAll('*')];
}

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('computed styles in the browser test environment', () => {
  it.each(SELECTORS)('a rule on %s hides exactly the elements it matches', (selector) => {
    document.body.innerHTML = MARKUP;
    const before = new Map(elements().map((e) => [e, getComputedStyle(e).display]));
    const style = document.createElement('style');
    style.textContent = `${selector} { display: none }`;
    document.head.append(style);

    const wrong = elements().filter((e) => (getComputedStyle(e).display === 'none') !== (e.matches(selector) || before.get(e) === 'none'));
    expect(wrong.map((e) => e.outerHTML.slice(0, 60))).toEqual([]);
  });

  it('reads rules inside a screen media query and follows class changes', () => {
    document.body.innerHTML = '<div class="panel">panel</div>';
    const style = document.createElement('style');
    style.textContent = '@media screen { .panel.closed { visibility: hidden } }';
    document.head.append(style);
    const panel = document.querySelector('.panel') as HTMLElement;

    expect(getComputedStyle(panel).visibility).toBe('visible');
    panel.classList.add('closed');
    expect(getComputedStyle(panel).visibility).toBe('hidden');
    panel.className = 'panel';
    expect(getComputedStyle(panel).visibility).toBe('visible');
  });
});
