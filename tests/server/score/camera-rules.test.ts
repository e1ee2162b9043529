// Airbnb's camera and noise-monitor rules (since 30 April 2024) as the compliance report states them: an indoor
// camera is a critical problem, a device the texts mention but the listing does not declare is a warning, and
// only declared devices move the Optimization Score.
import type { AmenityItem, ComplianceItem, ListingContent } from '../../../contract/wire';
import { scoreOnOwnScales as score } from './helpers';
import { blankListing } from './fixtures';
import { checkOf } from './helpers';

const item = (title: string, subtitle: string | null = null): AmenityItem => ({ title, group: 'Home safety', available: true, subtitle });

function cameraFindings(overrides: Partial<ListingContent>): { items: ComplianceItem[]; cameraPoints: number } {
  const { recommendations } = score(blankListing(overrides));
  return {
    items: recommendations.compliance!.items.filter((i) => i.topic === 'cameras'),
    cameraPoints: checkOf(recommendations, 'amenities.cameras').points,
  };
}

const ids = (items: ComplianceItem[]) => items.map((i) => `${i.id}:${i.status}`);
const note = (text: string) => ({ descriptionSections: { 'Other things to note': text } });

describe('declared devices', () => {
  it('reports an indoor camera as a critical problem, and the score check withholds its points', () => {
    const { items, cameraPoints } = cameraFindings({ amenityDetails: [item('Indoor security camera', 'Living room')] });
    expect(ids(items)).toEqual(['cameras.indoor:problem']);
    expect(items[0]).toMatchObject({ severity: 'critical', checkId: 'amenities.cameras' });
    expect(items[0]!.consequence).toContain('Airbnb removes listings');
    expect(cameraPoints).toBe(0);
  });

  it('asks where an outdoor camera is when the listing does not say', () => {
    const { items } = cameraFindings({ amenityDetails: [item('Exterior security cameras on property')] });
    expect(ids(items)).toEqual(['cameras.placement:warning']);
  });

  it('is content with an outdoor camera disclosed with its location', () => {
    const { items } = cameraFindings({ amenityDetails: [item('Exterior security cameras on property', 'Camera over the front gate')] });
    expect(items).toEqual([expect.objectContaining({ id: 'cameras', status: 'ok', title: 'Outdoor camera disclosed with its location' })]);
  });

  it('ignores a camera the page lists as not included', () => {
    const details = [{ ...item('Exterior security cameras on property'), available: false }];
    expect(ids(cameraFindings({ amenityDetails: details, language: 'it' }).items)).toEqual(['cameras:ok']);
  });
});

describe('devices the listing texts mention', () => {
  it('flags an indoor camera named in the description, without changing the score', () => {
    const { items, cameraPoints } = cameraFindings(note('For your safety there is a security camera in the living room.'));
    expect(ids(items)).toEqual(['cameras.indoor-mentioned:problem']);
    expect(items[0]!.evidence).toBe('"For your safety there is a security camera in the living room." in Other things to note.');
    expect(cameraPoints).toBe(10);
  });

  it('warns about an outdoor camera that is mentioned but not declared, and says how to disclose it', () => {
    const { items } = cameraFindings(note('A camera covers the driveway at night.'));
    expect(ids(items)).toEqual(['cameras.undisclosed:warning']);
    expect(items[0]!.fix).toContain('Safety devices');
  });

  it('finds no problem once the mentioned camera is declared', () => {
    const declared = { amenityDetails: [item('Exterior security cameras on property', 'Driveway')] };
    expect(ids(cameraFindings({ ...declared, ...note('A camera covers the driveway at night.') }).items)).toEqual(['cameras:ok']);
  });

  it('reads house rules too, and other languages', () => {
    expect(ids(cameraFindings({ houseRules: ['Telecamera di videosorveglianza in soggiorno'], language: 'it' }).items)).toEqual([
      'cameras.indoor-mentioned:problem',
    ]);
    expect(ids(cameraFindings({ ...note('Hay una cámara de seguridad en la entrada.'), language: 'es' }).items)).toEqual([
      'cameras.undisclosed:warning',
    ]);
  });

  it('does not take an Italian bedroom ("camera da letto") for a camera', () => {
    const it = { language: 'it', ...note('La camera da letto ha un letto matrimoniale e un armadio.') };
    expect(ids(cameraFindings(it).items)).toEqual(['cameras:ok']);
  });

  it('does not take a camera for photos for a surveillance camera', () => {
    expect(ids(cameraFindings(note('Great light for photographers: bring your camera for the sunset views.')).items)).toEqual([
      'cameras:ok',
    ]);
  });

  it('does not flag texts that say there are no cameras', () => {
    for (const text of ['There are no cameras on the property.', 'Nessuna telecamera in casa.', 'Sin cámaras de seguridad.']) {
      expect(ids(cameraFindings(note(text)).items)).toEqual(['cameras:ok']);
    }
  });

  it('flags a camera over a sauna or an outdoor shower', () => {
    expect(ids(cameraFindings(note('An outdoor camera watches the garden and the sauna.')).items)).toEqual([
      'cameras.private-area:problem',
    ]);
  });

  it('wants noise monitors declared, and never in bedrooms or bathrooms', () => {
    expect(ids(cameraFindings(note('A noise monitor in the hallway measures decibels only.')).items)).toEqual([
      'cameras.noise-monitor-undisclosed:warning',
    ]);
    expect(ids(cameraFindings(note('There is a noise sensor in the bedroom.')).items)).toEqual(['cameras.noise-monitor-placement:problem']);
    const declared = { detailedAmenities: { safety: ['Noise decibel monitors on property'] } };
    expect(ids(cameraFindings({ ...declared, ...note('A noise monitor in the hallway measures decibels only.') }).items)).toEqual([
      'cameras:ok',
    ]);
  });
});

describe('the compliance report', () => {
  it('puts critical problems before warnings and what is in order, and mirrors the alarm checks', () => {
    const { recommendations } = score(
      blankListing({
        amenities: ['Smoke alarm'],
        amenityDetails: [item('Indoor security camera', 'Hallway')],
      }),
    );
    expect(recommendations.compliance!.items.map((i) => `${i.id}:${i.status}`)).toEqual([
      'cameras.indoor:problem',
      'safety.co-alarm:warning',
      'registration:unchecked',
      'safety.smoke-alarm:ok',
    ]);
  });
});
