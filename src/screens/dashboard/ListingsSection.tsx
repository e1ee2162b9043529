import { Alert, AlertTitle, Box, Button, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { ListingCard } from '../../components/listing/ListingCard';
import { listFailureView } from '../../domain/listing-rules';
import { dashboardText } from '../../domain/messages/listings';
import { requestErrorText } from '../../domain/request-errors';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { listingsRequested } from '../../store/listings.slice';
import { selectListError, selectListings, selectListingsState, selectListStatus } from '../../store/listings.selectors';

const grid = {
  display: 'grid',
  gap: 2.5,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
};

function SkeletonCards() {
  return (
    <Box sx={grid} role="status" aria-label={dashboardText.loadingListings}>
      {[0, 1, 2].map((i) => (
        <Card key={i}>
          <Skeleton variant="rectangular" height={170} />
          <CardContent>
            <Skeleton variant="text" sx={{ fontSize: '1.1rem' }} />
            <Skeleton variant="text" width="60%" />
            <Skeleton variant="text" width="40%" />
            <Skeleton variant="rounded" height={36} sx={{ mt: 2 }} />
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}

/** 'Your Listings': skeletons while loading, the cards, the empty message, or the failure with 'Try Again'. */
export function ListingsSection() {
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectListStatus);
  const error = useAppSelector(selectListError);
  const listings = useAppSelector(selectListings);
  const { operations } = useAppSelector(selectListingsState);
  const view = status === 'failed' && error ? listFailureView(error) : null;

  let body;
  if (status === 'idle' || status === 'pending') body = <SkeletonCards />;
  else if (view === 'retry' || view === 'error') {
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => dispatch(listingsRequested())}>
            {dashboardText.tryAgain}
          </Button>
        }
      >
        <AlertTitle>{dashboardText.loadFailed}</AlertTitle>
        {error && requestErrorText(error)}
      </Alert>
    );
  } else if (listings.length === 0) {
    body = (
      <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
        {dashboardText.empty}
      </Typography>
    );
  } else {
    body = (
      <Box sx={grid}>
        {listings.map((listing) => (
          <ListingCard key={listing.id} listing={listing} operation={operations[listing.id] ?? null} />
        ))}
      </Box>
    );
  }

  return (
    <Box component="section" aria-labelledby="your-listings">
      <Typography id="your-listings" variant="h2" sx={{ mb: 2, fontSize: { xs: '1.4rem', sm: '1.75rem' } }}>
        {dashboardText.yourListings}
      </Typography>
      {body}
    </Box>
  );
}
