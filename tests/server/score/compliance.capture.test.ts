// The real Milano page (../shared/fixtures/airbnb, third-party data read in place, never copied): its CIN is
// recognised and named, the same page without the code is flagged, and its Guest Favourite badge is read.
// The Ahmedabad page shows the other side: no registration rule in India, and categories that hold it back.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ListingContent } from '../../../contract/wire';
import { extractListing } from '../../../server/analysis/extract';
import { score } from '../../../server/analysis/score';
import { checkOf } from './helpers';
import { report } from '../../support/report';

const DIR = process.env.AIRBNB_FIXTURES ?? path.resolve(process.cwd(), '..', 'shared', 'fixtures', 'airbnb');
const MILANO = path.join(DIR, '2026-05_ssr_deferred-state-niobeClientData_it-IT_1438101512728990114.html');
const AHMEDABAD = path.join(DIR, '2026-04_deferred-state-json_niobeClientData_en_1515049444316122693.json');
const CODE = 'IT015146C24Q9YRYY3';

function read(raw: string, url: string): ListingContent {
  const result = extractListing(raw, { url, canonicalUrl: url, fetchedAt: '2026-11-01T00:00:00.000Z' });
  if (result.status !== 'listing') throw new Error(`capture read as ${result.status}`);
  return result.content;
}

if (!existsSync(MILANO) || !existsSync(AHMEDABAD)) {
  it('did not run: the real captures are not in ../shared/fixtures/airbnb', () => {
    report(`compliance.capture: DID NOT RUN. No captures at ${DIR}.`);
    expect(existsSync(MILANO) && existsSync(AHMEDABAD)).toBe(false);
  });
} else {
  const raw = readFileSync(MILANO, 'utf8');
  const milanoUrl = 'https://www.airbnb.it/rooms/1438101512728990114';

  describe('the Milano capture', () => {
    const content = read(raw, milanoUrl);
    const { recommendations } = score(content);
    const compliance = recommendations.compliance!;

    it('recognises the CIN in its Registration details and names the code in the evidence', () => {
      expect(checkOf(recommendations, 'description.registration-number')).toMatchObject({
        points: 15,
        maxPoints: 15,
        evidence: `Registration code ${CODE} shown (Italy's CIN) under Registration details.`,
        fix: null,
      });
      expect(compliance.place).toBe('Milano, Lombardia, Italia');
      expect(compliance.registration).toMatchObject({ ruleId: 'it-cin', number: CODE, formatOk: true });
      expect(compliance.items.find((i) => i.id === 'registration')).toMatchObject({
        status: 'ok',
        title: `Registration code ${CODE} shown (Italy's CIN)`,
      });
    });

    it('does not take the camera the page lists as not included for a camera', () => {
      expect(compliance.items.filter((i) => i.topic === 'cameras').map((i) => i.id)).toEqual(['cameras']);
    });

    it('reads the Guest Favourite badge and the six category ratings', () => {
      expect(content.guestFavourite).toBe(true);
      const gf = recommendations.guestFavourite!;
      expect(gf.status).toBe('holds-badge');
      expect(gf.categories.map((c) => c.rating)).toEqual([4.9, 4.9, 4.8, 4.9, 4.9, 4.9]);
    });
  });

  describe('the same page without its code', () => {
    const content = read(raw.split(CODE).join(''), milanoUrl);
    const { recommendations } = score(content);

    it('is flagged: the CIN is missing, with the fix and what is at stake', () => {
      expect(content.descriptionSections['Registration details']).toBeUndefined();
      const check = checkOf(recommendations, 'description.registration-number');
      expect(check).toMatchObject({ points: 0, maxPoints: 15 });
      expect(check.fix).toContain('CIN (Codice Identificativo Nazionale)');
      expect(check.fix).toContain('bdsr.ministeroturismo.gov.it');
      const item = recommendations.compliance!.items[0]!;
      expect(item).toMatchObject({ id: 'registration', status: 'problem', severity: 'critical' });
      expect(item.consequence).toContain('€500–5,000');
    });
  });

  describe('the Ahmedabad capture', () => {
    const { recommendations } = score(read(readFileSync(AHMEDABAD, 'utf8'), 'https://www.airbnb.com/rooms/1515049444316122693'));

    it('gets no registration check (no known rule in India) and an outdoor camera disclosed with its place', () => {
      expect(recommendations.checks.some((c) => c.id === 'description.registration-number')).toBe(false);
      expect(recommendations.compliance!.registration).toBeNull();
      expect(recommendations.compliance!.items.find((i) => i.topic === 'cameras')).toMatchObject({ status: 'ok' });
    });

    it('is held back from Guest Favourite, most by its location rating', () => {
      const gf = recommendations.guestFavourite!;
      expect(gf.status).toBe('held-back');
      expect(gf.headline).toMatch(/^Guest Favourite: not yet\. Location \(4\.36\) holds it back most/);
    });
  });
}
