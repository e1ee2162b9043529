import type { ListingContent } from '../../contract/wire';

// One answer reads the listing's facts and what backs a suggestion several times (the intent, the rewrite, the
// check every reply goes through): a function of the content and a few small arguments is worked out once per
// content object and arguments, and forgotten with the content.

export function perContent<A extends unknown[], R>(
  fn: (content: ListingContent | null, ...rest: A) => R,
): (content: ListingContent | null, ...rest: A) => R {
  const memo = new WeakMap<ListingContent, Map<string, R>>();
  return (content, ...rest) => {
    if (!content) return fn(content, ...rest);
    let known = memo.get(content);
    if (!known) memo.set(content, (known = new Map<string, R>()));
    const key = JSON.stringify(rest);
    if (!known.has(key)) known.set(key, fn(content, ...rest));
    return known.get(key)!;
  };
}
