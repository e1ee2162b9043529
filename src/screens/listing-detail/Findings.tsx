import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlined';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import MenuBookIcon from '@mui/icons-material/MenuBookOutlined';
import { Accordion, AccordionDetails, AccordionSummary, Box, Chip, Link, Stack, Typography } from '@mui/material';
import { marketEvidenceNote } from '../../../contract/market-evidence';
import type { CardExplanation, CheckGroup } from '../../domain/score-explanation';
import { explanationText, sectionText } from '../../domain/messages/listingDetail';
import { parseSources, SOURCE_KINDS } from '../../domain/sources';

// What a score rests on, as a host scans it: the score and what is good in a line, the fixes as a list with
// the points each brings (most first, the first highlighted), and the breakdown with each finding once.

export function ProblemList({ title, problems, testId }: { title: string; problems: readonly string[]; testId?: string }) {
  if (problems.length === 0) return null;
  return (
    <Box data-testid={testId}>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 0, listStyle: 'none', display: 'grid', gap: 0.75 }}>
        {problems.map((problem) => (
          <Box component="li" key={problem} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
            <ErrorOutlineIcon fontSize="small" color="warning" sx={{ mt: '2px' }} aria-hidden />
            <Typography variant="body2">{problem}</Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

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

function GroupItem({ group }: { group: CheckGroup }) {
  const passed = group.points >= group.maxPoints;
  return (
    <Box
      component="li"
      sx={{ display: 'flex', gap: 1.25, alignItems: 'flex-start', p: 1.5, borderRadius: 2, border: 1, borderColor: 'divider' }}
    >
      {passed ? (
        <CheckCircleIcon fontSize="small" color="success" sx={{ mt: '2px' }} aria-hidden />
      ) : (
        <ErrorOutlineIcon fontSize="small" color="warning" sx={{ mt: '2px' }} aria-hidden />
      )}
      <Stack spacing={0.5} sx={{ minWidth: 0, flex: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          {sectionText.points(group.points, group.maxPoints)}
        </Typography>
        {group.evidence.map((line) => (
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }} key={line}>
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {sectionText.evidence}:{' '}
            </Box>
            {line}
          </Typography>
        ))}
        {group.fix && (
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {sectionText.fix}:{' '}
            </Box>
            {group.fix}
          </Typography>
        )}
        {group.sources.map((source) => (
          <SourceText key={source} source={source} />
        ))}
      </Stack>
    </Box>
  );
}

/** The checks behind a score, the ones that cost points first; collapsed until asked for. */
export function ChecksList({ explanation, id }: { explanation: CardExplanation; id: string }) {
  if (explanation.groups.length === 0) return null;
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
          {sectionText.checks} ({sectionText.checksSummary(explanation.passed, explanation.total)})
        </Typography>
      </AccordionSummary>
      <AccordionDetails id={`${id}-checks`}>
        <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
          {explanation.groups.map((group) => (
            <GroupItem key={group.key} group={group} />
          ))}
        </Box>
      </AccordionDetails>
    </Accordion>
  );
}

/** The fixes, most points first, each with its gain; the first is where to start. */
export function FixList({ explanation, title }: { explanation: CardExplanation; title?: string }) {
  if (explanation.fixes.length === 0) return null;
  // The claims' caveat and source once under the list, not after every claim.
  const evidenceNote = marketEvidenceNote(explanation.fixes.map((f) => f.evidence));
  return (
    <Box>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 0.75 }}>
        {title ?? explanationText.fixesTitle}
      </Typography>
      <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 0.75 }} data-testid="fix-list">
        {explanation.fixes.map((fix, i) => (
          <Box
            component="li"
            key={fix.text}
            data-first={i === 0 || undefined}
            sx={{
              display: 'flex',
              gap: 1.25,
              alignItems: 'flex-start',
              p: i === 0 ? 1.25 : 0.5,
              borderRadius: 2,
              border: i === 0 ? 2 : 0,
              borderColor: 'primary.main',
              bgcolor: i === 0 ? 'action.hover' : 'transparent',
            }}
          >
            <Chip
              size="small"
              color={i === 0 ? 'primary' : 'default'}
              label={explanationText.gain(fix.gain)}
              aria-label={explanationText.gainLabel(fix.gain)}
              sx={{ fontWeight: 700, minWidth: 48, flexShrink: 0, '& .MuiChip-label': { overflow: 'visible' } }}
            />
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere', pt: '2px' }}>
              {i === 0 && (
                <Box component="strong" sx={{ mr: 0.5 }}>
                  {explanationText.startHere}:
                </Box>
              )}
              {fix.text}
              {fix.evidence && (
                <Box
                  component="span"
                  data-testid="fix-evidence"
                  sx={{ display: 'block', mt: 0.5, color: 'text.secondary', fontSize: '0.8125rem' }}
                >
                  {fix.evidence.claim}
                </Box>
              )}
            </Typography>
          </Box>
        ))}
      </Box>
      {evidenceNote && (
        <Typography
          variant="caption"
          color="text.secondary"
          component="p"
          data-testid="fix-evidence-source"
          sx={{ display: 'flex', gap: 0.5, alignItems: 'flex-start', mt: 0.75, mb: 0, overflowWrap: 'anywhere' }}
        >
          <MenuBookIcon sx={{ fontSize: 14, mt: '2px' }} aria-hidden />
          <span>{evidenceNote}</span>
        </Typography>
      )}
    </Box>
  );
}

/**
 * The explanation of a category score: its line (the score it states is the card's headline, or names its own
 * measure), what is good, and the fixes.
 */
export function Explanation({ explanation, note, fixesTitle }: { explanation: CardExplanation; note?: string; fixesTitle?: string }) {
  if (explanation.score == null) {
    return (
      <Typography color="text.secondary" data-testid="explanation-line">
        {explanationText.unscored(explanation.measure)}
      </Typography>
    );
  }
  return (
    <Stack spacing={1.25} data-testid="explanation">
      <Typography sx={{ fontWeight: 600 }} data-testid="explanation-line">
        {explanationText.headline(
          explanation.measure,
          explanation.score,
          explanation.scoped ? null : { passed: explanation.passed, total: explanation.total },
        )}
      </Typography>
      {note && (
        <Typography variant="body2" color="text.secondary">
          {note}
        </Typography>
      )}
      {explanation.good.length > 0 && (
        <Typography variant="body2" sx={{ display: 'flex', gap: 0.75, alignItems: 'flex-start' }} data-testid="explanation-good">
          <CheckCircleIcon fontSize="small" color="success" aria-hidden />
          <span>
            <strong>{explanationText.good}:</strong> {explanation.good.join(', ')}
          </span>
        </Typography>
      )}
      {explanation.fixes.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {explanationText.nothingToFix}
        </Typography>
      ) : (
        <FixList explanation={explanation} title={fixesTitle} />
      )}
      {explanation.notShown.length > 0 && (
        <Typography variant="body2" color="text.secondary">
          {explanationText.notShown(explanation.notShown.join(', '))}
        </Typography>
      )}
    </Stack>
  );
}
