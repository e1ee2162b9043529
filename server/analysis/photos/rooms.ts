import type { ListingPhoto } from '../../../contract/wire';

// Which room a photo shows, read from what the host gave: Airbnb's photo-tour room label ("Bedroom 1", "Full
// kitchen", "Immagine Salotto 1") or, failing that, the caption. Nothing is guessed from pixels. Airbnb sorts
// photos into 16 room types; the words below cover those types in the languages our captures show.

export type RoomType =
  | 'bedroom'
  | 'bathroom'
  | 'kitchen'
  | 'living room'
  | 'dining area'
  | 'workspace'
  | 'laundry'
  | 'entrance'
  | 'pool'
  | 'hot tub'
  | 'outdoor space'
  | 'exterior'
  | 'view'
  | 'gym';

export interface RoomInfo {
  type: RoomType;
  /** Same value for photos of the same room: the label itself, or type plus number from a caption. */
  key: string;
  /** A short name to show and to write in advice, e.g. 'Bedroom 2' or 'Kitchen'. */
  name: string;
  /** The room's number when the label or caption gives one ("Bedroom 2", "second bedroom"). */
  number: number | null;
  source: 'label' | 'caption';
}

const KEYWORDS: [RoomType, RegExp][] = [
  ['hot tub', /\b(hot ?tub|jacuzzi|whirlpool|spa bath|vasca idromassaggio)\b/i],
  [
    'bathroom',
    /\b(bath ?rooms?|full bath|half bath|shower|toilet|wc|en-?suite|bagno|bagni|ba[nñ]o|ba[nñ]os|salle (de bain|d'eau)|badezimmer|banheiro|casa de banho)\b/i,
  ],
  [
    'bedroom',
    /\b(bed ?rooms?|master suite|camera( da letto| matrimoniale| doppia)?|dormitorio|habitaci[oó]n|rec[aá]mara|chambre|schlafzimmer|quarto|slaapkamer)\b/i,
  ],
  ['kitchen', /\b(kitchen(ette)?|cucina|angolo cottura|cocina|cuisine|k[uü]che|cozinha)\b/i],
  [
    'living room',
    /\b(living( room| area| space)?|lounge|sitting room|family room|den|salotto|soggiorno|sala( de estar)?|salon|s[eé]jour|wohnzimmer)\b/i,
  ],
  ['dining area', /\b(dining( room| area)?|sala da pranzo|comedor|salle [aà] manger|esszimmer)\b/i],
  ['workspace', /\b(workspace|office|desk|study|ufficio|oficina|bureau|arbeitszimmer)\b/i],
  ['laundry', /\b(laundry|utility room|lavanderia|buanderie|waschk[uü]che)\b/i],
  ['entrance', /\b(entrance|entry(way)?|hallway|foyer|ingresso|entrada|entr[eé]e|eingang)\b/i],
  ['pool', /\b(pool|piscina|piscine|schwimmbad)\b/i],
  [
    'outdoor space',
    /\b(patio|balcon(y|e|ies)?|terrace|terrazz[ao]|terraza|terrasse|garden|giardino|jard[ií]n|garten|back ?yard|yard|deck|porch|veranda|courtyard|cortile|outdoor)\b/i,
  ],
  ['exterior', /\b(exterior|facade|fa[cç]ade|building|esterno|outside|front of (the )?house)\b/i],
  ['view', /\b(views?|vista|panorama|vue|aussicht)\b/i],
  ['gym', /\b(gym|fitness|palestra|gimnasio)\b/i],
];

/** Labels that say nothing about the room ("Additional photos", Airbnb's bucket for unassigned photos). */
const GENERIC_LABEL =
  /\b(additional photos?|other photos?|altre foto|fotos adicionales|autres photos|weitere fotos|image \d+|immagine( numero)? \d+)\b/i;

const ORDINALS: Record<string, number> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  primo: 1,
  prima: 1,
  secondo: 2,
  seconda: 2,
  terzo: 3,
  terza: 3,
  primer: 1,
  primero: 1,
  segundo: 2,
  tercer: 3,
  tercero: 3,
};

function roomNumber(text: string): number | null {
  const digits = /\b(\d{1,2})\b/.exec(text);
  if (digits) return Number(digits[1]);
  const word = /\b([a-z]+)\b/gi;
  for (let m = word.exec(text); m; m = word.exec(text)) {
    const n = ORDINALS[m[1]!.toLowerCase()];
    if (n) return n;
  }
  return null;
}

/** The room type a text names first ("Bedroom with en-suite" is a bedroom). */
export function roomTypeOf(text: string): RoomType | null {
  let best: { type: RoomType; at: number; length: number } | null = null;
  for (const [type, pattern] of KEYWORDS) {
    const m = pattern.exec(text);
    if (!m) continue;
    // Earliest mention wins; at the same place the longer phrase ("sala da pranzo" over "sala").
    if (best === null || m.index < best.at || (m.index === best.at && m[0].length > best.length)) {
      best = { type, at: m.index, length: m[0].length };
    }
  }
  return best?.type ?? null;
}

function titleCase(type: RoomType): string {
  return type.charAt(0).toUpperCase() + type.slice(1);
}

/** Strip Airbnb's accessibility suffix ("Full kitchen image 1") from a label. */
function cleanLabel(label: string): string {
  return label.replace(/\s+(image|immagine|imagen|photo|foto)\s+\d+\s*$/i, '').trim();
}

export function roomOf(photo: Pick<ListingPhoto, 'roomLabel' | 'caption'>): RoomInfo | null {
  const label = photo.roomLabel ? cleanLabel(photo.roomLabel) : '';
  if (label && !GENERIC_LABEL.test(label)) {
    const type = roomTypeOf(label);
    if (type) return { type, key: `label:${label.toLowerCase()}`, name: label, number: roomNumber(label), source: 'label' };
  }
  const caption = photo.caption?.trim() ?? '';
  if (caption) {
    const type = roomTypeOf(caption);
    if (type) {
      const number = roomNumber(caption);
      return {
        type,
        key: `caption:${type}:${number ?? '-'}`,
        name: number ? `${titleCase(type)} ${number}` : titleCase(type),
        number,
        source: 'caption',
      };
    }
  }
  return null;
}

/** The category shown for a photo: the host's room label as written, else the room a caption names, else null. */
export function categoryOf(photo: Pick<ListingPhoto, 'roomLabel' | 'caption'>): string | null {
  const room = roomOf(photo);
  if (room) return room.name;
  const label = photo.roomLabel ? cleanLabel(photo.roomLabel) : '';
  return label && !GENERIC_LABEL.test(label) ? label : null;
}
