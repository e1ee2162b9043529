import { round } from './stats';

// One line of the benchmark table: a figure, the baseline measured beside it in the same run, their ratio,
// and the goal the issue sets (when it sets one).

export interface Figure {
  value: number;
  unit: string;
}

export interface Row {
  area: string;
  figure: string;
  value: number;
  unit: string;
  baseline: (Figure & { label: string }) | null;
  /** value / baseline.value (same unit): for times "x the baseline's time", for rates "x the baseline's rate". */
  ratio: number | null;
  goal: string | null;
  /** null when the issue sets no goal for this line. */
  met: boolean | null;
  /** A time or a rate, which a busy machine makes worse (sizes, counts and errors it does not). */
  timing?: boolean;
  /** Other work kept the machine busy while this line was measured (see machine.ts). */
  busy?: boolean;
  note?: string;
}

export interface Section {
  name: string;
  rows: Row[];
  /** Lines printed under the table (skips, shortened durations, what the figures rest on). */
  notes: string[];
  /** Anything else worth keeping in results.json. */
  detail?: unknown;
  seconds: number;
}

export function row(input: Omit<Row, 'ratio'> & { ratio?: number | null }): Row {
  const ratio =
    input.ratio !== undefined ? input.ratio : input.baseline && input.baseline.value > 0 ? input.value / input.baseline.value : null;
  return { ...input, ratio: ratio === null ? null : round(ratio, 2) };
}

function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  if (Number.isInteger(value)) return value.toLocaleString('en-GB');
  const abs = Math.abs(value);
  if (abs >= 1000) return Math.round(value).toLocaleString('en-GB');
  if (abs >= 100) return String(Math.round(value));
  if (abs >= 10) return value.toFixed(1);
  return value.toFixed(2);
}

export function formatFigure(value: number, unit: string): string {
  return unit ? `${formatNumber(value)} ${unit}` : formatNumber(value);
}

function pad(text: string, width: number): string {
  return text.length >= width ? text : text + ' '.repeat(width - text.length);
}

/** The Met column: a timing line measured on a busy machine says so instead of claiming a plain pass or miss. */
export function verdict(r: Row): string {
  if (r.met === null) return '';
  const word = r.met ? 'yes' : 'NO';
  return r.busy && r.timing ? `${word} (busy)` : word;
}

export function renderTable(sections: readonly Section[]): string {
  const header = ['Area', 'Figure', 'Value', 'Baseline (same run)', 'Ratio', 'Goal', 'Met'];
  const lines: string[][] = [];
  for (const section of sections) {
    for (const r of section.rows) {
      lines.push([
        r.area,
        r.figure,
        formatFigure(r.value, r.unit),
        r.baseline ? `${r.baseline.label}: ${formatFigure(r.baseline.value, r.baseline.unit)}` : '-',
        r.ratio === null ? '-' : `${r.ratio.toFixed(2)}x`,
        r.goal ?? '-',
        verdict(r),
      ]);
    }
  }
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const render = (cells: string[]) =>
    cells
      .map((c, i) => pad(c, widths[i]!))
      .join(' | ')
      .trimEnd();
  return [render(header), widths.map((w) => '-'.repeat(w)).join('-|-'), ...lines.map(render)].join('\n');
}
