import { pixelStats } from '../../../../server/analysis/photos/pixel-stats';
import type { PixelStats } from '../../../../server/analysis/photos/types';
import { sceneRaw } from '../../../support/server/synthetic-photos';

// pixelStats is tuned for speed (the photos bench), and every verdict, score and the real-photo calibration
// rest on its figures. These are the figures it gave on fixed rasters before any tuning: a faster version must
// give the same ones (integers and the hash exactly, other figures within 1e-9 relative), so a change of
// behaviour cannot hide behind a speed-up.

interface Raster {
  rgb: Uint8Array;
  width: number;
  height: number;
  channels: number;
}

function room(seed: number, width: number, height: number): Raster {
  return { rgb: sceneRaw({ seed, width, height }).data, width, height, channels: 3 };
}

/** The room's green channel alone (1 channel), or its RGB with an alpha channel that varies (4 channels). */
function inChannels(source: Raster, channels: 1 | 4): Raster {
  const pixels = source.width * source.height;
  const rgb = new Uint8Array(pixels * channels);
  for (let i = 0; i < pixels; i++) {
    if (channels === 1) {
      rgb[i] = source.rgb[i * 3 + 1]!;
      continue;
    }
    for (let c = 0; c < 3; c++) rgb[i * 4 + c] = source.rgb[i * 3 + c]!;
    rgb[i * 4 + 3] = i & 255;
  }
  return { ...source, rgb, channels };
}

/** Every byte from a fixed linear congruential sequence: detail everywhere, clipped pixels, every palette cell. */
function noise(width: number, height: number): Raster {
  const rgb = new Uint8Array(width * height * 3);
  let state = 12345;
  for (let i = 0; i < rgb.length; i++) {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    rgb[i] = state >>> 24;
  }
  return { rgb, width, height, channels: 3 };
}

function flatWall(width: number, height: number): Raster {
  const rgb = new Uint8Array(width * height * 3);
  for (let i = 0; i < rgb.length; i += 3) rgb.set([180, 170, 160], i);
  return { rgb, width, height, channels: 3 };
}

const RASTERS: Record<string, () => Raster> = {
  'room 1 360x240': () => room(1, 360, 240),
  'room 2 240x360': () => room(2, 240, 360),
  'room 3 300x290': () => room(3, 300, 290),
  'room 4 360x203 in 1 channels': () => inChannels(room(4, 360, 203), 1),
  'room 5 200x150 in 4 channels': () => inChannels(room(5, 200, 150), 4),
  'noise 123x77': () => noise(123, 77),
  'flat wall 360x240': () => flatWall(360, 240),
  'noise 10x7': () => noise(10, 7),
};

/** PixelStats with the palette's non-zero cells only, by cell index, to keep the table readable. */
type Pinned = Omit<PixelStats, 'palette'> & { palette: Record<number, number> };

/** Every figure that differs: exactly for integers and strings, within 1e-9 relative for the rest. */
function differences(actual: unknown, expected: unknown, path: string): string[] {
  if (typeof expected === 'number' && typeof actual === 'number') {
    const same = Number.isInteger(expected) ? actual === expected : Math.abs(actual - expected) <= 1e-9 * Math.abs(expected);
    return same ? [] : [`${path}: ${actual} instead of ${expected}`];
  }
  if (expected !== null && typeof expected === 'object' && actual !== null && typeof actual === 'object') {
    const keys = new Set([...Object.keys(expected), ...Object.keys(actual)]);
    return [...keys].flatMap((key) =>
      differences((actual as Record<string, unknown>)[key], (expected as Record<string, unknown>)[key], `${path}.${key}`),
    );
  }
  return actual === expected ? [] : [`${path}: ${JSON.stringify(actual)} instead of ${JSON.stringify(expected)}`];
}

