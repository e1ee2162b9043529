import { notAssessed, plural, rule, type RuleResult } from './check';
import { isAbsentPhrase, type ListingView } from './listing-view';
import { SOURCES } from './sources';
import { countToJudge } from './stated-count';
import { textIndex, type TextIndex } from './terms';
import { fold } from './text-length';
import {
  CAMERA,
  CO_ALARM,
  ESSENTIAL_PARTS,
  ESSENTIALS,
  FIRE_EXTINGUISHER,
  FIRST_AID,
  INDOOR,
  SMOKE_ALARM,
  SOUGHT_AFTER,
  STAPLES,
  type Terms,
} from './vocabulary';

export const AMENITY_COUNT_BANDS = [
  { from: 15, points: 20 },
  { from: 10, points: 14 },
  { from: 5, points: 8 },
] as const;
export const SOUGHT_AFTER_BANDS = [
  { from: 4, points: 15 },
  { from: 3, points: 11 },
  { from: 2, points: 8 },
  { from: 1, points: 4 },
] as const;

export const AMENITY_POINTS = {
  count: 20,
  essentials: 10,
  staples: 15,
  soughtAfter: 15,
  smokeAlarm: 12,
  coAlarm: 10,
  safetyKit: 8,
  cameras: 10,
} as const;

// Some forty term lists are asked about every amenity line: each line is looked up in the text index once.
interface Lines {
  lines: readonly string[];
  indexes: readonly TextIndex[];
}

const indexed = (lines: readonly string[]): Lines => ({ lines, indexes: lines.map(textIndex) });

function firstMatch({ lines, indexes }: Lines, terms: Terms): string | null {
  for (let i = 0; i < lines.length; i++) if (terms.hasIn(indexes[i]!)) return lines[i]!;
  return null;
}

/** A safety device is declared when an amenity or a safety line names it without saying it is absent. */
function declared(amenities: Lines, safetyPresent: Lines, terms: Terms): string | null {
  return firstMatch(amenities, terms) ?? firstMatch(safetyPresent, terms);
}

function reportedAbsent(view: ListingView, terms: Terms): string | null {
  return view.safetyAll.find((l) => terms.has(l) && isAbsentPhrase(l)) ?? null;
}

