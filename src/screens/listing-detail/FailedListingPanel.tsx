import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Alert, AlertTitle, Box, Button, Card, CardContent, CircularProgress, Link, Stack, Typography } from '@mui/material';
import type { Listing } from '../../../contract/wire';
import { FailedListingActions } from '../../components/listing/FailedListingActions';
import { failedListingText } from '../../domain/messages/listing-failure';
import { useAppDispatch } from '../../store/hooks';
import type { ListingOperation } from '../../store/listings.slice';
import { navigationRequested } from '../../store/screen.slice';

// The detail screen of a listing with nothing read yet (issue 16): when the analysis failed, the reason and the
// two ways forward; while it is being read, a plain wait. Never empty section cards or a zero score.

function Heading({ listing }: { listing: Listing }) {
  return (
    <Box>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.3rem', sm: '1.7rem' }, overflowWrap: 'anywhere', mb: 0.5 }}>
        {listing.title}
      </Typography>
      <Link href={listing.url} target="_blank" rel="noopener noreferrer" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
        {failedListingText.viewListing}
        <OpenInNewIcon sx={{ fontSize: 16 }} aria-hidden />
      </Link>
    </Box>
  );
}

export function FailedListingPanel({ listing, operation }: { listing: Listing; operation: ListingOperation | null }) {
  const dispatch = useAppDispatch();
  const reading = listing.isAnalyzing;
  return (
    <Card component="section" aria-label={reading ? failedListingText.reading : failedListingText.detailTitle}>
      <CardContent sx={{ p: { xs: 2, sm: 3 }, display: 'flex', flexDirection: 'column', gap: 2.5 }}>
        <Heading listing={listing} />
        {reading ? (
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
            <CircularProgress size={28} />
            <Box>
              <Typography sx={{ fontWeight: 700 }}>{failedListingText.reading}</Typography>
              <Typography color="text.secondary">{failedListingText.readingHow}</Typography>
            </Box>
          </Stack>
        ) : (
          <>
            <Alert severity="error" sx={{ '& .MuiAlert-message': { overflowWrap: 'anywhere' } }}>
              <AlertTitle>{failedListingText.detailTitle}</AlertTitle>
              {listing.analysisError || failedListingText.fallbackReason}
            </Alert>
            <Box>
              <Typography component="h2" sx={{ fontWeight: 700, mb: 1 }}>
                {failedListingText.whatToDo}
              </Typography>
              <Box component="ol" sx={{ m: 0, pl: 3, display: 'grid', gap: 0.5, color: 'text.secondary' }}>
                <li>{failedListingText.tryAgainHow}</li>
                <li>{failedListingText.importHow}</li>
              </Box>
            </Box>
            <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, alignItems: { sm: 'center' } }}>
              <FailedListingActions listing={listing} operation={operation} />
              <Button color="inherit" onClick={() => dispatch(navigationRequested({ screen: 'dashboard' }))}>
                {failedListingText.backToDashboard}
              </Button>
            </Stack>
          </>
        )}
      </CardContent>
    </Card>
  );
}
