import type { Element } from 'domhandler';
import { readCapacity, readCapacitySegment, splitDotted } from '../capacity-text';
import { blocksOf, itemGroups, type Block } from './dom-blocks';

// Title, overview (property type, place, capacity), highlights and rooms of a rendered listing page (the
// description is read in dom-description.ts).

export function readDomTitle(title: Element | undefined): string | null {
  if (!title) return null;
  const blocks = blocksOf(title);
  return (blocks.find((b) => b.heading > 0) ?? blocks[0])?.text.split('\n')[0] ?? null;
}

export interface OverviewReading {
  propertyType: string | null;
  place: string | null;
  hostName: string | null;
  guests: number | null;
  bedrooms: number | null;
  beds: number | null;
  baths: number | null;
}

const HOSTED_BY =
  /^(.+?)\s+(?:hosted by|ospitato da|proposto da|alojamiento ofrecido por|anfitri[óo]n:|logement fourni par|gastgeber(?:in)?:)\s+(.+)$/i;
const PLACE_AFTER = /^(.+)\s(?:in|a|en|à|em|im|in der)\s([^,]+,.+)$/i;
const PLACE_AFTER_EN = /^(.+)\s+in\s+(.+)$/i;

/** "Entire house hosted by TravelNest" (2021), "Entire rental unit in Ahmedabad, India", "Stanza · Milano, Italia". */
export function splitTypeLine(line: string): { type: string | null; place: string | null; host: string | null } {
  const hosted = HOSTED_BY.exec(line);
  if (hosted) return { type: hosted[1]!.trim(), place: null, host: hosted[2]!.trim() };
  const dotted = splitDotted(line);
  if (dotted.length >= 2) return { type: dotted[0]!, place: dotted.slice(1).join(', '), host: null };
  const placed = PLACE_AFTER.exec(line) ?? PLACE_AFTER_EN.exec(line);
  if (placed) return { type: placed[1]!.trim(), place: placed[2]!.trim(), host: null };
  return { type: line.trim() || null, place: null, host: null };
}

export function readDomOverview(overview: Element | undefined): OverviewReading | null {
  if (!overview) return null;
  const blocks = blocksOf(overview);
  if (blocks.length === 0) return null;
  const head = blocks.find((b) => b.heading > 0) ?? blocks[0]!;
  const segments = blocks
    .filter((b) => b !== head)
    .flatMap((b) => b.text.split('\n'))
    .flatMap((line) => splitDotted(line));
  // A head line that is itself a capacity line ("4 guests · 1 bedroom") has no type in it.
  const headIsCapacity = splitDotted(head.text).some((s) => readCapacitySegment(s) !== null);
  const typeLine = headIsCapacity ? { type: null, place: null, host: null } : splitTypeLine(head.text.split('\n')[0]!);
  const capacity = readCapacity(headIsCapacity ? [...splitDotted(head.text), ...segments] : segments);
  return { propertyType: typeLine.type, place: typeLine.place, hostName: typeLine.host, ...capacity };
}

/** "Entire house" → Entire home/apt; the room type Airbnb logs in English whatever the page's language. */
export function roomTypeOf(propertyType: string | null): string | null {
  if (!propertyType) return null;
  if (/^(entire|intero|intera|alojamiento entero|casa entera|logement entier|gesamte|espaço inteiro|inteiro)\b/i.test(propertyType))
    return 'Entire home/apt';
  if (
    /\bshared room\b|stanza condivisa|habitaci[óo]n compartida|chambre partag[ée]e|gemeinsames zimmer|quarto compartilhado/i.test(
      propertyType,
    )
  )
    return 'Shared room';
  if (/^(private room|room in|stanza|camera privata|habitaci[óo]n|chambre|privatzimmer|zimmer|quarto)\b/i.test(propertyType))
    return 'Private room';
  return null;
}

export function readDomHighlights(section: Element | undefined): string[] {
  if (!section) return [];
  return itemGroups(section)
    .map((item) => item.find((b) => b.text.length <= 80)?.text.split('\n')[0] ?? null)
    .filter((t): t is string => t !== null);
}

/** Rooms and their beds ("Bedroom 1" / "1 king bed"): beds summed, bedrooms counted. */
export function readDomSleeping(section: Element | undefined): { bedrooms: number | null; beds: number | null } {
  if (!section) return { bedrooms: null, beds: null };
  let beds = 0;
  let bedrooms = 0;
  const lines: Block[] = blocksOf(section).filter((b) => b.heading === 0);
  for (const line of lines) {
    const segments = line.text.split(/\n|,\s+/);
    for (const segment of segments) {
      const read = readCapacitySegment(segment);
      if (read?.field === 'beds') beds += read.value;
      else if (read?.field === 'bedrooms' || /^(bedroom|camera da letto|dormitorio|chambre|schlafzimmer|quarto)\b/i.test(segment.trim()))
        bedrooms += 1;
    }
  }
  return { bedrooms: bedrooms || null, beds: beds || null };
}
