// String.prototype.matchAll copies its regex on every call, and V8 starts each copy in its slower regex
// interpreter; the rubric runs the same few global regexes over every sentence of every listing, so it reuses one.

/** Every match of a global regex in the text, as matchAll would list them. */
export function matchesOf(text: string, re: RegExp): RegExpExecArray[] {
  if (!re.global) throw new TypeError('matchesOf needs a global regex');
  const out: RegExpExecArray[] = [];
  re.lastIndex = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    out.push(m);
    if (m[0] === '') re.lastIndex = advance(text, re.lastIndex, re.unicode);
  }
  re.lastIndex = 0;
  return out;
}

/** The index after an empty match, stepping over a whole surrogate pair in unicode mode, as matchAll does. */
function advance(text: string, index: number, unicode: boolean): number {
  if (!unicode || index + 1 >= text.length) return index + 1;
  const first = text.charCodeAt(index);
  const second = text.charCodeAt(index + 1);
  return first >= 0xd800 && first <= 0xdbff && second >= 0xdc00 && second <= 0xdfff ? index + 2 : index + 1;
}
