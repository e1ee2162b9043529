import { Alert, AlertTitle, Box } from '@mui/material';
import type { ListingCard } from '../../../contract/wire';
import { failedListingText } from '../../domain/messages/listing-failure';
import type { ListingOperation } from '../../store/listings.slice';
import { FailedListingActions } from './FailedListingActions';

/** A dashboard card's failed state: what went wrong in one line, then 'Try again' and 'Import the page instead'. */
export function FailedListingNotice({ listing, operation }: { listing: ListingCard; operation: ListingOperation | null }) {
  return (
    <Box sx={{ px: 2, pb: 2 }}>
      <Alert severity="warning" sx={{ '& .MuiAlert-message': { overflowWrap: 'anywhere', width: '100%' } }}>
        <AlertTitle>{failedListingText.cardTitle}</AlertTitle>
        <Box sx={{ mb: 1.5 }}>{listing.analysisError || failedListingText.fallbackReason}</Box>
        <FailedListingActions listing={listing} operation={operation} size="small" />
      </Alert>
    </Box>
  );
}
