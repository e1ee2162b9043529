// jsdom computes a style by testing the element against every rule of every sheet with nwsapi: about 120 rules of
// its own and about 900 that emotion inserts for MUI. Role queries ask for the style of each element they pass
// (is it hidden?), and any DOM change empties jsdom's style cache, so screen tests spent a third of their time
// there. Browsers skip most rules at once by the element's classes, tag and attributes (the selector's rightmost
// part); this does the same in front of nwsapi, and asks nwsapi only when the rule could match. It never says
// "matches" by itself, so what a test sees is unchanged.
//
// It must be loaded before jsdom: jsdom's style module keeps its own reference to matchesDontThrow.

const path = require('node:path');

const jsdomRoot = path.dirname(require.resolve('jsdom/package.json', { paths: [require.resolve('jest-environment-jsdom')] }));
const selectors = require(path.join(jsdomRoot, 'lib/jsdom/living/helpers/selectors.js'));

const HTML_NS = 'http://www.w3.org/1999/xhtml';
const ELEMENT_NODE = 1;
const full = selectors.matchesDontThrow;

/**
 * For each selector in the list, what an element it could match needs: a tag, classes and attributes, of the
 * element itself (`up` 0) or of its parent (`up` 1, for `.stack > *`) and so on. Null when some selector in the
 * list needs nothing this can check; the rule then always goes to nwsapi. Selectors with escapes or namespaces
 * are not read.
 */
function needsOf(selectorText) {
  const text = String(selectorText).replace(/"[^"]*"|'[^']*'/g, '""');
  if (/[\\|]/.test(text)) return null;
  const needs = [];
  for (const selector of splitTop(text, ',')) {
    const need = needOf(selector.trim());
    if (need === null) return null;
    needs.push(need);
  }
  return needs.length > 0 ? needs : null;
}

/** Parts of `text` separated by `separator` outside brackets and parentheses. */
function splitTop(text, separator) {
  const parts = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '(' || c === '[') depth += 1;
    else if (c === ')' || c === ']') depth -= 1;
    else if (c === separator && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

/**
 * The first compound selector, from the right, that sits on a known element: the subject, or an ancestor reached
 * through child combinators only (siblings share their parent, so `.stack > :not(style) ~ :not(style)` still
 * names the subject's parent). A descendant combinator ends the search.
 */
function needOf(selector) {
  const parts = compounds(selector);
  if (parts === null) return null;
  let up = 0;
  let exact = true;
  for (let i = parts.length - 1; i >= 0; i--) {
    if (exact) {
      const need = requirementOf(parts[i].text);
      if (need !== null) return { up, ...need };
    }
    if (i === 0) return null;
    const combinator = parts[i - 1].next;
    if (combinator === '>') {
      up += 1;
      exact = true;
    } else if (combinator === '+' || combinator === '~') exact = false;
    else return null;
  }
  return null;
}

const SPACE = new Set([' ', '\t', '\n', '\r', '\f']);

/** The compound selectors of a complex selector, left to right, each with the combinator after it. */
function compounds(selector) {
  const parts = [];
  let depth = 0;
  let current = '';
  for (const c of selector) {
    if (c === '(' || c === '[') depth += 1;
    else if (c === ')' || c === ']') depth -= 1;
    if (depth < 0) return null;
    if (depth === 0 && (SPACE.has(c) || c === '>' || c === '+' || c === '~')) {
      if (current !== '') parts.push({ text: current, next: null });
      current = '';
      const last = parts[parts.length - 1];
      if (!last) return null;
      if (!SPACE.has(c)) {
        if (last.next !== null && last.next !== ' ') return null;
        last.next = c;
      } else if (last.next === null) last.next = ' ';
      continue;
    }
    current += c;
  }
  if (depth !== 0) return null;
  if (current !== '') parts.push({ text: current, next: null });
  const last = parts[parts.length - 1];
  if (!last || (last.next !== null && last.next !== ' ')) return null;
  last.next = null;
  return parts;
}

/** The tag, classes and attributes one compound selector asks for, or null when it asks for none of them. */
function requirementOf(compound) {
  // Only what stands outside parentheses is asked of the element itself (`:not(.a)` asks for no class a).
  const outside = blank(compound, '(', ')');
  const top = blank(outside, '[', ']');
  const need = { tag: null, classes: [], attributes: [] };
  const tag = /^([a-zA-Z][a-zA-Z0-9-]*)/.exec(top);
  if (tag) need.tag = tag[1].toLowerCase();
  for (const m of top.matchAll(/\.(-?[_a-zA-Z][_a-zA-Z0-9-]*)/g)) need.classes.push(m[1]);
  for (const m of outside.matchAll(/\[\s*([a-z][a-z0-9-]*)\s*(?:[~^$*]?=[^\]]*)?\]/g)) need.attributes.push(m[1]);
  return need.tag || need.classes.length > 0 || need.attributes.length > 0 ? need : null;
}

/** The text with everything between `open` and `close` (nested or not), and the pair itself, blanked out. */
function blank(text, open, close) {
  let depth = 0;
  let out = '';
  for (const c of text) {
    if (c === open) depth += 1;
    out += depth === 0 ? c : ' ';
    if (c === close && depth > 0) depth -= 1;
  }
  return out;
}

const needsBySelector = new Map();
const classSets = new Map();

function classesOf(elImpl) {
  const value = elImpl.getAttributeNS(null, 'class');
  if (!value) return null;
  let set = classSets.get(value);
  if (!set) {
    if (classSets.size > 20000) classSets.clear();
    set = new Set(value.split(/[ \t\n\f\r]+/));
    classSets.set(value, set);
  }
  return set;
}

// Quirks mode matches classes without regard to case; a document's mode is read once (jsdom finds its doctype by
// walking the document's children).
const standardsMode = new WeakMap();
function inStandardsMode(document) {
  let standards = standardsMode.get(document);
  if (standards === undefined) {
    standards = document._parsingMode === 'html' && document.compatMode === 'CSS1Compat';
    standardsMode.set(document, standards);
  }
  return standards;
}

function hasAll(names, has) {
  for (let i = 0; i < names.length; i++) if (!has(names[i])) return false;
  return true;
}

function couldMatch(elImpl, needs) {
  if (!inStandardsMode(elImpl._ownerDocument)) return true;
  for (let i = 0; i < needs.length; i++) {
    const need = needs[i];
    let target = elImpl;
    for (let k = 0; k < need.up && target; k++) target = target.parentNode;
    // Compounds with a tag, class or attribute only match elements.
    if (!target || target.nodeType !== ELEMENT_NODE) continue;
    if (need.tag !== null) {
      // Only HTML elements have case-free tag names.
      if (target._namespaceURI !== HTML_NS) return true;
      if (need.tag !== target._localName) continue;
    }
    if (need.classes.length > 0) {
      const classes = classesOf(target);
      if (classes === null || !hasAll(need.classes, (c) => classes.has(c))) continue;
    }
    if (need.attributes.length > 0) {
      // Attribute names are case-free on HTML elements only.
      if (target._namespaceURI !== HTML_NS) return true;
      if (!hasAll(need.attributes, (a) => target.hasAttributeNS(null, a))) continue;
    }
    return true;
  }
  return false;
}

selectors.matchesDontThrow = function matchesDontThrow(elImpl, selector) {
  let needs = needsBySelector.get(selector);
  if (needs === undefined) {
    needs = needsOf(selector);
    needsBySelector.set(selector, needs);
  }
  if (needs !== null && !couldMatch(elImpl, needs)) return false;
  return full(elImpl, selector);
};