export function amenityChecks(view: ListingView): RuleResult[] {
  const P = AMENITY_POINTS;
  const cat = 'amenities' as const;
  const list = view.amenities;
  const lines = indexed(list);
  const safetyPresent = indexed(view.safetyPresent);
  const n = list.length;
  const out: RuleResult[] = [];

  // Judged by the total the page states where it listed only the first few ("Show all 65 amenities").
  const judged = countToJudge(view.content, 'amenities', n);
  const examples = list
    .slice(0, 5)
    .map((a) => `"${a.split(':')[0]}"`)
    .join(', ');
  if (judged.count === null) {
    out.push(
      notAssessed({
        id: 'amenities.count',
        category: cat,
        label: 'a full amenity list',
        evidence: judged.note!,
        source: SOURCES.amenityCount,
      }),
    );
  } else {
    const count = judged.count;
    const band = AMENITY_COUNT_BANDS.find((b) => count >= b.from);
    out.push(
      rule({
        id: 'amenities.count',
        category: cat,
        label: 'a full amenity list',
        maxPoints: P.count,
        points: band?.points ?? 0,
        evidence: judged.note
          ? `${judged.note}${n ? ` Listed: ${examples}.` : ''}`
          : n === 0
            ? 'No amenities listed.'
            : `${plural(n, 'amenity', 'amenities')} listed, e.g. ${examples}.`,
        source: SOURCES.amenityCount,
        fix:
          count < 5
            ? 'List at least 5 amenities (the channel minimum); tick everything you offer, guests filter by them.'
            : 'Tick every amenity you offer (15 or more): guests filter searches by amenities.',
      }),
    );
  }

  const essentials = firstMatch(lines, ESSENTIALS);
  const parts = ESSENTIAL_PARTS.filter((p) => firstMatch(lines, p.terms));
  const partsMissing = ESSENTIAL_PARTS.filter((p) => !parts.includes(p)).map((p) => p.label);
  out.push(
    rule({
      id: 'amenities.essentials',
      category: cat,
      label: 'Essentials provided',
      maxPoints: P.essentials,
      points: essentials || parts.length === ESSENTIAL_PARTS.length ? P.essentials : parts.length > 0 ? P.essentials / 2 : 0,
      evidence: essentials
        ? `"${essentials.split(':')[0]}" is ticked.`
        : parts.length
          ? `"Essentials" is not ticked; listed: ${parts.map((p) => p.label).join(', ')}; not listed: ${partsMissing.join(', ')}.`
          : '"Essentials" (towels, bed linen, soap, toilet paper) is not ticked.',
      source: SOURCES.amenityEssentials,
      // The parts already listed are not asked for again.
      fix: parts.length
        ? `Provide ${partsMissing.join(', ')} as well for every guest, then tick "Essentials" (tick it only if all are there: Airbnb penalises a false tick).`
        : 'Provide towels, bed linen, soap and toilet paper for every guest and tick "Essentials" (tick it only if all are there: Airbnb penalises a false tick).',
    }),
  );

  const staples = STAPLES.filter((s) => firstMatch(lines, s.terms));
  const stapleMissing = STAPLES.filter((s) => !staples.includes(s));
  out.push(
    rule({
      id: 'amenities.staples',
      category: cat,
      label: 'the basics guests expect',
      maxPoints: P.staples,
      points: staples.reduce((sum, s) => sum + s.points, 0),
      evidence: `${staples.length} of ${STAPLES.length} basics listed${staples.length ? `: ${staples.map((s) => s.label).join(', ')}` : ''}${stapleMissing.length ? `; missing: ${stapleMissing.map((s) => s.label).join(', ')}` : ''}.`,
      source: SOURCES.amenityStaples,
      fix: `If you offer them, tick ${stapleMissing.map((s) => s.label).join(', ')}; if not, say so in Other things to note.`,
    }),
  );

  const sought = SOUGHT_AFTER.filter((s) => firstMatch(lines, s.terms));
  const soughtBand = SOUGHT_AFTER_BANDS.find((b) => sought.length >= b.from);
  out.push(
    rule({
      id: 'amenities.sought-after',
      category: cat,
      label: 'features guests filter for',
      maxPoints: P.soughtAfter,
      points: soughtBand?.points ?? 0,
      evidence: sought.length
        ? `${plural(sought.length, 'sought-after feature')}: ${sought.map((s) => s.label).join(', ')}.`
        : 'No sought-after feature (pool, hot tub, workspace, free parking, self check-in, pets allowed...) listed.',
      source: SOURCES.amenitySought,
      fix: `Tick the sought-after features you have (e.g. ${SOUGHT_AFTER.filter((s) => !sought.includes(s))
        .slice(0, 4)
        .map((s) => s.label)
        .join(', ')}): listings with them show up in filtered searches.`,
    }),
  );

  // Smoke and carbon monoxide alarms: declared, reported absent by the page itself, or not mentioned.
  const alarms = [
    {
      id: 'amenities.smoke-alarm',
      name: 'smoke alarm',
      pattern: SMOKE_ALARM,
      maxPoints: P.smokeAlarm,
      source: SOURCES.smokeAlarm,
      fix: 'Fit a smoke alarm on every level and outside each sleeping area, test it, and declare it under Safety devices (Airbnb offers free alarms to eligible hosts).',
    },
    {
      id: 'amenities.co-alarm',
      name: 'carbon monoxide alarm',
      pattern: CO_ALARM,
      maxPoints: P.coAlarm,
      source: SOURCES.coAlarm,
      fix: 'Fit a carbon monoxide alarm near every sleeping area and declare it under Safety devices.',
    },
  ];
  for (const alarm of alarms) {
    const found = declared(lines, safetyPresent, alarm.pattern);
    const absent = reportedAbsent(view, alarm.pattern);
    out.push(
      rule({
        id: alarm.id,
        category: cat,
        label: `${alarm.name} declared`,
        maxPoints: alarm.maxPoints,
        points: found ? alarm.maxPoints : 0,
        evidence: found ? `Declared: "${found.split(':')[0]}".` : absent ? `The page says: "${absent}".` : `No ${alarm.name} declared.`,
        source: alarm.source,
        fix: alarm.fix,
      }),
    );
  }

  const extinguisher = declared(lines, safetyPresent, FIRE_EXTINGUISHER);
  const firstAid = declared(lines, safetyPresent, FIRST_AID);
  out.push(
    rule({
      id: 'amenities.safety-kit',
      category: cat,
      label: 'fire extinguisher and first aid kit',
      maxPoints: P.safetyKit,
      points: (extinguisher ? P.safetyKit / 2 : 0) + (firstAid ? P.safetyKit / 2 : 0),
      evidence: `Fire extinguisher: ${extinguisher ? 'listed' : 'not listed'}; first aid kit: ${firstAid ? 'listed' : 'not listed'}.`,
      source: SOURCES.safetyKit,
      fix: `Provide and list ${[!extinguisher && 'a fire extinguisher', !firstAid && 'a first aid kit'].filter(Boolean).join(' and ')}.`,
    }),
  );

  // Cameras: only what the listing declares (amenities and safety lines); absent or "not present" lines excluded.
  const cameras = [...view.amenities, ...view.safetyPresent].filter((l) => CAMERA.has(l));
  const indoor = cameras.filter((l) => INDOOR.has(l.split(':')[0] ?? l));
  // the page may list a camera twice (amenity and safety line); it is disclosed once any line says where it is
  const placed = cameras.find(
    (l) =>
      l.includes(':') ||
      /\b(front|back|gate|door|entrance|driveway|garden|yard|parking|ingresso|cancello|porta|portone|giardino|entrada|portao|jardim|puerta|jardin|portail|entree|eingang)\b/.test(
        fold(l),
      ),
  );
  const withoutPlace = placed ? [] : cameras;
  const cameraPoints = cameras.length === 0 ? P.cameras : indoor.length ? 0 : withoutPlace.length ? 6 : P.cameras;
  out.push(
    rule({
      id: 'amenities.cameras',
      category: cat,
      label: 'cameras disclosed as Airbnb requires',
      maxPoints: P.cameras,
      points: cameraPoints,
      evidence:
        cameras.length === 0
          ? 'No cameras or recording devices declared.'
          : indoor.length
            ? `Declares an indoor camera: "${indoor[0]}".`
            : withoutPlace.length
              ? `Declares "${withoutPlace[0]}" without saying where it is.`
              : `Declares "${placed}", saying where it is.`,
      source: SOURCES.cameras,
      fix: indoor.length
        ? 'Remove indoor cameras: Airbnb has banned them, even switched off, since 30 April 2024.'
        : 'Say where each outdoor camera is and what it covers (e.g. "front door, covers the entrance"), as Airbnb requires.',
    }),
  );
  return out;
}
