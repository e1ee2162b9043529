import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { measureImage } from '../../../../server/analysis/photos/image-metrics';
import { assessPhoto } from '../../../../server/analysis/photos/photo-assessment';
import { ANALYSIS_UNAVAILABLE } from '../../../../server/analysis/photos/types';
import {
  buildCalibrationSet,
  CAMERA_BLURRED_SOURCES,
  REAL_PHOTOS_DIR,
  SHARP_SOURCES,
  type CalibrationPhoto,
  type Truth,
} from '../../../support/server/real-photos';
import { cleanPhoto, sceneRaw } from '../../../support/server/synthetic-photos';
import { report } from '../../../support/report';

// The photo verdicts on real photographs (Debian's python3-skimage and opencv-doc sample images, unpacked by
// scripts/real-photos.sh), each at its native size and halved, as it is and with planted faults, plus photos
// the camera itself blurred. Prints the confusion table that docs/scoring.md quotes.

const VERDICTS = ['blurry', 'underexposed', 'overexposed', 'low_contrast', 'low_resolution'] as const;
type Verdict = (typeof VERDICTS)[number];
const HEADINGS: Record<Verdict, string> = {
  blurry: 'blurry',
  underexposed: 'dark',
  overexposed: 'blown',
  low_contrast: 'flat',
  low_resolution: 'small',
};
/** The verdict each planted or real fault must draw. */
const EXPECTED: Partial<Record<Truth, Verdict>> = {
  'gaussian blur': 'blurry',
  'motion blur': 'blurry',
  'camera blur': 'blurry',
  underexposed: 'underexposed',
  overexposed: 'overexposed',
  'low contrast': 'low_contrast',
};
const ROWS: Truth[] = ['sharp', 'gaussian blur', 'motion blur', 'camera blur', 'underexposed', 'overexposed', 'low contrast'];

interface Judged {
  photo: CalibrationPhoto;
  verdicts: Set<string>;
  width: number;
  height: number;
}

function table(judged: readonly Judged[], header: string): string {
  const lines = [header, `${'photos'.padEnd(26)}${'n'.padStart(4)}${VERDICTS.map((v) => HEADINGS[v].padStart(8)).join('')}`];
  for (const truth of ROWS) {
    for (const scale of ['native', 'half'] as const) {
      const rows = judged.filter((j) => j.photo.truth === truth && j.photo.scale === scale);
      if (rows.length === 0) continue;
      const counts = VERDICTS.map((v) => {
        const n = rows.filter((j) => j.verdicts.has(v)).length;
        // The expected verdict is marked: a count below n there is a miss, a count elsewhere is a false call.
        return `${EXPECTED[truth] === v ? '*' : ''}${n}`.padStart(8);
      });
      lines.push(
        `${`${truth}, ${scale === 'half' ? 'half size' : 'native'}`.padEnd(26)}${String(rows.length).padStart(4)}${counts.join('')}`,
      );
    }
  }
  const wrong = judged.flatMap((j) => {
    const expected = EXPECTED[j.photo.truth];
    const missed = expected && !j.verdicts.has(expected) ? [`missed ${expected}`] : [];
    const extra = (['blurry', 'underexposed', 'overexposed', 'low_contrast'] as const).filter((v) => v !== expected && j.verdicts.has(v));
    const said = [...missed, ...extra.map((v) => `called ${v}`)];
    return said.length > 0 ? [`  ${j.photo.name}: ${said.join(', ')}`] : [];
  });
  lines.push(
    "* = the verdict that row should draw. Misses, and verdicts beyond the row's own:",
    ...(wrong.length > 0 ? wrong : ['  none']),
  );
  return lines.join('\n');
}

const available = existsSync(join(REAL_PHOTOS_DIR, 'VERSIONS'));

async function verdictsOf(jpeg: Buffer): Promise<{ verdicts: Set<string>; width: number; height: number }> {
  const measurement = await measureImage(jpeg);
  const analysis = assessPhoto({ index: 3, url: 'photo', category: null, measurement, aiDescription: ANALYSIS_UNAVAILABLE });
  return { verdicts: new Set(analysis.technicalIssues), width: measurement.width, height: measurement.height };
}

