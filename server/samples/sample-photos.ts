import sharp from 'sharp';
import type { PhotoDefect, PhotoScene, SamplePhoto } from './sample-types';

// Sample photos are drawn, not shot: a simple room scene as SVG, rasterised by sharp, then given the defect
// a sample asks for (too dark, blurred, too small, portrait). Deterministic for a given listing and index, so
// tests and photo analysis see the same bytes every time.

export const GOOD_SIZE = { width: 1600, height: 1067 } as const;

export function photoSize(defect: PhotoDefect | undefined): { width: number; height: number } {
  if (defect === 'tiny') return { width: 320, height: 213 };
  if (defect === 'portrait') return { width: 800, height: 1200 };
  return GOOD_SIZE;
}

function random(seed: number): () => number {
  let state = seed % 2147483647 || 1;
  return () => {
    state = (state * 48271) % 2147483647;
    return state / 2147483647;
  };
}

const PALETTES: Record<PhotoScene, { wall: string; floor: string; accent: string; accent2: string }> = {
  living: { wall: '#efe6d8', floor: '#b08a62', accent: '#5b7f95', accent2: '#d9a441' },
  bedroom: { wall: '#eef0f3', floor: '#c7a27c', accent: '#f7f3ea', accent2: '#8aa39b' },
  kitchen: { wall: '#f4f1ea', floor: '#9a9a94', accent: '#2f4858', accent2: '#e3d7c3' },
  bathroom: { wall: '#e6f0f2', floor: '#cfd6d8', accent: '#ffffff', accent2: '#7fb3c2' },
  exterior: { wall: '#e8c9a0', floor: '#8c8c84', accent: '#4a6b3c', accent2: '#b5523b' },
  view: { wall: '#9cc6e8', floor: '#3f6f8f', accent: '#d96c3f', accent2: '#f0c27b' },
  terrace: { wall: '#bcdcf0', floor: '#c9a77e', accent: '#3e7d4f', accent2: '#e9e2d0' },
  dining: { wall: '#f1e7dc', floor: '#a5784f', accent: '#6b4f3a', accent2: '#c96f53' },
  workspace: { wall: '#f2f2ee', floor: '#b89b79', accent: '#33414f', accent2: '#86a873' },
  pool: { wall: '#a8d8f0', floor: '#e8dcc0', accent: '#3aa6c9', accent2: '#5d8a4a' },
};

function sceneSvg(scene: PhotoScene, width: number, height: number, seed: number): string {
  const r = random(seed);
  const p = PALETTES[scene];
  // The layout varies per photo at the scale a perceptual hash sees (horizon, a wall corner in shade, window
  // and furniture placement), so two photos of a sample are never near-duplicates of each other.
  const horizon = Math.round(height * (0.45 + r() * 0.3));
  const corner = Math.round(width * (0.15 + r() * 0.7));
  const shadeLeft = r() < 0.5;
  const win = {
    x: Math.round(width * (0.05 + r() * 0.55)),
    y: Math.round(height * (0.06 + r() * 0.12)),
    w: Math.round(width * (0.18 + r() * 0.17)),
    h: Math.round(height * (0.2 + r() * 0.18)),
  };
  const pieces: string[] = [];
  // Furniture-like blocks in the scene's accent colours.
  for (let i = 0; i < 4; i++) {
    const w = Math.round(width * (0.12 + r() * 0.2));
    const h = Math.round(height * (0.1 + r() * 0.2));
    const x = Math.round(r() * (width - w));
    const y = horizon - Math.round(h * (0.4 + r() * 0.5));
    pieces.push(`<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${Math.round(h * 0.08)}" fill="${i % 2 ? p.accent : p.accent2}"/>`);
  }
  // Fine detail (floorboards, a patterned rug, a shelf of books) gives sharp photos real edges to measure.
  const boards = Array.from({ length: 14 }, (_, i) => {
    const y = horizon + Math.round(((height - horizon) * (i + 1)) / 15);
    return `<line x1="0" y1="${y}" x2="${width}" y2="${y}" stroke="#2a2018" stroke-opacity="0.35" stroke-width="${Math.max(1, Math.round(height / 500))}"/>`;
  }).join('');
  const rugX = Math.round(width * (0.3 + r() * 0.2));
  const rugY = horizon + Math.round((height - horizon) * 0.35);
  const cell = Math.max(4, Math.round(width / 80));
  const rug: string[] = [];
  for (let i = 0; i < 18; i++)
    for (let j = 0; j < 6; j++)
      if ((i + j) % 2 === 0)
        rug.push(
          `<rect x="${rugX + i * cell}" y="${rugY + j * cell}" width="${cell}" height="${cell}" fill="${j % 3 ? p.accent : '#fafafa'}"/>`,
        );
  const books = Array.from({ length: 24 }, (_, i) => {
    const w = Math.max(2, Math.round(width / 220));
    const h = Math.round(height * (0.05 + r() * 0.04));
    return `<rect x="${Math.round(width * 0.62) + i * (w + 1)}" y="${Math.round(height * 0.3) - h}" width="${w}" height="${h}" fill="${['#8c3b2e', '#2e5c8c', '#d9b44a', '#3c6e47'][i % 4]}"/>`;
  }).join('');
  const outdoor = scene === 'exterior' || scene === 'view' || scene === 'terrace' || scene === 'pool';
  const sky = outdoor
    ? `<rect width="${width}" height="${horizon}" fill="url(#sky)"/>`
    : `<rect width="${width}" height="${horizon}" fill="${p.wall}"/>`;
  const window = outdoor
    ? ''
    : `<rect x="${win.x}" y="${win.y}" width="${win.w}" height="${win.h}" fill="url(#sky)" stroke="#ffffff" stroke-width="${Math.max(2, Math.round(width / 160))}"/>`;
  const shade = outdoor
    ? ''
    : `<rect x="${shadeLeft ? 0 : corner}" width="${shadeLeft ? corner : width - corner}" height="${horizon}" fill="#000000" fill-opacity="0.16"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7db7e8"/><stop offset="1" stop-color="#f3e3c3"/></linearGradient>
  <linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.floor}"/><stop offset="1" stop-color="#3b3028" stop-opacity="0.6"/></linearGradient></defs>
  ${sky}${shade}${window}
  <rect y="${horizon}" width="${width}" height="${height - horizon}" fill="url(#floor)"/>
  ${boards}${rug.join('')}${outdoor ? '' : books}
  ${pieces.join('')}
  <circle cx="${Math.round(width * (0.75 + r() * 0.15))}" cy="${Math.round(height * 0.2)}" r="${Math.round(height * 0.05)}" fill="#fff6d5" opacity="0.8"/>
</svg>`;
}

/** Renders one sample photo as JPEG bytes. */
export async function renderSamplePhoto(photo: SamplePhoto, seed: number): Promise<Buffer> {
  const { width, height } = photoSize(photo.defect);
  let image = sharp(Buffer.from(sceneSvg(photo.scene, width, height, seed)));
  if (photo.defect === 'dark') image = image.modulate({ brightness: 0.22 });
  if (photo.defect === 'blurry') image = image.blur(9);
  return image.jpeg({ quality: 78, mozjpeg: true }).toBuffer();
}
