import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import TimelineIcon from '@mui/icons-material/Timeline';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Skeleton, Stack, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import type { Listing } from '../../../contract/wire';
import { historyChart } from '../../domain/history-chart';
import { analysisFailed, isRecalculating } from '../../domain/listing-rules';
import { historyText, reportText } from '../../domain/messages/history';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { historyRetryRequested, reportRequested, selectListingHistory, type ListingHistory } from '../../store/history.slice';
import { SCROLL_MARGIN_TOP } from './SectionCard';
import { WhatChanged } from './WhatChanged';

// The listing's progress over time (issue 19): the score chart, what changed since the analysis before, and
// the PDF report to send to an owner or co-host. A listing with one analysis shows only the line that its
// history starts now.

const ScoreHistoryChart = lazy(() => import('./ScoreHistoryChart'));

const CHART_HEIGHT = 300;
const chartPlaceholder = <Skeleton variant="rounded" height={CHART_HEIGHT} />;

function ReportButton({ listing, pending }: { listing: Listing; pending: boolean }) {
  const dispatch = useAppDispatch();
  // The report is made from the stored result: there is none while the listing is re-analysed or after a failure.
  const unavailable = isRecalculating(listing) || analysisFailed(listing);
  return (
    <Button
      variant="outlined"
      startIcon={pending ? <CircularProgress size={18} color="inherit" /> : <DownloadIcon />}
      disabled={pending || unavailable}
      onClick={() => dispatch(reportRequested({ listingId: listing.id }))}
    >
      {pending ? reportText.preparing : reportText.download}
    </Button>
  );
}

function ProgressBody({ listingId, history }: { listingId: string; history: ListingHistory }) {
  const dispatch = useAppDispatch();
  if (history.status === 'idle' || history.status === 'pending') {
    return (
      <Box aria-busy="true">
        <Typography role="status" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {historyText.loading}
        </Typography>
        {chartPlaceholder}
      </Box>
    );
  }
  if (history.status === 'failed') {
    return (
      <Alert
        severity="warning"
        action={
          <Button color="inherit" size="small" onClick={() => dispatch(historyRetryRequested({ listingId }))}>
            {historyText.retry}
          </Button>
        }
      >
        {history.error ?? historyText.loadFailed}
      </Alert>
    );
  }
  if (history.history.length <= 1) {
    return (
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', color: 'text.secondary' }}>
        <TimelineIcon fontSize="small" aria-hidden sx={{ mt: '2px' }} />
        <Typography variant="body2">{historyText.startsNow}</Typography>
      </Box>
    );
  }
  const days = historyChart(history.history).days;
  return (
    <Stack spacing={3}>
      {days > 1 ? (
        <Suspense fallback={chartPlaceholder}>
          <ScoreHistoryChart history={history.history} />
        </Suspense>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {historyText.oneDay(history.history.length)}
        </Typography>
      )}
      {history.changes && <WhatChanged changes={history.changes} />}
    </Stack>
  );
}

export function ProgressCard({ listing }: { listing: Listing }) {
  const history = useAppSelector((s) => selectListingHistory(s, listing.id));
  return (
    <Card
      component="section"
      aria-labelledby="progress-title"
      id="progress"
      data-testid="progress-card"
      sx={{ scrollMarginTop: SCROLL_MARGIN_TOP }}
    >
      <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2, sm: 3 } } }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
          <Typography
            id="progress-title"
            tabIndex={-1}
            variant="h3"
            component="h2"
            sx={{ fontSize: { xs: '1.2rem', sm: '1.4rem' }, outlineOffset: 4 }}
          >
            {historyText.title}
          </Typography>
          <ReportButton listing={listing} pending={history.reportStatus === 'pending'} />
        </Box>
        <ProgressBody listingId={listing.id} history={history} />
      </CardContent>
    </Card>
  );
}