describe('sharpness is judged where the photo has detail', () => {
  /** The room scene blurred all over except a sharp middle, as a lens at a wide aperture draws it. */
  async function softBackground(sharpShare: number): Promise<Buffer> {
    const { data, width, height } = sceneRaw({ seed: 3 });
    const raw = { raw: { width, height, channels: 3 as const } };
    const w = Math.round(width * Math.sqrt(sharpShare));
    const h = Math.round(height * Math.sqrt(sharpShare));
    const left = Math.round((width - w) / 2);
    const top = Math.round((height - h) / 2);
    const subject = await sharp(data, raw).extract({ left, top, width: w, height: h }).png().toBuffer();
    return sharp(await sharp(data, raw).blur(12).png().toBuffer())
      .composite([{ input: subject, left, top }])
      .jpeg({ quality: 88 })
      .toBuffer();
  }

  it('calls a sharp subject on a soft background sharp', async () => {
    expect((await verdictsOf(await softBackground(0.15))).verdicts).not.toContain('blurry');
  });

  it('still calls the photo blurry when nothing in it is sharp', async () => {
    const { data, width, height } = sceneRaw({ seed: 3 });
    const blurred = await sharp(data, { raw: { width, height, channels: 3 } })
      .blur(12)
      .jpeg({ quality: 88 })
      .toBuffer();
    expect((await verdictsOf(blurred)).verdicts).toContain('blurry');
  });

  it('judges a sharp photo made small as small, not blurry', async () => {
    const small = await sharp(await cleanPhoto({ seed: 2 }))
      .resize(400)
      .jpeg()
      .toBuffer();
    const { verdicts } = await verdictsOf(small);
    expect(verdicts).toContain('low_resolution');
    expect(verdicts).not.toContain('blurry');
  });
});

if (!available) {
  report(
    `Real-photo calibration did NOT run: no photos in ${REAL_PHOTOS_DIR}. Run scripts/real-photos.sh (it unpacks Debian's python3-skimage and opencv-doc there).`,
  );
} else {
  describe('photo verdicts on real photographs', () => {
    const judged: Judged[] = [];
    let missing: string[] = [];

    beforeAll(async () => {
      const set = await buildCalibrationSet();
      missing = set.missing;
      for (const photo of set.photos) judged.push({ photo, ...(await verdictsOf(photo.jpeg)) });
      const partly = missing.length > 0 ? ` (${missing.length} sources missing: ${missing.join(', ')})` : '';
      report(table(judged, `Photo verdicts on ${judged.length} real photographs from ${set.versions.join(', ')}${partly}:`));
    }, 240_000);

    const having = (truth: Truth) => judged.filter((j) => j.photo.truth === truth);
    const names = (rows: Judged[]) => rows.map((j) => j.photo.name);

    it('reads every source photo', () => {
      expect(missing).toEqual([]);
    });

    it('calls no sharp, well-lit photo blurry or dark, at its native size or halved', () => {
      expect(having('sharp')).toHaveLength(2 * SHARP_SOURCES.length);
      expect(names(having('sharp').filter((j) => j.verdicts.has('blurry') || j.verdicts.has('underexposed')))).toEqual([]);
    });

    it('does not call a sharp photo blurry when only its exposure or contrast is off', () => {
      const exposureFaults = judged.filter((j) => ['underexposed', 'overexposed', 'low contrast'].includes(j.photo.truth));
      expect(names(exposureFaults.filter((j) => j.verdicts.has('blurry')))).toEqual([]);
    });

    it.each(['gaussian blur', 'motion blur', 'underexposed', 'overexposed', 'low contrast'] as const)('names every planted %s', (truth) => {
      const expected = EXPECTED[truth]!;
      expect(having(truth)).toHaveLength(2 * SHARP_SOURCES.length);
      expect(names(having(truth).filter((j) => !j.verdicts.has(expected)))).toEqual([]);
    });

    it('calls the photos the camera blurred blurry', () => {
      expect(having('camera blur')).toHaveLength(2 * CAMERA_BLURRED_SOURCES.length);
      expect(names(having('camera blur').filter((j) => !j.verdicts.has('blurry')))).toEqual([]);
    });

    it('calls a photo low resolution exactly when it is under 1024x683, whatever its sharpness', () => {
      const small = (j: Judged) => Math.max(j.width, j.height) < 1024 || Math.min(j.width, j.height) < 683;
      expect(names(judged.filter((j) => small(j) !== j.verdicts.has('low_resolution')))).toEqual([]);
    });
  });
}
