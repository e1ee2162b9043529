import type { Element } from 'domhandler';
import { CHECK_IN, CHECK_OUT, timeAfterLabel } from '../airbnb/read-policies';
import type { AmenityWithIcon } from '../amenities';
import { unique } from '../text';
import { attr, blocksOf, contains, type Block } from './dom-blocks';

// Amenities (the page's preview list, or every group of an opened "What this place offers" modal) and the
// "Things to know" columns: house rules with check-in and check-out, safety notes, cancellation policy.

const NOT_INCLUDED =
  /^(not included|non incluso|non inclusi|no incluido|no incluidos|non inclus|nicht inbegriffen|não incluído|não incluídos)$/i;
const UNAVAILABLE = /^(unavailable|non disponibile|no disponible|indisponible|nicht verfügbar|indisponível):\s*/i;
export const AMENITIES_TITLE =
  /^(amenities|what this place offers|servizi|cosa troverai|comodidades|lo que ofrece este lugar|équipements|ce que propose ce logement|ausstattung|was diese unterkunft bietet|o que este lugar oferece)$/i;

/** The amenity lines of a block list; headings name the groups, nested lines are the line's note. */
export function readAmenityBlocks(blocks: Block[]): AmenityWithIcon[] {
  const out: AmenityWithIcon[] = [];
  let group: string | null = null;
  let last: { item: AmenityWithIcon; el: Element } | null = null;
  blocks.forEach((b, index) => {
    if (b.heading > 0) {
      // The list's own title ("What this place offers"), or a modal title followed straight by a group heading.
      if (AMENITIES_TITLE.test(b.text) || (index === 0 && blocks[1]?.heading)) return;
      group = b.text;
      last = null;
      return;
    }
    const id = attr(b.el, 'id') ?? '';
    const nested = last !== null && last.el !== b.el && contains(last.el, b.el);
    if (last && (nested || id.endsWith('-row-subtitle'))) {
      last.item.subtitle = last.item.subtitle ? `${last.item.subtitle}\n${b.text}` : b.text;
      return;
    }
    const title = b.text.split('\n')[0]!.replace(UNAVAILABLE, '').trim();
    if (!title || title.length > 100) return;
    const item: AmenityWithIcon = {
      title,
      group,
      available: !(b.struck || UNAVAILABLE.test(b.text) || (group !== null && NOT_INCLUDED.test(group))),
      subtitle: b.text.includes('\n') ? b.text.split('\n').slice(1).join('\n') : null,
      icon: null,
    };
    out.push(item);
    last = { item, el: b.el };
  });
  return unique(out, (a) => `${a.title.toLowerCase()}|${a.available}`);
}

const RULES_GROUP = /^(house rules|regole della casa|normas de la casa|règlement intérieur|hausregeln|regras da casa)$/i;
const SAFETY_GROUP =
  /^(health & safety|health and safety|safety & property|safety and property|sicurezza e propriet[àa]|salute e sicurezza|seguridad y propiedad|salud y seguridad|sécurité et logement|santé et sécurité|sicherheit (&|und) unterkunft|gesundheit (&|und) sicherheit|segurança e propriedade|saúde e segurança)$/i;
const CANCELLATION_GROUP =
  /^(cancellation policy|termini di cancellazione|condizioni di cancellazione|política de cancelación|conditions d'annulation|stornierungsbedingungen|política de cancelamento)$/i;
const NEEDS_DATES =
  /add (your )?(trip )?dates|aggiungi le date|agrega (las )?fechas|ajoutez (des|vos) dates|daten hinzufügen|adicione as datas/i;

export interface PolicyReading {
  houseRules: string[];
  checkIn: string | null;
  checkOut: string | null;
  safetyNotes: string[];
  cancellationPolicy: string | null;
}

export function readDomPolicies(section: Element | undefined): PolicyReading | null {
  if (!section) return null;
  const groups: Record<'rules' | 'safety' | 'cancellation', string[]> = { rules: [], safety: [], cancellation: [] };
  let current: keyof typeof groups | null = null;
  for (const b of blocksOf(section)) {
    const line = b.text.replace(/:$/, '');
    if (RULES_GROUP.test(line)) current = 'rules';
    else if (SAFETY_GROUP.test(line)) current = 'safety';
    else if (CANCELLATION_GROUP.test(line)) current = 'cancellation';
    else if (b.heading > 0 && current === null)
      continue; // "Things to know"
    else if (current) groups[current].push(...b.text.split('\n'));
  }
  let checkIn: string | null = null;
  let checkOut: string | null = null;
  for (const rule of groups.rules) {
    checkIn ??= timeAfterLabel(rule, CHECK_IN);
    checkOut ??= timeAfterLabel(rule, CHECK_OUT);
  }
  const cancellation = groups.cancellation.find((t) => !NEEDS_DATES.test(t)) ?? null;
  return {
    houseRules: unique(groups.rules),
    checkIn,
    checkOut,
    safetyNotes: unique(groups.safety),
    cancellationPolicy: cancellation,
  };
}
