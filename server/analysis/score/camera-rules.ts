// Airbnb's rules for cameras and noise monitors (Help 887 and 2914, in force since 30 April 2024), read from what
// the listing declares under safety devices and from what its own texts say. These findings go into the
// compliance report; only declared devices move the Optimization Score (amenities.cameras), so writing a text
// can never lower a score (docs/scoring.md, "What is deliberately not scored").

import type { ComplianceItem, ListingContent } from '../../../contract/wire';
import type { RuleResult } from './check';
import type { ListingView } from './listing-view';
import { SOURCES } from './sources';
import { textIndex, type TextIndex } from './terms';
import { fold, quote, visibleText } from './text-length';
import { CAMERA, INDOOR, Terms } from './vocabulary';

// Words that name a surveillance camera on their own, and plain words for "camera" that only count with a
// surveillance word in the same sentence ("bring your camera for the views" is not a disclosure).
const CAMERA_WORDS = new Terms([
  ...CAMERA.terms.filter((t) => t !== 'kamera' && t !== 'kameras'),
  'ring doorbell',
  'videocamera di sorveglianza',
  'videosorvegliato',
  'videosorvegliata',
  'videovigilancia',
  'videosurveillance',
  'video surveillance',
  'videouberwachung',
  'cameras de vigilancia',
  'camara de vigilancia',
  'camaras de vigilancia',
]);
const PLAIN_CAMERA = ['camera', 'cameras', 'camara', 'camaras', 'kamera', 'kameras', 'videocamera', 'videocamere'];
const PLAIN_CAMERA_WORDS = new Terms(PLAIN_CAMERA);
/** "camera" means a room in Italian and Romanian: on those pages only the other words count. */
const PLAIN_CAMERA_WORDS_NOT_ROOM = new Terms(PLAIN_CAMERA.filter((t) => t !== 'camera' && t !== 'cameras'));
const SURVEILLANCE_CONTEXT = new Terms([
  'security',
  'surveillance',
  'monitor',
  'monitors',
  'monitoring',
  'record',
  'records',
  'recording',
  'covers',
  'covering',
  'watches',
  'watching',
  'facing',
  'pointed',
  'installed',
  'mounted',
  'outside',
  'outdoor',
  'outdoors',
  'exterior',
  'entrance',
  'front door',
  'gate',
  'driveway',
  'garage',
  'porch',
  'sorveglianza',
  'registra',
  'seguridad',
  'vigilancia',
  'graba',
  'seguranca',
  'grava',
  'enregistre',
  'uberwachung',
  'aufzeichnung',
]);

const NOISE_MONITOR = new Terms([
  'noise monitor',
  'noise monitors',
  'noise monitoring',
  'noise decibel monitor',
  'noise decibel monitors',
  'decibel monitor',
  'decibel monitors',
  'noise sensor',
  'noise sensors',
  'sound monitor',
  'noise detector',
  'noiseaware',
  'sensore di rumore',
  'sensori di rumore',
  'rilevatore di rumore',
  'monitoraggio del rumore',
  'misuratore di decibel',
  'sensor de ruido',
  'sensores de ruido',
  'monitor de ruido',
  'medidor de ruido',
  'medidor de decibeis',
  'capteur de bruit',
  'capteurs de bruit',
  'detecteur de bruit',
  'gerauschsensor',
  'larmsensor',
  'dezibelmesser',
]);

const NEGATION =
  /(?:^|[^\p{L}])(no|not|never|without|nessun|nessuna|non ci sono|non ce|senza|ningun|ninguna|no hay|sin|sem|nenhum|nenhuma|nao ha|aucun|aucune|pas de|sans|kein|keine)(?:[^\p{L}]|$)/u;
