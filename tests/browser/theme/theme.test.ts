import { getContrastRatio, hexToRgb, type Theme } from '@mui/material/styles';
import { paletteOf } from '../../../src/components/score';
import { scoreColour } from '../../../src/domain/grades';
import { appTheme } from '../../../src/theme/theme';

// WCAG 2.2 AA: text needs 4.5:1. Every palette colour that carries text must reach it on both backgrounds of its
// mode, and so must the text MUI writes on that colour (chips, contained buttons, filled toasts).

const TEXT_COLOURS = ['primary', 'success', 'warning', 'error', 'info'] as const;
const AA = 4.5;

function hue(hex: string): number {
  const [r, g, b] = hexToRgb(hex)
    .replace(/[^\d,]/g, '')
    .split(',')
    .map((v) => Number(v) / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const d = max - Math.min(r, g, b);
  if (d === 0) return 0;
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return (h * 60 + 360) % 360;
}

describe.each(['light', 'dark'] as const)('the %s theme', (mode) => {
  const theme: Theme = appTheme(mode);
  const { palette } = theme;

  it.each(TEXT_COLOURS)('%s reads as text on the paper and on the page background', (name) => {
    for (const background of [palette.background.paper, palette.background.default]) {
      expect(getContrastRatio(palette[name].main, background)).toBeGreaterThanOrEqual(AA);
    }
  });

  it.each(TEXT_COLOURS)('the text MUI puts on %s reads', (name) => {
    expect(getContrastRatio(palette[name].contrastText, palette[name].main)).toBeGreaterThanOrEqual(AA);
    expect(palette.contrastThreshold).toBe(AA);
  });

  it('keeps the meaning of the score colours: green at 80, yellow (gold) at 60, red below', () => {
    const shade = (score: number) => palette[paletteOf(scoreColour(score))].main;
    expect(hue(shade(80))).toBeGreaterThan(90);
    expect(hue(shade(80))).toBeLessThan(160);
    expect(hue(shade(60))).toBeGreaterThanOrEqual(30);
    expect(hue(shade(60))).toBeLessThanOrEqual(60);
    expect(hue(shade(59)) < 15 || hue(shade(59)) > 345).toBe(true);
  });

  it('draws a 2 px focus outline in the brand colour', () => {
    expect(theme.focusVisible).toMatchObject({ outlineStyle: 'solid', outlineWidth: 2, outlineColor: palette.primary.main });
  });
});
