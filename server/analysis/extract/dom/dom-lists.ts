import type { Element } from 'domhandler';
import { CHECK_IN, CHECK_OUT, timeAfterLabel } from '../airbnb/read-policies';
import type { AmenityWithIcon } from '../amenities';
import { unique } from '../text';
import { attr, contains, UI_TEXT, type Block } from './dom-blocks';
import { linesOfElement } from './dom-lines';

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

const RULES_GROUP =
  /^(house rules|hotel rules|regole della casa|regole della struttura|normas de la casa|reglas de la casa|règlement intérieur|hausregeln|regras da casa|huisregels)$/i;
const SAFETY_GROUP =
  /^(health & safety|health and safety|safety & property|safety and property|sicurezza e propriet[àa]|salute e sicurezza|seguridad y propiedad|sobre la seguridad y la propiedad|salud y seguridad|sécurité et logement|santé et sécurité|sicherheit (&|und) unterkunft|gesundheit (&|und) sicherheit|segurança e propriedade|saúde e segurança|veiligheid en accommodatie)$/i;
const CANCELLATION_GROUP =
  /^(cancellation policy|termini di cancellazione|condizioni di cancellazione|política de cancelación|conditions d'annulation|stornierungsbedingungen|política de cancelamento|annuleringsvoorwaarden)$/i;
const NEEDS_DATES =
  /add (your )?(trip )?dates|aggiungi le date|agrega (las )?fechas|ajoutez (des|vos) dates|daten hinzufügen|adicione as datas/i;
/** Lines of the block that are Airbnb's interface, not the listing's policies. */
const POLICY_UI =
  /^(review (this|the) host.s full policy for details\.?|get details|add dates|show more|learn more|show all|leggi i termini completi.*|consulta (la política|los términos).*|consultez les conditions.*)$/i;

export interface PolicyReading {
  houseRules: string[];
  checkIn: string | null;
  checkOut: string | null;
  /** The lines of "Safety & property" (2021: "Health & safety") as the page words them. */
  safetyNotes: string[];
  cancellationPolicy: string | null;
}

type Group = 'rules' | 'safety' | 'cancellation';

function groupOf(line: string): Group | null {
  const text = line.replace(/:$/, '');
  if (RULES_GROUP.test(text)) return 'rules';
  if (SAFETY_GROUP.test(text)) return 'safety';
  if (CANCELLATION_GROUP.test(text)) return 'cancellation';
  return null;
}

const isPolicyText = (text: string) => text !== '' && !UI_TEXT.test(text) && !POLICY_UI.test(text);

/**
 * The "Things to know" block: house rules (with check-in and check-out), the safety and property lines and the
 * cancellation summary, each list under its heading. Since 2023 each list sits inside a button that opens it in
 * full; an opened dialog of one of the lists (its title a group heading) is read in full instead of the preview.
 */
export function readDomPolicies(section: Element | undefined, dialogs: readonly Element[] = []): PolicyReading | null {
  if (!section && dialogs.length === 0) return null;
  const groups: Record<Group, string[]> = { rules: [], safety: [], cancellation: [] };
  if (section) {
    let current: Group | null = null;
    for (const line of linesOfElement(section, { controls: true })) {
      const group = groupOf(line.text);
      if (group) current = group;
      else if (current && !line.heading && isPolicyText(line.text)) groups[current].push(line.text);
    }
  }
  for (const dialog of dialogs) {
    const lines = linesOfElement(dialog).filter((l) => l.text !== '');
    const group = lines[0] ? groupOf(lines[0].text) : null;
    // The dialog lists every rule under sub-headings ("Checking in and out"); the headings are not rules.
    const items = lines
      .slice(1)
      .filter((l) => !l.heading && isPolicyText(l.text))
      .map((l) => l.text);
    if (group && group !== 'cancellation' && items.length >= groups[group].length) groups[group] = items;
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

/** Whether an opened dialog is one of the policy lists (its title names one). */
export function isPolicyDialogTitle(title: string): boolean {
  const group = groupOf(title);
  return group === 'rules' || group === 'safety';
}