const OUTDOOR = new Terms([
  'outdoor',
  'outdoors',
  'outside',
  'exterior',
  'front door',
  'entrance',
  'gate',
  'driveway',
  'garden',
  'yard',
  'patio',
  'parking',
  'porch',
  'doorbell',
  'pool',
  'esterno',
  'esterna',
  'esterne',
  'esterni',
  'ingresso',
  'cancello',
  'giardino',
  'parcheggio',
  'entrada',
  'jardin',
  'jardim',
  'portao',
  'portail',
  'exterieur',
  'exterieure',
  'aussen',
  'aussenbereich',
  'eingang',
  'garten',
]);
const INDOOR_PLACES = new Terms([
  ...INDOOR.terms,
  'indoors',
  'living room',
  'lounge',
  'hallway',
  'corridor',
  'kitchen',
  'bedroom',
  'bedrooms',
  'bathroom',
  'in the apartment',
  'in the flat',
  'in the house',
  'soggiorno',
  'salotto',
  'corridoio',
  'cucina',
  'camera da letto',
  'bagno',
  "all'interno",
  'salon',
  'pasillo',
  'cocina',
  'dormitorio',
  'bano',
  'sala de estar',
  'corredor',
  'cozinha',
  'banheiro',
  'couloir',
  'cuisine',
  'salle de bain',
  "a l'interieur",
  'wohnzimmer',
  'flur',
  'kuche',
  'schlafzimmer',
  'badezimmer',
  'innenbereich',
]);
const PRIVATE_OUTDOOR = new Terms(['sauna', 'outdoor shower', 'doccia esterna', 'ducha exterior', 'douche exterieure', 'aussendusche']);
const SLEEPING_OR_BATHING = new Terms([
  'bedroom',
  'bedrooms',
  'bathroom',
  'sleeping area',
  'camera da letto',
  'bagno',
  'dormitorio',
  'bano',
  'quarto',
  'banheiro',
  'chambre',
  'salle de bain',
  'schlafzimmer',
  'badezimmer',
]);

interface Mention {
  kind: 'camera' | 'noise';
  sentence: string;
  where: string;
}

function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?;])\s+|\n+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

function negated(sentence: string, terms: Terms): boolean {
  const folded = fold(sentence);
  const hit = terms.find(sentence);
  const at = hit ? folded.indexOf(fold(hit)) : -1;
  return NEGATION.test(at > 0 ? folded.slice(Math.max(0, at - 40), at) : '');
}

function namesCamera(sentence: TextIndex, plainWords: Terms): boolean {
  return CAMERA_WORDS.hasIn(sentence) || (plainWords.hasIn(sentence) && SURVEILLANCE_CONTEXT.hasIn(sentence));
}

/** Sentences of the listing's own texts (description sections, house rules) that mention cameras or noise monitors. */
export function deviceMentions(content: ListingContent): Mention[] {
  const plainWords = ['it', 'ro'].includes((content.language ?? '').slice(0, 2)) ? PLAIN_CAMERA_WORDS_NOT_ROOM : PLAIN_CAMERA_WORDS;
  const texts = [
    ...Object.entries(content.descriptionSections ?? {}).map(([where, text]) => ({ where, text: visibleText(text) })),
    { where: 'the house rules', text: (content.houseRules ?? []).map((r) => visibleText(r)).join('\n') },
  ];
  const out: Mention[] = [];
  for (const { where, text } of texts) {
    // Sentences split at spaces and line breaks, which is where the term lists' matches end, so a term a
    // sentence holds the whole text holds; most texts hold none, and need no splitting.
    const whole = textIndex(text);
    if (!NOISE_MONITOR.hasIn(whole) && !CAMERA_WORDS.hasIn(whole) && !plainWords.hasIn(whole)) continue;
    for (const sentence of sentences(text)) {
      // every sentence is asked about several term lists: it is looked up in the text index once
      const index = textIndex(sentence);
      if (NOISE_MONITOR.hasIn(index) && !negated(sentence, NOISE_MONITOR)) out.push({ kind: 'noise', sentence, where });
      else if (namesCamera(index, plainWords) && !negated(sentence, CAMERA_WORDS.hasIn(index) ? CAMERA_WORDS : plainWords)) {
        out.push({ kind: 'camera', sentence, where });
      }
    }
  }
  return out;
}

const under = (where: string) => (where === 'the house rules' ? 'in the house rules' : `in ${where}`);

function item(
  id: string,
  status: ComplianceItem['status'],
  title: string,
  evidence: string,
  fix: string | null,
  checkId: string | null = null,
): ComplianceItem {
  const severity = status === 'problem' ? 'critical' : status === 'warning' ? 'warning' : null;
  return {
    id,
    topic: 'cameras',
    status,
    severity,
    title,
    evidence,
    fix,
    consequence:
      status === 'problem'
        ? 'Airbnb removes listings and can suspend hosts that break its camera rules (Help 887); hidden and indoor cameras are never allowed.'
        : null,
    source: SOURCES.cameras,
    checkId,
  };
}

