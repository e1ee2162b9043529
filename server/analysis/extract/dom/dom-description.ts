import type { Element } from 'domhandler';
import type { DescriptionSections } from '../../../../contract/wire';
import { isKnownHeading } from '../description-headings';
import { sectionsFromLines, type DescriptionLine } from '../description-lines';
import { isElement, isHidden, isInline, isText } from './dom-blocks';
import { linesOfElement, NOT_TEXT } from './dom-lines';
import { readingAllowance, readingSpent } from '../page-limits';

// The description of a rendered page, in its block (DESCRIPTION_DEFAULT) or in an opened "About this space"
// dialog, as lines (dom-lines.ts) for description-lines.ts to split at its headings.

/**
 * The element holding the description text: the one with text of its own and the most text under it (2021 pages
 * also keep a cut copy of the text beside the full one), widened over the inline elements around it.
 */
function descriptionElement(section: Element): Element | null {
  const best: { el: Element | null; length: number } = { el: null, length: 0 };
  const lengthOf = (el: Element): number => {
    if (--readingAllowance.left < 0) readingSpent();
    let total = 0;
    let own = false;
    for (const child of el.children) {
      if (isText(child)) {
        const length = child.data.trim().length;
        if (length) {
          own = true;
          total += length;
        }
      } else if (isElement(child) && !isHidden(child) && !NOT_TEXT.has(child.name.toLowerCase())) {
        total += lengthOf(child);
      }
    }
    if (own && total > best.length) {
      best.el = el;
      best.length = total;
    }
    return total;
  };
  lengthOf(section);
  let widened = best.el;
  while (widened?.parent && isElement(widened.parent) && isInline(widened.parent) && widened.parent !== section) widened = widened.parent;
  return widened;
}

/** The lines with a leading dialog or block title ("About this space", "Informazioni su questo spazio") left out. */
function withoutTitle(lines: DescriptionLine[]): DescriptionLine[] {
  const first = lines.findIndex((l) => l.text !== '');
  return first >= 0 && lines[first]!.heading && !isKnownHeading(lines[first]!.text) ? lines.slice(first + 1) : lines;
}

const nonEmpty = (sections: DescriptionSections) => (Object.keys(sections).length ? sections : null);

/** The description block: its text element, or, when headings of its own divide the block, the whole block. */
export function readDomDescription(section: Element | undefined): DescriptionSections | null {
  if (!section) return null;
  const all = withoutTitle(linesOfElement(section));
  if (all.some((l) => l.heading)) return nonEmpty(sectionsFromLines(all));
  const el = descriptionElement(section);
  return el ? nonEmpty(sectionsFromLines(linesOfElement(el))) : null;
}

/** An opened "About this space" dialog (or the DESCRIPTION_MODAL block): the whole of it, split at its headings. */
export function readDescriptionModal(modal: Element | undefined): DescriptionSections | null {
  if (!modal) return null;
  return nonEmpty(sectionsFromLines(withoutTitle(linesOfElement(modal))));
}
