import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlined';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import MenuBookIcon from '@mui/icons-material/MenuBookOutlined';
import { Accordion, AccordionDetails, AccordionSummary, Box, Chip, Link, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { checksLine, formatGain, gainLabel } from '../../../contract/advice';
import type { AdviceFinding, AdviceSection, Recommendations } from '../../../contract/wire';
import { CATEGORY_LABELS } from '../../../contract/limits';
import { breakdownRows, type BreakdownRow } from '../../domain/score-explanation';
import { explanationText, sectionText } from '../../domain/messages/listingDetail';
import { parseSources, SOURCE_KINDS } from '../../domain/sources';

// What a card's score rests on, as the server's advice says it: the score's name and check count, what is good,
// each finding once (its gain in Optimization Score points, what to do, what was found), and behind "How this
// score adds up" the checks with their category points.

/** A source with its kind in words and its page linked where it has one. */
export function SourceText({ source }: { source: string }) {
  const parts = parseSources(source);
  return (
    <Typography
      variant="caption"
      color="text.secondary"
      component="div"
      sx={{ display: 'flex', gap: 0.5, alignItems: 'flex-start', overflowWrap: 'anywhere' }}
    >
      <MenuBookIcon sx={{ fontSize: 14, mt: '2px' }} aria-hidden />
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 0.25 }}>
        {parts.map((part) => (
          <li key={part.text}>
            {part.text}
            {part.kinds.length > 0 && <em>{` (${part.kinds.map((k) => SOURCE_KINDS[k]).join('; ')})`}</em>}
            {part.links.map((link) => (
              <span key={link.href}>
                {' · '}
                <Link href={link.href} target="_blank" rel="noopener noreferrer">
                  {link.label}
                </Link>
              </span>
            ))}
          </li>
        ))}
      </Box>
    </Typography>
  );
}

/** "+3 overall": a gain in Optimization Score points. */
export function GainChip({ gain, strong = false }: { gain: number; strong?: boolean }) {
  return (
    <Chip
      size="small"
      color={strong ? 'primary' : 'default'}
      label={formatGain(gain)}
      aria-label={gainLabel(gain)}
      data-testid="gain"
      sx={{ fontWeight: 700, flexShrink: 0, '& .MuiChip-label': { overflow: 'visible' } }}
    />
  );
}

function Labelled({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {label}:{' '}
      </Box>
      {children}
    </Typography>
  );
}

export function FindingItem({ finding }: { finding: AdviceFinding }) {
  return (
    <Box
      component="li"
      data-testid="finding"
      // On a phone the gain sits above the fix, so the text keeps the card's width.
      sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: { xs: 0.5, sm: 1.25 }, alignItems: 'flex-start' }}
    >
      <GainChip gain={finding.gain} />
      <Stack spacing={0.5} sx={{ minWidth: 0, flex: 1, pt: '1px' }}>
        <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }} data-testid="finding-fix">
          {finding.fix}
        </Typography>
        {finding.steps && finding.steps.length > 0 && (
          <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.25 }}>
            {finding.steps.map((step) => (
              <Typography component="li" variant="body2" key={step} sx={{ overflowWrap: 'anywhere' }}>
                {step}
              </Typography>
            ))}
          </Box>
        )}
        <Labelled label={explanationText.found}>{finding.evidence.join(' ')}</Labelled>
      </Stack>
    </Box>
  );
}

export function FindingList({ title, findings, testId }: { title: string; findings: readonly AdviceFinding[]; testId?: string }) {
  if (findings.length === 0) return null;
  return (
    <Box data-testid={testId}>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 0.75 }}>
        {title}
      </Typography>
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.25 }}>
        {findings.map((f) => (
          <FindingItem key={f.id} finding={f} />
        ))}
      </Box>
    </Box>
  );
}

/**
 * A section's explanation: what its score is (when it is not the card's own), its check count, what is good,
 * the findings (or the server's verdict where there is none) and what the page did not show.
 */
