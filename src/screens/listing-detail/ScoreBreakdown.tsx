import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { Recommendations } from '../../../contract/wire';
import { summaryText } from '../../domain/messages/listingDetail';
import { scoreBreakdown } from '../../domain/score-explanation';

const oneDecimal = new Intl.NumberFormat('en', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** The Optimization Score as a sum a host can check: each category's score times its share. */
export function ScoreBreakdown({ recommendations, seoScore }: { recommendations: Recommendations | null; seoScore: number }) {
  const breakdown = scoreBreakdown(recommendations);
  // A breakdown that does not add up to the score shown would be a second number for one thing.
  if (!breakdown || breakdown.total !== seoScore) return null;
  const sum = breakdown.rows.reduce((s, r) => s + (r.contribution ?? 0), 0);
  return (
    <Box data-testid="score-breakdown">
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
        {summaryText.breakdownTitle}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
        {summaryText.breakdownHelp(breakdown.countedWeight)}
      </Typography>
      <Table size="small" aria-label={summaryText.breakdownTitle} sx={{ '& td, & th': { px: 1, py: 0.5 } }}>
        <TableHead>
          <TableRow>
            <TableCell>{summaryText.category}</TableCell>
            <TableCell align="right">{summaryText.score}</TableCell>
            <TableCell align="right">{summaryText.share}</TableCell>
            <TableCell align="right">{summaryText.points}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {breakdown.rows.map((row) => (
            <TableRow key={row.category}>
              <TableCell>{row.label}</TableCell>
              <TableCell align="right">{row.score == null ? summaryText.notScored : `${row.score}/100`}</TableCell>
              <TableCell align="right">{`× ${row.weight} %`}</TableCell>
              <TableCell align="right">{row.contribution == null ? '—' : oneDecimal.format(row.contribution)}</TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell colSpan={3} sx={{ fontWeight: 700 }}>
              {summaryText.total}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 700 }} data-testid="breakdown-total">
              {summaryText.rounded(oneDecimal.format(sum), seoScore)}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </Box>
  );
}
