import sharp from 'sharp';
import type { PhotoAnalysis } from '../../../../contract/wire';
import { measureImage, ImageDecodeError } from '../../../../server/analysis/photos/image-metrics';
import { assessPhoto, compositionOf, resolutionScore } from '../../../../server/analysis/photos/photo-assessment';
import { ANALYSIS_UNAVAILABLE } from '../../../../server/analysis/photos/types';
import {
  blownOutPhoto,
  blurredPhoto,
  cleanPhoto,
  darkPhoto,
  greyscalePhoto,
  lowContrastPhoto,
  portraitPhoto,
  sceneRaw,
  tinyPhoto,
} from '../../../support/server/synthetic-photos';

// Per-photo verdicts on generated photos with one known fault each.

async function analyse(image: Buffer | Promise<Buffer>, index = 3): Promise<PhotoAnalysis> {
  const measurement = await measureImage(await image);
  return assessPhoto({ index, url: `https://img.example/${index}.jpg`, category: null, measurement, aiDescription: ANALYSIS_UNAVAILABLE });
}

describe('a clean, well-lit, sharp 1440x960 photo', () => {
  it.each([1, 2, 3, 4])('has no technical issues and rates Excellent (room %i)', async (seed) => {
    const a = await analyse(cleanPhoto({ seed }));
    expect(a.technicalIssues).toEqual([]);
    expect(a.priority).toBe('low');
    expect(a.overallScore).toBeGreaterThanOrEqual(75);
    expect(a.qualityRating).toBe(a.overallScore / 10);
    expect(a).toMatchObject({ width: 1440, height: 960, aspectRatio: 1.5, composition: 'landscape 3:2', resolutionScore: 90, error: null });
    expect(a.lightingScore).toBeGreaterThanOrEqual(80);
    expect(a.features).toEqual(expect.arrayContaining(['high resolution', 'landscape', 'sharp', 'well exposed']));
    expect(a.aiDescription).toBe('Analysis unavailable');
  });

  it('is the hero image only in first place', async () => {
    const image = await cleanPhoto({ seed: 5 });
    expect((await analyse(image, 0)).isHeroImage).toBe(true);
    expect((await analyse(image, 1)).isHeroImage).toBe(false);
  });
});

describe('photos with a known fault', () => {
  it('calls a dark photo underexposed, with a low lighting score', async () => {
    const a = await analyse(darkPhoto({ seed: 2 }));
    expect(a.technicalIssues).toEqual(['underexposed']);
    expect(a.priority).toBe('high');
    expect(a.lightingScore).toBeLessThan(30);
    expect(a.overallScore).toBeLessThan(60);
    expect(a.features).not.toContain('bright');
  });

  it('calls a blown-out photo overexposed', async () => {
    const a = await analyse(blownOutPhoto({ seed: 3 }));
    expect(a.technicalIssues).toEqual(['overexposed']);
    expect(a.priority).toBe('high');
    expect(a.lightingScore).toBeLessThan(30);
    expect(a.overallScore).toBeLessThan(60);
  });

  it('calls a 640x427 photo low resolution and critical: under the 800x500 channel-manager line', async () => {
    const a = await analyse(tinyPhoto({ seed: 4 }));
    expect(a.technicalIssues).toEqual(['low_resolution']);
    expect(a.priority).toBe('critical');
    expect(a).toMatchObject({ width: 640, height: 427 });
    expect(a.resolutionScore).toBeLessThan(40);
    expect(a.overallScore).toBeLessThanOrEqual(35);
  });

  it('calls a 900x600 photo low resolution with high priority: under 1024x683, over 800x500', async () => {
    const a = await analyse(cleanPhoto({ seed: 4, width: 900, height: 600 }));
    expect(a.technicalIssues).toEqual(['low_resolution']);
    expect(a.priority).toBe('high');
  });

  it('calls the clean photo blurred blurry', async () => {
    // Sigma 8 on 1440 px is 1/180 of the long side, past the 1/200 the verdict is calibrated to name.
    const a = await analyse(blurredPhoto({ seed: 1 }, 8));
    expect(a.technicalIssues).toEqual(['blurry']);
    expect(a.priority).toBe('high');
    expect(a.overallScore).toBeLessThan(60);
    expect(a.features).not.toContain('sharp');
  });

  it('flags a portrait photo: high in the first five, medium after', async () => {
    const image = await portraitPhoto({ seed: 6 });
    const early = await analyse(image, 2);
    const late = await analyse(image, 7);
    expect(early.technicalIssues).toEqual(['portrait_orientation']);
    expect(early).toMatchObject({ width: 960, height: 1440, composition: 'portrait 2:3', priority: 'high' });
    expect(late.priority).toBe('medium');
    expect(late.overallScore).toBeLessThan(75);
  });

  it('calls a hazy photo low contrast, medium priority', async () => {
    const a = await analyse(lowContrastPhoto({ seed: 7 }));
    expect(a.technicalIssues).toEqual(['low_contrast']);
    expect(a.priority).toBe('medium');
    expect(a.overallScore).toBeLessThan(75);
  });

  it('calls a black-and-white photo black_and_white', async () => {
    const a = await analyse(greyscalePhoto({ seed: 8 }));
    expect(a.technicalIssues).toEqual(['black_and_white']);
    expect(a.priority).toBe('medium');
  });

  it('makes any serious fault on the cover critical', async () => {
    expect((await analyse(darkPhoto({ seed: 2 }), 0)).priority).toBe('critical');
    expect((await analyse(blurredPhoto({ seed: 2 }, 8), 0)).priority).toBe('critical');
  });

  it('makes two serious faults in one photo critical', async () => {
    const { data, width, height } = sceneRaw({ seed: 9 });
    const darkAndBlurred = await sharp(data, { raw: { width, height, channels: 3 } })
      .linear(0.25, 0)
      .blur(8)
      .jpeg()
      .toBuffer();
    const a = await analyse(darkAndBlurred, 6);
    expect(a.technicalIssues).toEqual(['underexposed', 'blurry']);
    expect(a.priority).toBe('critical');
    expect(a.overallScore).toBeLessThanOrEqual(40);
  });
});

