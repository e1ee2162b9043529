import { isDocument, isTag, isText, type AnyNode, type Element } from 'domhandler';
import { find } from 'domutils';
import type { PageDocument } from './page-document';

// Pages that are not the listing although the server said 200: bot checks and captchas (Airbnb, Vrbo's
// DataDome "Bot or Not?", Cloudflare), and Airbnb's cross-domain hand-off form. Markers are read from
// elements and visible text only, because Airbnb's feature flags mention "captcha" on every page.
//
// Each page is walked once, front to back, with plain tests on the elements. (A list of CSS selectors did this
// before: css-select then sorted its matches and dropped nested ones, which on a page of 40,000 empty elements took
// seconds and grew with the square of their number.)

const has = (value: string | undefined, part: string) => value !== undefined && value.includes(part);
const hasClass = (el: Element, name: string) => (el.attribs.class ?? '').split(/[ \t\n\f\r]+/).includes(name);

/** What the selectors `iframe[src*="recaptcha"]`, `.g-recaptcha`, `#px-captcha` ... of bot checks matched. */
function isCaptchaElement(el: Element): boolean {
  const { id, src } = el.attribs;
  if (id === 'px-captcha' || id === 'challenge-form' || id === 'cf-challenge-running') return true;
  if (el.name === 'form' && id === 'captcha-form') return true;
  if (el.name === 'iframe' && (has(src, 'recaptcha') || has(src, 'hcaptcha') || has(src, 'captcha-delivery.com'))) return true;
  if (el.name === 'script' && has(src, 'captcha-delivery.com')) return true;
  return el.attribs.class !== undefined && (hasClass(el, 'g-recaptcha') || hasClass(el, 'h-captcha'));
}

const isElement = (node: AnyNode): node is Element => isTag(node);

/** The first element of the page that passes `test`, walked without recursion. */
function firstElement(doc: PageDocument, test: (el: Element) => boolean): Element | undefined {
  return find((node) => isElement(node) && test(node), doc.dom!.children, true, 1)[0] as Element | undefined;
}

const BLOCK_TEXT =
  /please complete the (security check|captcha)|verify (that )?you are (a )?human|are you a robot|unusual traffic from your|bot or not\?|access to this page has been denied|checking your browser before accessing|attention required!/i;

/** How much of the visible text is searched: a bot check says what it is near the top. */
const TEXT_SEARCHED = 20_000;
const UNSEEN = new Set(['script', 'style', 'noscript', 'template']);

/** The first TEXT_SEARCHED characters of the body's visible text, white space runs as one space. */
function visibleText(doc: PageDocument): string {
  let text = '';
  const stack: AnyNode[] = [...doc.dom!.children].reverse();
  // Text counts inside a body element; each body is pushed again under its children, to note where it ends.
  let inBody = 0;
  const exits: AnyNode[] = [];
  while (stack.length && text.length < TEXT_SEARCHED) {
    const node = stack.pop()!;
    if (exits.length && node === exits[exits.length - 1]) {
      exits.pop();
      inBody--;
      continue;
    }
    if (isText(node)) {
      if (inBody === 0) continue;
      let piece = node.data.replace(/\s+/g, ' ');
      if (piece.startsWith(' ') && (text.endsWith(' ') || text === '')) piece = piece.slice(1);
      text += piece;
      continue;
    }
    if (!isElement(node) && !isDocument(node)) continue;
    if (isElement(node)) {
      if (UNSEEN.has(node.name)) continue;
      if (node.name === 'body') {
        inBody++;
        exits.push(node);
        stack.push(node);
      }
    }
    const children = (node as Element).children;
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
  }
  return text.slice(0, TEXT_SEARCHED);
}

export function captchaMarker(doc: PageDocument): string | null {
  if (!doc.dom) return null;
  if (firstElement(doc, isCaptchaElement)) return 'captcha element';
  const title = doc.meta.title ?? '';
  if (BLOCK_TEXT.test(title)) return `title "${title}"`;
  const match = BLOCK_TEXT.exec(visibleText(doc));
  return match ? `text "${match[0]}"` : null;
}

/** Airbnb's hand-off page: an auto-submitting form that moves the visitor to another country domain. */
export function domainHandoff(doc: PageDocument, fetchedUrl: string): string | null {
  // Checked on the text first, so pages without the form are not parsed into a DOM for it.
  if (!doc.raw.includes('domain_switch/handoff')) return null;
  if (!doc.dom) return null;
  const action = firstElement(doc, (el) => el.name === 'form' && has(el.attribs.action, '/domain_switch/handoff'))?.attribs.action;
  if (!action) return null;
  try {
    const target = new URL(action, fetchedUrl);
    const original = new URL(fetchedUrl);
    return `${target.origin}${original.pathname}${original.search}`;
  } catch {
    return null;
  }
}