export function SectionExplanation({
  section,
  sharedNames = [],
  findings,
  children,
}: {
  section: AdviceSection;
  /** The cards that show the same score, by their titles. */
  sharedNames?: string[];
  /** The findings to list here (default: all of the section's). */
  findings?: readonly AdviceFinding[];
  children?: ReactNode;
}) {
  const shown = findings ?? section.findings;
  const borrowed = section.scoreOf === 'category' && section.measure !== section.name;
  return (
    <Stack spacing={1.25} data-testid="explanation">
      {(borrowed || section.total > 0) && (
        <Typography variant="body2" color="text.secondary" data-testid="explanation-line">
          {[
            borrowed && section.score !== null ? explanationText.measure(section.measure, sharedNames) : null,
            section.ownScore !== undefined && borrowed ? explanationText.ownScore(section.ownScore) : null,
            section.total > 0 ? `${checksLine(section.passed, section.total)}.` : null,
          ]
            .filter(Boolean)
            .join(' ')}
        </Typography>
      )}
      {section.good.length > 0 && (
        <Typography variant="body2" sx={{ display: 'flex', gap: 0.75, alignItems: 'flex-start' }} data-testid="explanation-good">
          <CheckCircleIcon fontSize="small" color="success" aria-hidden />
          <span>
            <strong>{explanationText.good}:</strong> {section.good.join(', ')}
          </span>
        </Typography>
      )}
      <FindingList title={explanationText.fixesTitle} findings={shown} testId="findings" />
      {children}
      {section.verdict && (
        <Typography variant="body2" color="text.secondary" data-testid="verdict">
          {section.verdict}
        </Typography>
      )}
      {section.notShown.length > 0 && (
        <Typography variant="body2" color="text.secondary">
          {explanationText.notShown(section.notShown.join(', '))}
        </Typography>
      )}
    </Stack>
  );
}

function RowItem({ row, category }: { row: BreakdownRow; category: string }) {
  return (
    <Box
      component="li"
      sx={{ display: 'flex', gap: 1.25, alignItems: 'flex-start', p: 1.5, borderRadius: 2, border: 1, borderColor: 'divider' }}
    >
      {row.passed ? (
        <CheckCircleIcon fontSize="small" color="success" sx={{ mt: '2px' }} aria-hidden />
      ) : (
        <ErrorOutlineIcon fontSize="small" color="warning" sx={{ mt: '2px' }} aria-hidden />
      )}
      <Stack spacing={0.5} sx={{ minWidth: 0, flex: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          {row.labels.length > 0 ? `${row.labels.join(', ')}: ` : ''}
          {sectionText.points(row.points, row.maxPoints, category)}
        </Typography>
        <Labelled label={sectionText.evidence}>{row.evidence.join(' ')}</Labelled>
        {row.sources.map((source) => (
          <SourceText key={source} source={source} />
        ))}
      </Stack>
    </Box>
  );
}

/** "How this score adds up": the card's checks with their category points, each finding once; closed until asked for. */
export function ChecksList({
  recommendations,
  section,
  id,
  children,
}: {
  recommendations: Recommendations | null;
  section: AdviceSection;
  id: string;
  children?: ReactNode;
}) {
  const rows = breakdownRows(recommendations, section);
  if (rows.length === 0 && !children) return null;
  return (
    <Accordion
      disableGutters
      variant="outlined"
      // Mounted when opened: a detail screen holds a dozen of these, each with many sources.
      slotProps={{ transition: { unmountOnExit: true } }}
      sx={{ '&:before': { display: 'none' }, borderRadius: 2 }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`${id}-checks`} id={`${id}-checks-header`}>
        <Typography variant="subtitle2">
          {sectionText.checks}
          {section.total > 0 ? ` (${checksLine(section.passed, section.total)})` : ''}
        </Typography>
      </AccordionSummary>
      <AccordionDetails id={`${id}-checks`}>
        <Stack spacing={1.5}>
          {children}
          {rows.length > 0 && (
            <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
              {rows.map((row) => (
                <RowItem key={row.key} row={row} category={CATEGORY_LABELS[section.category]} />
              ))}
            </Box>
          )}
        </Stack>
      </AccordionDetails>
    </Accordion>
  );
}
