import ChatIcon from '@mui/icons-material/ChatOutlined';
import { Box, Button, CircularProgress, Container, Paper, Stack, Typography } from '@mui/material';
import { useEffect } from 'react';
import { AppHeader } from '../../components/AppHeader';
import { isRecalculating } from '../../domain/listing-rules';
import { awaitingFirstResults, listingFailureView } from '../../domain/listing-failure';
import { categoryScore, descriptionScore, shouldCelebrate } from '../../domain/listing-sections';
import { detailText } from '../../domain/messages/listingDetail';
import { useAppDispatch, useAppSelector, usePresence } from '../../store/hooks';
import { celebrationShown, detailClosed, detailOpened } from '../../store/listings.slice';
import { celebrationClosed } from '../../store/celebrations.slice';
import { selectCelebrationOpen, selectMayCelebrate } from '../../store/celebrations.selectors';
import { selectDetail, selectListingDetail, selectOperation } from '../../store/listings.selectors';
import { selectListingPhotos } from '../../store/photos.slice';
import { selectScreenListingId } from '../../store/screen.selectors';
import { backRequested, navigationRequested } from '../../store/screen.slice';
import { CelebrationDialog } from './CelebrationDialog';
import { FailedListingPanel } from './FailedListingPanel';
import { PartialPageNotice, StaleResultsNotice } from './PageNotices';
import { AmenitiesSection, HouseRulesSection, LocationSection, PricingSection, SafetySection } from './ListSections';
import { PhotosSection } from './PhotosSection';
import { MarketCard } from './MarketCard';
import { ProgressCard } from './ProgressCard';
import { SummaryCard } from './SummaryCard';
import { DescriptionOverview, DescriptionSectionCard, TitleSection } from './TextSections';

// Listing detail (spec section 2): the summary, a card per section with its score, grade, findings and checks,
// the photo analysis, the sticky chat button and the celebration when title and description reach 100.

function Centered({ children }: { children: React.ReactNode }) {
  return <Box sx={{ minHeight: '50vh', display: 'grid', placeItems: 'center', textAlign: 'center', px: 2 }}>{children}</Box>;
}

export default function ListingDetailScreen() {
  const dispatch = useAppDispatch();
  const listingId = useAppSelector(selectScreenListingId);
  const listing = useAppSelector((s) => selectListingDetail(s, listingId));
  const detail = useAppSelector(selectDetail);
  const operation = useAppSelector((s) => (listingId ? selectOperation(s, listingId) : null));
  const photos = useAppSelector((s) => selectListingPhotos(s, listingId));
  const mayCelebrate = useAppSelector((s) => selectMayCelebrate(s, listingId));
  // Open from the moment it is shown (which marks the listing celebrated) until the host closes it.
  const celebrationOpen = useAppSelector((s) => selectCelebrationOpen(s, listingId));

  usePresence(listingId ? detailOpened({ listingId }) : null, detailClosed());

  const celebrate =
    !!listing &&
    mayCelebrate &&
    !isRecalculating(listing) &&
    shouldCelebrate(categoryScore(listing.recommendations, 'title'), descriptionScore(listing.recommendations, listing.scrapedData));
  useEffect(() => {
    if (celebrate && listingId) {
      dispatch(celebrationShown({ listingId }));
    }
  }, [celebrate, dispatch, listingId]);

  const failure = listing ? listingFailureView(listing) : 'none';
  const loading = !listing && listingId && detail.listingId === listingId && (detail.status === 'pending' || detail.status === 'idle');

  let body;
  if (loading) {
    body = (
      <Centered>
        <Stack spacing={2} sx={{ alignItems: 'center' }} role="status">
          <CircularProgress />
          <Typography color="text.secondary">{detailText.loading}</Typography>
        </Stack>
      </Centered>
    );
  } else if (!listing) {
    body = (
      <Centered>
        <Paper variant="outlined" sx={{ p: 4, maxWidth: 420 }}>
          <Typography variant="h2" component="h1" sx={{ mb: 2, fontSize: '1.5rem' }}>
            {detailText.notFound}
          </Typography>
          <Button variant="contained" onClick={() => dispatch(backRequested())}>
            {detailText.goBack}
          </Button>
        </Paper>
      </Centered>
    );
  } else if (failure === 'failed' || awaitingFirstResults(listing)) {
    body = <FailedListingPanel listing={listing} operation={operation} />;
  } else {
    body = (
      <Stack spacing={{ xs: 2, md: 3 }} useFlexGap>
        {/* First in the main content's tab order (keyboard users reach chat at once), last on screen (CSS order). */}
        <Box
          sx={{ order: 1, position: 'sticky', bottom: 16, display: 'flex', justifyContent: 'flex-end', zIndex: 2, pointerEvents: 'none' }}
        >
          <Button
            variant="contained"
            color="secondary"
            size="large"
            startIcon={<ChatIcon />}
            onClick={() => dispatch(navigationRequested({ screen: 'chat', listingId: listing.id, chatFromListing: true }))}
            // The accent's dark shade is too dark for its dark text; hovering lightens instead.
            sx={{ pointerEvents: 'auto', borderRadius: 999, boxShadow: 6, px: 3, '&:hover': { bgcolor: 'secondary.light' } }}
          >
            {detailText.stickyChat}
          </Button>
        </Box>
        <SummaryCard listing={listing} operation={operation} />
        {failure === 'stale' && <StaleResultsNotice listing={listing} operation={operation} />}
        <PartialPageNotice listing={listing} />
        <ProgressCard listing={listing} />
        <MarketCard listing={listing} />
        <TitleSection listing={listing} />
        <DescriptionOverview listing={listing} />
        <DescriptionSectionCard listing={listing} sectionKey="listingDescription" />
        <DescriptionSectionCard listing={listing} sectionKey="theSpace" />
        <DescriptionSectionCard listing={listing} sectionKey="guestAccess" />
        <DescriptionSectionCard listing={listing} sectionKey="otherDetails" />
        <PhotosSection listing={listing} photos={photos} />
        <AmenitiesSection listing={listing} />
        <HouseRulesSection listing={listing} />
        <SafetySection listing={listing} />
        <LocationSection listing={listing} />
        <PricingSection listing={listing} />
        <CelebrationDialog open={celebrationOpen} onClose={() => dispatch(celebrationClosed())} />
      </Stack>
    );
  }

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppHeader current="listing-detail" />
      <Container component="main" maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
        {body}
      </Container>
    </Box>
  );
}
