import type { AmenityItem } from '../../../contract/wire';
import { unique } from './text';

// Which amenities count as safety features (spec: the safety grade counts them). Icons are language-neutral;
// group titles are the fallback for pages without icons. Camera disclosures are not safety devices.

const SAFETY_ICONS = new Set([
  'SYSTEM_DETECTOR_SMOKE',
  'SYSTEM_DETECTOR_CO2',
  'SYSTEM_DETECTOR_CO',
  'SYSTEM_FIRE_EXTINGUISHER',
  'SYSTEM_FIRST_AID_KIT',
  'SYSTEM_LOCK_ON_DOOR',
  'SYSTEM_FIRE_ALARM',
  'SYSTEM_EMERGENCY_EXIT',
  'SYSTEM_SAFETY_CARD',
  'SYSTEM_BABY_SAFETY_GATES',
  'SYSTEM_FIREPLACE_GUARDS',
  'SYSTEM_OUTLET_COVERS',
]);
const SAFETY_GROUP = /safety|sicurezza|seguridad|s[ée]curit[ée]|sicherheit|seguran[çc]a|veiligheid/i;
const SAFETY_WORDS =
  /smoke (alarm|detector)|carbon monoxide (alarm|detector)|co alarm|fire extinguisher|first aid|lock on (bedroom )?door|fire alarm|emergency exit|safety card|rilevatore di fumo|allarme antincendio|estintore|primo soccorso|detector de humo|extintor|botiqu[íi]n|d[ée]tecteur de fum[ée]e|extincteur|trousse de (premiers )?secours|rauchmelder|feuerl[öo]scher|erste-hilfe/i;
const NOT_SAFETY =
  /security camera|cameras? on|telecamer|c[áa]mara|caméra|kamera|not reported|non segnalat|no reportad|non signal|nicht gemeldet|no (smoke|carbon)/i;

export interface AmenityWithIcon extends AmenityItem {
  icon?: string | null;
}

export function isSafetyAmenity(item: AmenityWithIcon): boolean {
  if (!item.available) return false;
  if (item.icon?.startsWith('SYSTEM_NO_') || /SURVEILLANCE|CAMERA/.test(item.icon ?? '')) return false;
  if (item.icon && SAFETY_ICONS.has(item.icon)) return true;
  if (NOT_SAFETY.test(item.title)) return false;
  return SAFETY_WORDS.test(item.title) || (item.group !== null && SAFETY_GROUP.test(item.group));
}

export function safetyFeatures(items: AmenityWithIcon[]): string[] {
  return unique(
    items.filter(isSafetyAmenity).map((i) => i.title),
    (t) => t.toLowerCase(),
  );
}

// The device a safety line names, so that the amenity list's "Allarme antincendio" and the policies' "Rilevatore di
// fumo" or "Allarme antincendio installato" count as one smoke alarm.
const DEVICE_ICONS: Record<string, string> = {
  SYSTEM_DETECTOR_SMOKE: 'smoke',
  SYSTEM_FIRE_ALARM: 'smoke',
  SYSTEM_DETECTOR_CO2: 'co',
  SYSTEM_DETECTOR_CO: 'co',
  SYSTEM_FIRE_EXTINGUISHER: 'extinguisher',
  SYSTEM_FIRST_AID_KIT: 'first-aid',
  SYSTEM_LOCK_ON_DOOR: 'lock',
};
const DEVICE_WORDS: [string, RegExp][] = [
  ['co', /carbon monoxide|\bco (alarm|detector)|monossido|mon[óo]xido|monoxyde|kohlenmonoxid/i],
  ['smoke', /smoke|\bfumo\b|\bhumo\b|fum[ée]e|rauch|allarme antincendio|fire alarm/i],
  ['extinguisher', /extinguisher|estintore|extintor|extincteur|feuerl[öo]scher/i],
  ['first-aid', /first aid|primo soccorso|botiqu[íi]n|premiers secours|erste-hilfe|primeiros socorros/i],
  ['lock', /lock on|serratura|cerradura|verrou|schloss/i],
];

function deviceOf(item: AmenityWithIcon): string {
  const byIcon = item.icon ? DEVICE_ICONS[item.icon] : undefined;
  if (byIcon) return byIcon;
  return DEVICE_WORDS.find(([, words]) => words.test(item.title))?.[0] ?? item.title.toLowerCase();
}

/**
 * The safety devices the listing has, from its amenities and from the policies' own safety list: a device either
 * list names counts once, under the amenity list's name when it has one.
 */
export function safetyDevices(amenities: AmenityWithIcon[], policyLines: AmenityWithIcon[]): string[] {
  return unique([...amenities, ...policyLines].filter(isSafetyAmenity), deviceOf).map((i) => i.title);
}

export function availableTitles(items: AmenityItem[]): string[] {
  return unique(
    items.filter((i) => i.available).map((i) => i.title),
    (t) => t.toLowerCase(),
  );
}

/** Plain amenity details without the icon helper field. */
export function withoutIcons(items: AmenityWithIcon[]): AmenityItem[] {
  return items.map(({ title, group, available, subtitle }) => ({ title, group, available, subtitle }));
}
