import { analysePhotos, PHOTO_LIMITS } from '../../../server/photos/photos.service';
import type { DescribeImage, FetchImage } from '../../../server/analysis/photos/types';
import { listingWith, photo } from '../../support/server/photo-listings';
import { cleanPhoto } from '../../support/server/synthetic-photos';

// How the service drives the downloader and the optional vision model.

let image: Buffer;
beforeAll(async () => {
  image = await cleanPhoto({ seed: 3 });
});

const urls = (n: number) => Array.from({ length: n }, (_, i) => `https://photos.example/${i}.jpg`);

describe('downloading', () => {
  it('downloads a few photos at a time, within the size and time bounds', async () => {
    let inFlight = 0;
    let most = 0;
    const seen: { url: string; maxBytes: number; timeoutMs: number }[] = [];
    const fetchImage: FetchImage = async (url, options) => {
      seen.push({ url, ...options });
      inFlight++;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setImmediate(resolve));
      inFlight--;
      return image;
    };
    const progress: number[] = [];
    await analysePhotos(listingWith(urls(10).map((u) => photo(u))), { fetchImage, onProgress: ({ done }) => progress.push(done) });
    expect(most).toBe(PHOTO_LIMITS.concurrency);
    expect(seen).toHaveLength(10);
    expect(seen.every((s) => s.maxBytes === 20 * 1024 * 1024 && s.timeoutMs === 20_000)).toBe(true);
    expect(progress).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('asks Airbnb for the 1440 px copy', async () => {
    const asked: string[] = [];
    const fetchImage: FetchImage = async (url) => (asked.push(url), image);
    const airbnb = 'https://a0.muscache.com/im/pictures/miso/Hosting-1/original/x.jpeg?im_w=720';
    await analysePhotos(listingWith([photo(airbnb)]), { fetchImage });
    expect(asked).toEqual(['https://a0.muscache.com/im/pictures/miso/Hosting-1/original/x.jpeg?im_w=1440']);
  });

  it('judges resolution by the original size the listing states, when it has the same shape', async () => {
    const fetchImage: FetchImage = async () => image;
    const stated = photo('https://photos.example/a.jpg', { width: 2048, height: 1365 });
    const otherShape = photo('https://photos.example/b.jpg', { width: 2048, height: 2048 });
    const result = await analysePhotos(listingWith([stated, otherShape]), { fetchImage });
    expect(result.photos[0]!.analysis).toMatchObject({ width: 2048, height: 1365, resolutionScore: 100 });
    expect(result.photos[1]!.analysis).toMatchObject({ width: 1440, height: 960, resolutionScore: 90 });
  });

  it('records the photos it had no time left for and still answers', async () => {
    let now = 0;
    const fetchImage: FetchImage = async () => {
      now += 60_000;
      return image;
    };
    const result = await analysePhotos(listingWith(urls(8).map((u) => photo(u))), { fetchImage, clock: () => now, concurrency: 1 });
    const late = result.photos.filter((p) => p.analysis.error === 'Not analysed: the photo analysis ran out of time.');
    expect(result.photos.filter((p) => !p.analysis.error)).toHaveLength(6);
    expect(late.map((p) => p.analysis.photoIndex)).toEqual([6, 7]);
  });
});

describe('descriptions', () => {
  it("says 'Analysis unavailable' without a vision model", async () => {
    const result = await analysePhotos(listingWith([photo('https://photos.example/a.jpg')]), { fetchImage: async () => image });
    expect(result.photos[0]!.analysis.aiDescription).toBe('Analysis unavailable');
  });

  it("uses the vision model's description, shortened to 250 characters, with the photo's context", async () => {
    const asked: unknown[] = [];
    const describeImage: DescribeImage = async ({ image: bytes, ...context }) => {
      asked.push({ bytes: bytes.length, ...context });
      return `  A living room with a grey sofa. ${'x'.repeat(300)}`;
    };
    const content = listingWith([photo('https://photos.example/a.jpg', { roomLabel: 'Living room', caption: 'Sofa corner' })]);
    const result = await analysePhotos(content, { fetchImage: async () => image, describeImage });
    expect(result.photos[0]!.analysis.aiDescription).toMatch(/^A living room with a grey sofa\. x+$/);
    expect(result.photos[0]!.analysis.aiDescription).toHaveLength(250);
    expect(asked).toEqual([{ bytes: image.length, format: 'jpeg', photoIndex: 0, roomLabel: 'Living room', caption: 'Sofa corner' }]);
  });

  it('keeps the measurements when the vision model fails', async () => {
    const describeImage: DescribeImage = async () => {
      throw new Error('model overloaded');
    };
    const result = await analysePhotos(listingWith([photo('https://photos.example/a.jpg')]), {
      fetchImage: async () => image,
      describeImage,
    });
    expect(result.photos[0]!.analysis).toMatchObject({ aiDescription: 'Analysis unavailable', error: null, technicalIssues: [] });
  });
});
