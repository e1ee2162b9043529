import { asArray, asText, decodeRelayId, get, isObject, objects, type Json } from '../text';

// Finds the StaysPdpSections payload in Airbnb's embedded state (airbnb-data.md sections 1-4) and tells the
// degraded cases apart: a bot block (PERMISSION_DENIED inside an HTTP 200), a skeleton page without data, and
// a saved page whose state belongs to another query.

export type PdpVintage = 'niobeClientData' | 'niobeMinimalClientData' | 'api-response';

export type PdpLocation =
  | { kind: 'payload'; payload: Json; vintage: PdpVintage; cacheKey: string | null }
  | { kind: 'blocked'; detail: string }
  | { kind: 'skeleton' }
  | { kind: 'empty'; detail: string }
  | { kind: 'wrong_page'; queries: string[] }
  | { kind: 'none' };

const PDP_PREFIX = 'StaysPdpSections';

function hasPdp(payload: unknown): boolean {
  return isObject(get(payload, 'data', 'presentation', 'stayProductDetailPage'));
}

function permissionError(payload: unknown): string | null {
  const errors = [...objects(get(payload, 'error', 'graphQLErrors')), ...objects(get(payload, 'errors'))];
  for (const e of errors) {
    const type = get(e, 'extensions', 'errorType');
    const message = asText(get(e, 'message'));
    if (type === 'PERMISSION_DENIED' || /status code 403|authorization error/i.test(message)) return asText(type) || message;
  }
  const message = asText(get(payload, 'error', 'message'));
  return /status code 403|authorization error|PERMISSION_DENIED/i.test(message) ? message : null;
}

function judge(payload: unknown, vintage: PdpVintage, cacheKey: string | null): PdpLocation {
  if (isObject(payload) && payload.skip === true) return { kind: 'skeleton' };
  if (cacheKey) {
    const variables = cacheKey.slice(cacheKey.indexOf(':') + 1);
    const id = /"id":"([^"]+)"/.exec(variables)?.[1];
    if (id && decodeRelayId(id)?.id === 'undefined') return { kind: 'skeleton' };
  }
  const denied = permissionError(payload);
  const sections = get(payload, 'data', 'presentation', 'stayProductDetailPage', 'sections');
  if (!isObject(sections)) {
    if (denied) return { kind: 'blocked', detail: denied };
    return { kind: 'empty', detail: asText(get(payload, 'error', 'message')) || 'no sections' };
  }
  if (!isObject(payload)) return { kind: 'none' };
  return { kind: 'payload', payload, vintage, cacheKey };
}

// A payload is found only under a "stayProductDetailPage" key, which a JSON text writes as it is or with \u escapes
// of some of its letters: a text with neither holds no payload (the test may say yes needlessly, never no). Both
// are looked for with includes() first: on a 200 KB state without them that takes half the time of one pattern.
const PAYLOAD_KEY = '"stayProductDetailPage"';
const ESCAPED_LETTER = /\\u00(?:4[1-9a-fA-F]|5[0-9aA]|6[1-9a-fA-F]|7[0-9aA])/;

/** Whether locatePdp could find a payload in the states parsed from these texts. */
export function mayHoldPdpPayload(texts: readonly string[]): boolean {
  return texts.some((text) => text.includes(PAYLOAD_KEY) || (text.includes('\\u00') && ESCAPED_LETTER.test(text)));
}

/** Looks through every embedded state of the page for the listing payload. */
export function locatePdp(states: readonly unknown[]): PdpLocation {
  const otherQueries: string[] = [];
  for (const state of states) {
    if (!isObject(state)) continue;
    // A saved API response or a bare payload: {data:{presentation:{stayProductDetailPage}}}
    if (hasPdp(state)) return judge(state, 'api-response', null);
    for (const vintage of ['niobeClientData', 'niobeMinimalClientData'] as const) {
      const entries = asArray(state[vintage] ?? get(state, 'bootstrapData', vintage));
      if (entries.length === 0) continue;
      const pairs = entries.filter(Array.isArray) as unknown[][];
      const byKey = pairs.find((p) => typeof p[0] === 'string' && p[0].startsWith(PDP_PREFIX));
      if (byKey) return judge(byKey[1], vintage, byKey[0] as string);
      // Console-copied pages lose the keys; fall back to the payload's own shape.
      const byShape = pairs.find((p) => (p[0] === null || p[0] === undefined) && hasPdp(p[1]));
      if (byShape) return judge(byShape[1], vintage, null);
      for (const p of pairs) if (typeof p[0] === 'string') otherQueries.push(p[0].split(':')[0]!);
    }
  }
  return otherQueries.length ? { kind: 'wrong_page', queries: otherQueries } : { kind: 'none' };
}

/** Accessors for one payload (airbnb-data.md section 5 names: SEC, SB, N, M, EV, SC). */
export interface Pdp {
  payload: Json;
  vintage: PdpVintage;
  cacheKey: string | null;
  /** SEC(id): a classic section's content; typename-only (migrated) and sentinel sections count as absent. */
  sec(sectionId: string, typename?: string): Json | undefined;
  /** All sections of a typename (older pages lack sectionIds). */
  secsByType(typename: string): Json[];
  /** SB(id): sbuiData section data. */
  sb(sectionId: string): Json | undefined;
  /** N: data.node.pdpPresentation (2026 migrated content). */
  N: Json | undefined;
  M: Json | undefined;
  EV: Json | undefined;
  SC: Json | undefined;
}

function hasContent(section: Json): boolean {
  return Object.entries(section).some(([k, v]) => k !== '__typename' && v !== null && v !== undefined);
}

export function pdpAccessors(payload: Json, vintage: PdpVintage, cacheKey: string | null): Pdp {
  const P = get(payload, 'data', 'presentation', 'stayProductDetailPage', 'sections') as Json;
  const containers = objects(P.sections);
  const byId = new Map<string, Json>();
  const byType = new Map<string, Json[]>();
  for (const container of containers) {
    const section = container.section;
    if (!isObject(section) || !hasContent(section) || section.__typename === 'SBUISentinelSection') continue;
    const id = typeof container.sectionId === 'string' ? container.sectionId : null;
    if (id && !byId.has(id)) byId.set(id, section);
    const type = typeof section.__typename === 'string' ? section.__typename : null;
    if (type) byType.set(type, [...(byType.get(type) ?? []), section]);
  }
  const sbui = new Map<string, Json>();
  for (const s of objects(get(P, 'sbuiData', 'sectionConfiguration', 'root', 'sections'))) {
    if (typeof s.sectionId === 'string' && isObject(s.sectionData)) sbui.set(s.sectionId, s.sectionData);
  }
  const M = isObject(P.metadata) ? P.metadata : undefined;
  const N = get(payload, 'data', 'node', 'pdpPresentation');
  return {
    payload,
    vintage,
    cacheKey,
    sec: (id, typename) => byId.get(id) ?? (typename ? byType.get(typename)?.[0] : undefined),
    secsByType: (typename) => byType.get(typename) ?? [],
    sb: (id) => sbui.get(id),
    N: isObject(N) && hasContent(N) ? N : undefined,
    M,
    EV: get(M, 'loggingContext', 'eventDataLogging') as Json | undefined,
    SC: get(M, 'sharingConfig') as Json | undefined,
  };
}
