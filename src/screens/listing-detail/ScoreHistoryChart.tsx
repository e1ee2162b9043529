import { Box, Typography, useTheme } from '@mui/material';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { LineChart } from '@mui/x-charts/LineChart';
import type { ListingHistoryEntry } from '../../../contract/wire';
import { historyChart, type SeriesKey } from '../../domain/history-chart';
import { categoryNames, historyText } from '../../domain/messages/history';

// The Optimization Score and the six category scores over time (MUI X Charts). Loaded on its own, when a
// listing has history to show, so neither the welcome screen nor a first analysis pays for the chart code.

const shortDate = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short' });

export default function ScoreHistoryChart({ history }: { history: readonly ListingHistoryEntry[] }) {
  const theme = useTheme();
  const chart = historyChart(history);
  const dark = theme.palette.mode === 'dark';
  const colours: Record<SeriesKey, string> = {
    seoScore: theme.palette.primary.main,
    title: dark ? '#93c5fd' : '#2563eb',
    description: dark ? '#d8b4fe' : '#9333ea',
    photos: dark ? '#f9a8d4' : '#db2777',
    amenities: dark ? '#fdba74' : '#ea580c',
    localOptimization: dark ? '#bef264' : '#65a30d',
    pricing: dark ? '#cbd5e1' : '#64748b',
  };
  // A category never scored in this history (no evidence on the page) has no line, so it takes no legend entry.
  const shown = chart.series.filter((s) => s.values.some((v) => v !== null));
  const label = (i: number) => {
    const at = chart.slots[i]?.analyzedAt;
    return at ? shortDate.format(new Date(at)) : '';
  };
  return (
    <Box data-testid="score-history-chart">
      <LineChart
        height={300}
        margin={{ left: 0, right: 28, top: 12, bottom: 0 }}
        skipAnimation
        xAxis={[{ scaleType: 'point', data: chart.slots.map((_, i) => i), valueFormatter: label, tickLabelMinGap: 24 }]}
        yAxis={[{ min: 0, max: 100, width: 36, tickInterval: [0, 25, 50, 75, 100] }]}
        series={shown.map(({ key, values }) => ({
          id: key,
          data: values,
          label: key === 'seoScore' ? historyText.optimizationScore : categoryNames[key],
          color: colours[key],
          showMark: true,
          connectNulls: false,
          curve: 'linear' as const,
          valueFormatter: (v: number | null) => (v === null ? historyText.notScored : `${v}/100`),
        }))}
        // The Optimization Score's line is drawn heavier than the categories'.
        sx={{ '& path[data-series="seoScore"]': { strokeWidth: 3 } }}
        slotProps={{
          legend: { toggleVisibilityOnClick: true, direction: 'horizontal', position: { vertical: 'bottom', horizontal: 'center' } },
        }}
        aria-label={historyText.chartLabel}
      >
        {chart.ruleChanges.map((change) => (
          <ChartsReferenceLine
            key={change.slot}
            x={change.slot}
            label={historyText.newRules}
            labelAlign="start"
            lineStyle={{ stroke: theme.palette.warning.main, strokeDasharray: '4 3' }}
            labelStyle={{ fill: theme.palette.warning.main, fontSize: 11 }}
          />
        ))}
      </LineChart>
      {chart.ruleChanges.length > 0 && (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
          {historyText.rubricNote(chart.ruleChanges.map((c) => c.rubricVersion))}
        </Typography>
      )}
    </Box>
  );
}
