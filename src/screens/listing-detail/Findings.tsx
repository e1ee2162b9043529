import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlined';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import MenuBookIcon from '@mui/icons-material/MenuBookOutlined';
import { Accordion, AccordionDetails, AccordionSummary, Box, Stack, Typography } from '@mui/material';
import type { ScoreCheck } from '../../../contract/wire';
import { sectionText } from '../../domain/messages/listingDetail';

// What the score rests on: the problems found and every check with its evidence, source and fix.

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

function CheckItem({ check }: { check: ScoreCheck }) {
  const passed = check.points >= check.maxPoints;
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
          {sectionText.points(check.points, check.maxPoints)}
        </Typography>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {sectionText.evidence}:{' '}
          </Box>
          {check.evidence}
        </Typography>
        {check.fix && (
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {sectionText.fix}:{' '}
            </Box>
            {check.fix}
          </Typography>
        )}
        <Typography
          variant="caption"
          color="text.secondary"
          sx={{ display: 'flex', gap: 0.5, alignItems: 'flex-start', overflowWrap: 'anywhere' }}
        >
          <MenuBookIcon sx={{ fontSize: 14, mt: '2px' }} aria-hidden />
          <span>
            {sectionText.source}: {check.source}
          </span>
        </Typography>
      </Stack>
    </Box>
  );
}

/** The checks behind a score, the ones that cost points first; collapsed until asked for. */
export function ChecksList({ checks, id }: { checks: readonly ScoreCheck[]; id: string }) {
  if (checks.length === 0) return null;
  const lost = checks.filter((c) => c.points < c.maxPoints).length;
  return (
    <Accordion disableGutters variant="outlined" sx={{ '&:before': { display: 'none' }, borderRadius: 2 }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`${id}-checks`} id={`${id}-checks-header`}>
        <Typography variant="subtitle2">
          {sectionText.checks} ({sectionText.checksSummary(lost, checks.length)})
        </Typography>
      </AccordionSummary>
      <AccordionDetails id={`${id}-checks`}>
        <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
          {checks.map((check) => (
            <CheckItem key={check.id} check={check} />
          ))}
        </Box>
      </AccordionDetails>
    </Accordion>
  );
}

export function Explanation({ text }: { text: string | null | undefined }) {
  if (!text) return null;
  return <Typography color="text.secondary">{text}</Typography>;
}