/** Camera and noise-monitor findings, from the declared devices (the amenities.cameras check) and the texts. */
export function cameraItems(view: ListingView, cameraCheck: RuleResult | undefined): ComplianceItem[] {
  const declared = [...view.amenities, ...view.safetyPresent];
  const declaredCamera = declared.some((l) => CAMERA.has(l));
  const declaredNoise = declared.some((l) => NOISE_MONITOR.has(l));
  const mentions = deviceMentions(view.content);
  const out: ComplianceItem[] = [];

  if (cameraCheck && cameraCheck.points === 0 && cameraCheck.maxPoints > 0) {
    out.push(item('cameras.indoor', 'problem', 'Indoor camera declared', cameraCheck.evidence, cameraCheck.fix, cameraCheck.id));
  }
  const cameraMentions = mentions.filter((m) => m.kind === 'camera');
  const indoor = cameraMentions.find((m) => INDOOR_PLACES.has(m.sentence) && !OUTDOOR.has(m.sentence));
  if (indoor) {
    out.push(
      item(
        'cameras.indoor-mentioned',
        'problem',
        'The listing text mentions an indoor camera',
        `${quote(indoor.sentence, 140)} ${under(indoor.where)}.`,
        'Remove every camera and recording device from inside the home, even switched off, and delete the mention: Airbnb has banned them since 30 April 2024.',
      ),
    );
  }
  const privateOutdoor = cameraMentions.find((m) => PRIVATE_OUTDOOR.has(m.sentence));
  if (privateOutdoor) {
    out.push(
      item(
        'cameras.private-area',
        'problem',
        'A camera near a sauna or outdoor shower',
        `${quote(privateOutdoor.sentence, 140)} ${under(privateOutdoor.where)}.`,
        'Point outdoor cameras away from enclosed outdoor showers and saunas: Airbnb does not allow cameras over areas where guests expect privacy.',
      ),
    );
  }
  const noiseInside = mentions.find((m) => m.kind === 'noise' && SLEEPING_OR_BATHING.has(m.sentence));
  if (noiseInside) {
    out.push(
      item(
        'cameras.noise-monitor-placement',
        'problem',
        'A noise monitor in a bedroom or bathroom',
        `${quote(noiseInside.sentence, 140)} ${under(noiseInside.where)}.`,
        'Move noise monitors out of bedrooms, bathrooms and sleeping areas; they may only measure sound levels in shared spaces.',
      ),
    );
  }
  const undisclosed = [
    ...(!declaredCamera && !indoor && !privateOutdoor ? cameraMentions.slice(0, 1) : []),
    ...(!declaredNoise && !noiseInside ? mentions.filter((m) => m.kind === 'noise').slice(0, 1) : []),
  ];
  for (const m of undisclosed) {
    const device = m.kind === 'camera' ? 'camera' : 'noise monitor';
    out.push(
      item(
        m.kind === 'camera' ? 'cameras.undisclosed' : 'cameras.noise-monitor-undisclosed',
        'warning',
        `A ${device} is mentioned but not declared`,
        `${quote(m.sentence, 140)} ${under(m.where)}, but no ${device} is declared under the listing's safety devices.`,
        m.kind === 'camera'
          ? 'Declare the camera in the Listing editor under Safety devices, saying where it is (e.g. "camera over the front door"), before guests book.'
          : 'Declare the noise decibel monitor in the Listing editor under Safety devices before guests book.',
      ),
    );
  }
  if (cameraCheck && cameraCheck.points > 0 && cameraCheck.points < cameraCheck.maxPoints) {
    out.push(
      item(
        'cameras.placement',
        'warning',
        'Outdoor camera declared without its location',
        cameraCheck.evidence,
        cameraCheck.fix,
        cameraCheck.id,
      ),
    );
  }
  if (out.length === 0) {
    const title = declaredCamera
      ? 'Outdoor camera disclosed with its location'
      : declaredNoise
        ? 'Noise monitor disclosed'
        : 'No cameras or noise monitors declared or mentioned';
    out.push(item('cameras', 'ok', title, cameraCheck?.evidence ?? title, null, cameraCheck?.id ?? null));
  }
  return out;
}
