import UploadFileIcon from '@mui/icons-material/UploadFileOutlined';
import { Alert, AlertTitle, Box, Button } from '@mui/material';
import type { Listing } from '../../../contract/wire';
import { FailedListingActions } from '../../components/listing/FailedListingActions';
import { partsNotOnPage } from '../../domain/listing-failure';
import { failedListingText, partialPageText } from '../../domain/messages/listing-failure';
import { useAppDispatch } from '../../store/hooks';
import type { ListingOperation } from '../../store/listings.slice';
import { pageImportOpened } from '../../store/page-import.slice';

// Notes above the section cards of the detail screen (issue 16): the page we read lacked parts of the listing,
// or the latest analysis failed and the results shown are an earlier one's.

export function PartialPageNotice({ listing }: { listing: Listing }) {
  const dispatch = useAppDispatch();
  const parts = partsNotOnPage(listing);
  if (parts.length === 0) return null;
  return (
    <Box component="section" aria-label={partialPageText.title}>
      <Alert severity="info" role="note" sx={{ '& .MuiAlert-message': { width: '100%' } }}>
        <AlertTitle>{partialPageText.title}</AlertTitle>
        <Box sx={{ mb: 1 }}>{partialPageText.missing(parts, listing.scrapedData?.statedTotals)}</Box>
        <Box sx={{ mb: 1.5 }}>{partialPageText.how}</Box>
        <Button
          variant="outlined"
          size="small"
          color="inherit"
          startIcon={<UploadFileIcon />}
          onClick={() => dispatch(pageImportOpened({ forUrl: listing.url }))}
        >
          {partialPageText.importPage}
        </Button>
      </Alert>
    </Box>
  );
}

/** The latest analysis failed; the summary says why. This says the results are older, and offers the ways forward. */
export function StaleResultsNotice({ listing, operation }: { listing: Listing; operation: ListingOperation | null }) {
  return (
    <Box component="section" aria-label={failedListingText.staleNote}>
      <Alert severity="warning" role="note" sx={{ '& .MuiAlert-message': { width: '100%' } }}>
        <Box sx={{ mb: 1.5 }}>{failedListingText.staleNote}</Box>
        <FailedListingActions listing={listing} operation={operation} size="small" />
      </Alert>
    </Box>
  );
}