describe('sizes and shapes', () => {
  it('scores resolution against 1024x683 and the larger recommended sizes', () => {
    expect(resolutionScore(640, 427)).toBe(32);
    expect(resolutionScore(800, 533)).toBe(40);
    expect(resolutionScore(1024, 683)).toBe(70);
    expect(resolutionScore(1200, 800)).toBe(80);
    expect(resolutionScore(1440, 960)).toBe(90);
    expect(resolutionScore(2048, 1365)).toBe(100);
    expect(resolutionScore(4000, 3000)).toBe(100);
    // Orientation-neutral: an upright photo is judged on its long and short sides.
    expect(resolutionScore(960, 1440)).toBe(90);
  });

  it('names the shape of a photo', () => {
    expect(compositionOf(1440, 960)).toBe('landscape 3:2');
    expect(compositionOf(1024, 768)).toBe('landscape 4:3');
    expect(compositionOf(1920, 1080)).toBe('landscape 16:9');
    expect(compositionOf(768, 1024)).toBe('portrait 3:4');
    expect(compositionOf(1000, 1000)).toBe('square');
    expect(compositionOf(3000, 1000)).toBe('panorama 3.0:1');
    expect(compositionOf(1600, 1000)).toBe('landscape 1.60:1');
  });

  it('reads the size of a photo stored turned, as it is shown', async () => {
    const upright = await sharp(await cleanPhoto({ seed: 1 }))
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const m = await measureImage(upright);
    expect({ width: m.width, height: m.height }).toEqual({ width: 960, height: 1440 });
  });

  it('rejects a file that is not an image', async () => {
    await expect(measureImage(Buffer.from('<html>Not found</html>'))).rejects.toBeInstanceOf(ImageDecodeError);
  });

  it('refuses vector images: a listing photo is never one', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="1440" height="960"><rect width="1440" height="960" fill="#abc"/></svg>',
    );
    await expect(measureImage(svg)).rejects.toThrow('A svg file is not a photo.');
  });

  it('reads PNG and WebP photos too', async () => {
    const jpeg = await cleanPhoto({ seed: 2, width: 1200, height: 800 });
    for (const encoded of [await sharp(jpeg).png().toBuffer(), await sharp(jpeg).webp().toBuffer()]) {
      const m = await measureImage(encoded);
      expect({ width: m.width, height: m.height }).toEqual({ width: 1200, height: 800 });
      expect(m.pixels.sharpness.blur).toBeLessThan(0.3);
    }
  });
});
