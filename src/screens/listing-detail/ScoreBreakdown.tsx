import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { AdviceBreakdown } from '../../../contract/wire';
import { sectionText, summaryText } from '../../domain/messages/listingDetail';

const oneDecimal = new Intl.NumberFormat('en', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/**
 * "How this score adds up", closed until asked for: the Optimization Score as a sum a host can check, each
 * category's score times its share, as the server added it up.
 */
export function ScoreBreakdown({ breakdown, seoScore }: { breakdown: AdviceBreakdown | null; seoScore: number }) {
  // A breakdown that does not add up to the score shown would be a second number for one thing.
  if (!breakdown || breakdown.total !== seoScore) return null;
  return (
    <Accordion
      disableGutters
      variant="outlined"
      slotProps={{ transition: { unmountOnExit: true } }}
      sx={{ '&:before': { display: 'none' }, borderRadius: 2 }}
      data-testid="score-breakdown"
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls="score-adds-up" id="score-adds-up-header">
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          {sectionText.checks}
        </Typography>
      </AccordionSummary>
      <AccordionDetails id="score-adds-up">
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
                {summaryText.rounded(oneDecimal.format(breakdown.sum), seoScore)}
              </TableCell>
            </TableRow>
          </TableBody>
        </Table>
      </AccordionDetails>
    </Accordion>
  );
}
