import { deeperThan } from './dom/dom-blocks';
import type { PageDocument } from './page-document';

// Pages that are not the listing although the server said 200: bot checks and captchas (Airbnb, Vrbo's
// DataDome "Bot or Not?", Cloudflare), and Airbnb's cross-domain hand-off form. Markers are read from
// elements and visible text only, because Airbnb's feature flags mention "captcha" on every page.

const CAPTCHA_ELEMENTS = [
  'iframe[src*="recaptcha"]',
  '.g-recaptcha',
  'iframe[src*="hcaptcha"]',
  '.h-captcha',
  '#px-captcha',
  'iframe[src*="captcha-delivery.com"]',
  'script[src*="captcha-delivery.com"]',
  '#challenge-form',
  '#cf-challenge-running',
  'form#captcha-form',
].join(', ');

const BLOCK_TEXT =
  /please complete the (security check|captcha)|verify (that )?you are (a )?human|are you a robot|unusual traffic from your|bot or not\?|access to this page has been denied|checking your browser before accessing|attention required!/i;

export function captchaMarker(doc: PageDocument): string | null {
  const $ = doc.$;
  if (!$) return null;
  if ($(CAPTCHA_ELEMENTS).length > 0) return 'captcha element';
  // Copying and reading the text of a page nested thousands deep would overflow the stack; no bot check is.
  if (deeperThan($.root()[0]!)) return null;
  const title = doc.meta.title ?? '';
  if (BLOCK_TEXT.test(title)) return `title "${title}"`;
  const body = $('body').clone();
  body.find('script, style, noscript, template').remove();
  const text = body.text().replace(/\s+/g, ' ').slice(0, 20_000);
  const match = BLOCK_TEXT.exec(text);
  return match ? `text "${match[0]}"` : null;
}

/** Airbnb's hand-off page: an auto-submitting form that moves the visitor to another country domain. */
export function domainHandoff(doc: PageDocument, fetchedUrl: string): string | null {
  // Checked on the text first, so pages without the form are not parsed into a DOM for it.
  if (!doc.raw.includes('domain_switch/handoff')) return null;
  const $ = doc.$;
  if (!$) return null;
  const action = $('form[action*="/domain_switch/handoff"]').attr('action');
  if (!action) return null;
  try {
    const target = new URL(action, fetchedUrl);
    const original = new URL(fetchedUrl);
    return `${target.origin}${original.pathname}${original.search}`;
  } catch {
    return null;
  }
}
