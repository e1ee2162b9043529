import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { Alert, Box, Button, Container, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import { ScreenTopBar } from '../../components/layout/ScreenTopBar';
import { a11yText } from '../../domain/messages/a11y';
import { progressText } from '../../domain/messages/listings';
import { progressStep } from '../../domain/progress';
import { useAppDispatch, useAppSelector, usePresence } from '../../store/hooks';
import { progressClosed, progressOpened } from '../../store/listings.slice';
import { selectListingById, selectProgress } from '../../store/listings.selectors';
import { pageImportOpened } from '../../store/page-import.slice';
import { failedListingText } from '../../domain/messages/listing-failure';
import { selectScreenListingId } from '../../store/screen.selectors';
import { backRequested, navigationRequested } from '../../store/screen.slice';
import { Ripple } from './Ripple';

// Analysis progress, 'Listing Analysis' (spec sections 2 and 4). The progress saga drives every number here.

function Steps({ active, done }: { active: number; done: boolean }) {
  return (
    <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
      {progressText.steps.map((step, i) => {
        const current = !done && i === active;
        const finished = done || i < active;
        return (
          <Box
            component="li"
            key={step.title}
            aria-current={current ? 'step' : undefined}
            sx={{
              display: 'flex',
              gap: 1.5,
              alignItems: 'flex-start',
              p: 1.5,
              borderRadius: 2,
              border: 1,
              borderColor: current ? 'primary.main' : 'divider',
              bgcolor: current ? 'action.selected' : 'transparent',
            }}
          >
            {finished ? <CheckCircleIcon color="success" /> : <RadioButtonUncheckedIcon color={current ? 'primary' : 'disabled'} />}
            <Box>
              {/* Steps still to come read in the secondary text colour, never faded below 4.5:1. */}
              <Typography sx={{ fontWeight: current ? 700 : 600 }} color={finished || current ? 'text.primary' : 'text.secondary'}>
                {step.title}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {step.text}
              </Typography>
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}

export default function AnalysisProgressScreen() {
  const dispatch = useAppDispatch();
  const listingId = useAppSelector(selectScreenListingId);
  const progress = useAppSelector(selectProgress);
  const listing = useAppSelector((s) => selectListingById(s, listingId));
  usePresence(listingId ? progressOpened({ listingId }) : null, progressClosed());

  const failed = !listingId || (progress.listingId === listingId && progress.phase === 'failed');
  // Shown rounded down, so the number and the highlighted step always agree (24.6 shows 24 on the first step).
  const percent = progress.listingId === listingId ? Math.floor(progress.percent) : 0;
  const done = progress.phase === 'completed' && progress.listingId === listingId;

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <ScreenTopBar title={progressText.title} backLabel={progressText.back} onBack={() => dispatch(backRequested())} />
      <Container component="main" maxWidth="sm" sx={{ py: { xs: 4, md: 6 } }}>
        <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
          <Stack spacing={3}>
            <Ripple still={failed} />
            {/* One heading that says what is happening: a failed analysis is no longer 'Running...' (issue 40). */}
            <Box sx={{ textAlign: 'center' }}>
              <Typography variant="h1" sx={{ fontSize: { xs: '1.4rem', sm: '1.75rem' }, mb: failed ? 0 : 1 }}>
                {failed ? progressText.failedHeading : progressText.heading}
              </Typography>
              {!failed && <Typography color="text.secondary">{progressText.intro}</Typography>}
            </Box>
            {failed ? (
              // Said by the app's assertive live region (the progress saga); a region appearing filled is not heard.
              <Alert severity="error" role="none">
                <Typography sx={{ mb: 2, overflowWrap: 'anywhere' }}>{progress.error || progressText.failedFallback}</Typography>
                {/* Each way on one line: side by side they broke into two-line buttons ('Back to / Dashboard'). */}
                <Stack
                  direction={{ xs: 'column', sm: 'row' }}
                  spacing={1}
                  useFlexGap
                  sx={{ flexWrap: 'wrap', '& .MuiButton-root': { whiteSpace: { sm: 'nowrap' } } }}
                >
                  <Button variant="contained" color="error" onClick={() => dispatch(navigationRequested({ screen: 'dashboard' }))}>
                    {progressText.backToDashboard}
                  </Button>
                  {listing && (
                    <Button color="inherit" onClick={() => dispatch(pageImportOpened({ forUrl: listing.url }))}>
                      {failedListingText.importPage}
                    </Button>
                  )}
                  <Button color="inherit" onClick={() => dispatch(navigationRequested({ screen: 'url-input' }))}>
                    {progressText.tryAnotherUrl}
                  </Button>
                </Stack>
              </Alert>
            ) : (
              <>
                <Box>
                  <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 0.5 }}>
                    <Typography variant="body2" color="text.secondary" id="progress-label">
                      {progressText.progressLabel}
                    </Typography>
                    <Typography variant="body2" sx={{ fontWeight: 700 }}>
                      {percent}%
                    </Typography>
                  </Box>
                  <LinearProgress
                    variant="determinate"
                    value={percent}
                    aria-labelledby="progress-label"
                    aria-valuetext={a11yText.progressValue(progressStep(percent) + 1, progressText.steps.length, percent)}
                    sx={{ height: 10, borderRadius: 5 }}
                  />
                </Box>
                <Steps active={progressStep(percent)} done={done} />
                {done && (
                  <Typography color="success.main" sx={{ textAlign: 'center', fontWeight: 600 }}>
                    {progressText.done}
                  </Typography>
                )}
              </>
            )}
          </Stack>
        </Paper>
      </Container>
    </Box>
  );
}