const PINNED: [string, Pinned][] = [
  [
    'room 1 360x240',
    {
      width: 360,
      height: 240,
      luminance: {
        mean: 145.82723011574183,
        stdDev: 50.687947321781955,
        p1: 49,
        p5: 65,
        p50: 158,
        p95: 229,
        p99: 233,
        shadowClip: 0,
        highlightClip: 0,
        channelClip: 0,
      },
      chroma: { mean: 49.24055555555555, p95: 100 },
      palette: {
        0: 0.0004,
        1: 0.0188,
        2: 0.0008,
        4: 0.0103,
        5: 0.0005,
        6: 0.0014,
        8: 0.0028,
        9: 0.0011,
        10: 0.0015,
        14: 0.001,
        16: 0.0232,
        17: 0.0144,
        18: 0.0009,
        20: 0.0152,
        21: 0.0245,
        22: 0.0213,
        24: 0.0006,
        25: 0.0001,
        26: 0.0017,
        30: 0.0012,
        34: 0.0008,
        36: 0.101,
        37: 0.1472,
        38: 0.0014,
        42: 0.2419,
        43: 0.1307,
        46: 0.0012,
        47: 0.0969,
        50: 0.0014,
        53: 0.0023,
        54: 0.0267,
        58: 0.0026,
        62: 0.0019,
        63: 0.1022,
      },
      sharpness: { blur: 0.007990425364118143, detailTiles: 17 },
      perceptualHash: '99c96537b642b2b2',
      centreSquare: { meanLuminance: 147.16432344404723, edgeShare: 0.7434684892713542, areaShare: 0.6666666666666666 },
    },
  ],
  [
    'room 2 240x360',
    {
      width: 240,
      height: 360,
      luminance: {
        mean: 146.56306455555514,
        stdDev: 47.045328420043276,
        p1: 54,
        p5: 61,
        p50: 153,
        p95: 229,
        p99: 232,
        shadowClip: 0,
        highlightClip: 0,
        channelClip: 0,
      },
      chroma: { mean: 43.42125, p95: 103 },
      palette: {
        0: 0.0005,
        2: 0.0007,
        4: 0.0637,
        5: 0.0005,
        6: 0.0013,
        8: 0.0176,
        9: 0.0162,
        10: 0.0012,
        14: 0.0007,
        16: 0.0204,
        17: 0.0363,
        18: 0.0005,
        20: 0.0199,
        22: 0.001,
        24: 0.0002,
        25: 0.0177,
        26: 0.0009,
        30: 0.0005,
        34: 0.0009,
        36: 0.1194,
        37: 0.0547,
        38: 0.035,
        42: 0.3804,
        46: 0.0008,
        50: 0.0013,
        54: 0.002,
        58: 0.0857,
        62: 0.0011,
        63: 0.1191,
      },
      sharpness: { blur: 0.010863286898880872, detailTiles: 22 },
      perceptualHash: 'c5cf3930b297b232',
      centreSquare: { meanLuminance: 150.21443653811636, edgeShare: 0.4831639674651459, areaShare: 0.6666666666666666 },
    },
  ],
  [
    'room 3 300x290',
    {
      width: 300,
      height: 290,
      luminance: {
        mean: 145.013270370118,
        stdDev: 49.389730281045544,
        p1: 51,
        p5: 59,
        p50: 157,
        p95: 229,
        p99: 233,
        shadowClip: 0,
        highlightClip: 0,
        channelClip: 0,
      },
      chroma: { mean: 52.040241379310345, p95: 94 },
      palette: {
        0: 0.0009,
        2: 0.0013,
        4: 0.0062,
        5: 0.0004,
        6: 0.0014,
        8: 0.0034,
        9: 0.0008,
        10: 0.0014,
        14: 0.0009,
        16: 0.0848,
        18: 0.0011,
        20: 0.0604,
        22: 0.0012,
        24: 0.0004,
        25: 0.0001,
        26: 0.0012,
        30: 0.0007,
        34: 0.0013,
        36: 0.1505,
        37: 0.0538,
        38: 0.0015,
        41: 0.1521,
        42: 0.303,
        46: 0.0464,
        50: 0.0025,
        54: 0.0029,
        57: 0.0136,
        58: 0.0029,
        62: 0.0018,
        63: 0.1009,
      },
      sharpness: { blur: 0.011863890811240457, detailTiles: 17 },
      perceptualHash: 'e3c29c3d9c9c651a',
      centreSquare: null,
    },
  ],
  [
    'room 4 360x203 in 1 channels',
    {
      width: 360,
      height: 203,
      luminance: {
        mean: 147.55483032293378,
        stdDev: 43.94960950795458,
        p1: 52,
        p5: 82,
        p50: 154,
        p95: 231,
        p99: 236,
        shadowClip: 0,
        highlightClip: 0,
        channelClip: 0,
      },
      chroma: { mean: 0, p95: 0 },
      palette: { 0: 0.0172, 21: 0.2992, 42: 0.5784, 63: 0.1051 },
      sharpness: { blur: 0.012095562481633718, detailTiles: 10 },
      perceptualHash: '929b4d6c8435a5ed',
      centreSquare: { meanLuminance: 154.788689460079, edgeShare: 0.7067201183914037, areaShare: 0.5638888888888889 },
    },
  ],
  [
    'room 5 200x150 in 4 channels',
    {
      width: 200,
      height: 150,
      luminance: {
        mean: 147.1878344399989,
        stdDev: 49.857576014858175,
        p1: 51,
        p5: 65,
        p50: 157,
        p95: 230,
        p99: 234,
        shadowClip: 0,
        highlightClip: 0,
        channelClip: 0,
      },
      chroma: { mean: 43.74373333333333, p95: 87 },
      palette: {
        0: 0.0156,
        2: 0.002,
        4: 0.0044,
        5: 0.0454,
        6: 0.0027,
        8: 0.0041,
        9: 0.0072,
        10: 0.0033,
        14: 0.0004,
        16: 0.0129,
        17: 0.0336,
        18: 0.0012,
        20: 0.0815,
        21: 0.1006,
        22: 0.0014,
        24: 0.0004,
        25: 0.0004,
        26: 0.0271,
        30: 0.0002,
        34: 0.0011,
        36: 0.004,
        37: 0.0186,
        38: 0.0354,
        42: 0.1784,
        46: 0.0003,
        50: 0.0021,
        54: 0.0028,
        58: 0.2845,
        59: 0.0025,
        62: 0.0008,
        63: 0.1252,
      },
      sharpness: { blur: 0.011583460159682356, detailTiles: 9 },
      perceptualHash: 'cdcd3032b21e36f4',
      centreSquare: { meanLuminance: 149.35634344796472, edgeShare: 0.8583579166728352, areaShare: 0.75 },
    },
  ],
  [
    'noise 123x77',
    {
      width: 123,
      height: 77,
      luminance: {
        mean: 127.5168113398794,
        stdDev: 55.10950416072285,
        p1: 22,
        p5: 39,
        p50: 128,
        p95: 215,
        p99: 233,
        shadowClip: 0.0006335128286347799,
        highlightClip: 0,
        channelClip: 0.06261218456340407,
      },
      chroma: { mean: 127.14042867701404, p95: 221 },
      palette: {
        0: 0.0153,
        1: 0.0147,
        2: 0.0151,
        3: 0.014,
        4: 0.0153,
        5: 0.0177,
        6: 0.016,
        7: 0.0152,
        8: 0.0157,
        9: 0.0147,
        10: 0.0176,
        11: 0.0145,
        12: 0.0163,
        13: 0.0137,
        14: 0.0168,
        15: 0.0155,
        16: 0.0152,
        17: 0.0151,
        18: 0.0153,
        19: 0.0159,
        20: 0.0182,
        21: 0.0164,
        22: 0.0168,
        23: 0.0146,
        24: 0.0162,
        25: 0.0159,
        26: 0.0171,
        27: 0.014,
        28: 0.0152,
        29: 0.0146,
        30: 0.0167,
        31: 0.013,
        32: 0.0148,
        33: 0.0159,
        34: 0.0138,
        35: 0.017,
        36: 0.0152,
        37: 0.0163,
        38: 0.0167,
        39: 0.0134,
        40: 0.0168,
        41: 0.0164,
        42: 0.0152,
        43: 0.0156,
        44: 0.0151,
        45: 0.0148,
        46: 0.0151,
        47: 0.0166,
        48: 0.0146,
        49: 0.0171,
        50: 0.0152,
        51: 0.017,
        52: 0.0163,
        53: 0.0143,
        54: 0.0159,
        55: 0.0147,
        56: 0.0164,
        57: 0.0175,
        58: 0.0136,
        59: 0.0182,
        60: 0.0158,
        61: 0.0137,
        62: 0.0183,
        63: 0.0145,
      },
      sharpness: { blur: 0.010970173124383245, detailTiles: 6 },
      perceptualHash: 'b19e58cf243cd98a',
      centreSquare: { meanLuminance: 127.69675775048509, edgeShare: 0.6325584378078943, areaShare: 0.6260162601626016 },
    },
  ],
  [
    'flat wall 360x240',
    {
      width: 360,
      height: 240,
      luminance: {
        mean: 171.40399999968525,
        stdDev: 0.0003466917677238718,
        p1: 171,
        p5: 171,
        p50: 171,
        p95: 171,
        p99: 171,
        shadowClip: 0,
        highlightClip: 0,
        channelClip: 0,
      },
      chroma: { mean: 20, p95: 20 },
      palette: { 42: 1 },
      sharpness: { blur: null, detailTiles: 0 },
      perceptualHash: 'd5d428d528d555d5',
      centreSquare: { meanLuminance: 171.4040069580078, edgeShare: 0, areaShare: 0.6666666666666666 },
    },
  ],
  [
    'noise 10x7',
    {
      width: 10,
      height: 7,
      luminance: {
        mean: 128.16857428571424,
        stdDev: 53.716168832749894,
        p1: 17,
        p5: 32,
        p50: 138,
        p95: 208,
        p99: 223,
        shadowClip: 0,
        highlightClip: 0,
        channelClip: 0.04285714285714286,
      },
      chroma: { mean: 122.92857142857143, p95: 211 },
      palette: {
        0: 0.0286,
        2: 0.0143,
        5: 0.0143,
        7: 0.0286,
        8: 0.0143,
        9: 0.0143,
        10: 0.0143,
        11: 0.0143,
        12: 0.0143,
        14: 0.0143,
        15: 0.0143,
        16: 0.0143,
        17: 0.0143,
        18: 0.0143,
        19: 0.0429,
        20: 0.0143,
        21: 0.0286,
        22: 0.0429,
        23: 0.0286,
        24: 0.0571,
        26: 0.0429,
        28: 0.0143,
        30: 0.0714,
        32: 0.0286,
        35: 0.0286,
        36: 0.0143,
        38: 0.0429,
        41: 0.0429,
        43: 0.0286,
        44: 0.0143,
        45: 0.0143,
        49: 0.0143,
        52: 0.0286,
        54: 0.0143,
        55: 0.0143,
        56: 0.0143,
        57: 0.0286,
        59: 0.0429,
        60: 0.0286,
        61: 0.0143,
        62: 0.0143,
      },
      sharpness: { blur: null, detailTiles: 0 },
      perceptualHash: 'd590c8e5a1d1f78c',
      centreSquare: { meanLuminance: 129.49729510716028, edgeShare: 0.7395140917627491, areaShare: 0.7 },
    },
  ],
];

describe('pixelStats on fixed rasters', () => {
  it.each(PINNED)('gives the figures it gave before tuning: %s', (name, pinned) => {
    const { rgb, width, height, channels } = RASTERS[name]!();
    const stats = pixelStats(rgb, width, height, channels);
    const palette = Object.fromEntries(stats.palette.flatMap((share, cell) => (share > 0 ? [[cell, share]] : [])));
    expect(stats.palette).toHaveLength(64);
    expect(differences({ ...stats, palette }, pinned, 'stats')).toEqual([]);
  });
});
