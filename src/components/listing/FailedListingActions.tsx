import RefreshIcon from '@mui/icons-material/Refresh';
import UploadFileIcon from '@mui/icons-material/UploadFileOutlined';
import { Button, CircularProgress, Stack } from '@mui/material';
import type { Listing } from '../../../contract/wire';
import { failedListingText } from '../../domain/messages/listing-failure';
import { useAppDispatch } from '../../store/hooks';
import { listingReanalysisRequested, type ListingOperation } from '../../store/listings.slice';
import { pageImportOpened } from '../../store/page-import.slice';

/**
 * The two ways forward for a listing that could not be read (issue 16): 'Try again' (the reanalyze endpoint,
 * which keeps the listing and its id) and 'Import the page instead' (the URL input, ready for this listing).
 */
export function FailedListingActions({
  listing,
  operation,
  size = 'medium',
}: {
  listing: Pick<Listing, 'id' | 'url' | 'isAnalyzing'>;
  operation: ListingOperation | null;
  size?: 'small' | 'medium';
}) {
  const dispatch = useAppDispatch();
  const retrying = operation === 'reanalyzing' || listing.isAnalyzing;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
      <Button
        variant="contained"
        size={size}
        startIcon={retrying ? <CircularProgress size={16} color="inherit" /> : <RefreshIcon />}
        disabled={operation !== null || listing.isAnalyzing}
        onClick={() => dispatch(listingReanalysisRequested({ id: listing.id, via: 'detail' }))}
        sx={{ whiteSpace: 'nowrap' }}
      >
        {retrying ? failedListingText.tryingAgain : failedListingText.tryAgain}
      </Button>
      <Button
        variant="outlined"
        size={size}
        startIcon={<UploadFileIcon />}
        disabled={operation !== null}
        onClick={() => dispatch(pageImportOpened({ forUrl: listing.url }))}
        sx={{ whiteSpace: 'nowrap' }}
      >
        {failedListingText.importPage}
      </Button>
    </Stack>
  );
}
