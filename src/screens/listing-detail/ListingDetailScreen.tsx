import ChatIcon from '@mui/icons-material/ChatOutlined';
import { Box, Button, Card, CardContent, CircularProgress, Container, GlobalStyles, Paper, Stack, Typography } from '@mui/material';
import { useEffect } from 'react';
import { AppHeader } from '../../components/AppHeader';
import { isRecalculating } from '../../domain/listing-rules';
import { awaitingFirstResults, listingFailureView } from '../../domain/listing-failure';
import { shouldCelebrate } from '../../domain/listing-sections';
import { sectionAdvice } from '../../domain/score-explanation';
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
import { GuestFavouritePanel } from './GuestFavouritePanel';
import { CompliancePanel, itemFindings } from './CompliancePanel';
import { PartialPageNotice, StaleResultsNotice } from './PageNotices';
import { AmenitiesSection, HouseRulesSection, PricingSection, SafetySection } from './ListSections';
import { PhotosSection } from './PhotosSection';
import { MarketCard } from './MarketCard';
import { ProgressCard } from './ProgressCard';
import { ScoreBreakdown } from './ScoreBreakdown';
import { DETAIL_NAV, SectionNav } from './SectionNav';
import { SummaryCard } from './SummaryCard';
import { DescriptionOverview, DescriptionSectionCard, LocationSection, TitleSection } from './TextSections';
import { TopFixes } from './TopFixes';
import { sectionTitles } from '../../domain/messages/listingDetail';

// Listing detail (spec section 2): the summary and the section navigation, the top three fixes, how the score
// adds up (closed), then a card per section with its score, grade, findings and checks (photos, text, amenities,
// rules, local rules), where the listing stands in its market, the history, the sticky chat button and the celebration when title and description
// reach 100. Every number on it is the server's advice.

/** The sticky chat bar's height: the page keeps this much room below its content, so the bar covers none of it. */
const CHAT_BAR = 72;

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
    shouldCelebrate(
      sectionAdvice(listing.recommendations, 'title')?.score ?? null,
      sectionAdvice(listing.recommendations, 'description')?.score ?? null,
    );
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
          {/* Opened from an address (a bookmark, a colleague's link): why it is not here. */}
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {detailText.notFoundBody}
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
    const advice = listing.recommendations?.advice;
    const report = listing.recommendations?.compliance;
    const hasLocalRules = Boolean(report && report.items.length > 0);
    const cardTitle = (key: string, name: string) => (sectionTitles as Record<string, string>)[key] ?? name;
    body = (
      <Stack spacing={{ xs: 2, md: 3 }} useFlexGap>
        {/* The page keeps room for the sticky chat bar (content scrolls clear of it) and for the header and the
            navigation above a part it jumps to. */}
        <GlobalStyles styles={{ html: { scrollPaddingTop: 132, scrollPaddingBottom: CHAT_BAR } }} />
        {/* First in the main content's tab order (keyboard users reach chat at once), last on screen (CSS order). */}
        <Box
          data-testid="chat-bar"
          sx={{
            order: 1,
            position: 'sticky',
            bottom: 0,
            zIndex: 2,
            minHeight: CHAT_BAR,
            mx: { xs: -2, sm: -3 },
            px: { xs: 2, sm: 3 },
            py: 1.5,
            display: 'flex',
            justifyContent: 'flex-end',
            alignItems: 'center',
            bgcolor: 'background.default',
            boxShadow: '0 -10px 12px -12px rgba(0, 0, 0, 0.35)',
          }}
        >
          <Button
            variant="contained"
            color="secondary"
            size="large"
            startIcon={<ChatIcon />}
            onClick={() => dispatch(navigationRequested({ screen: 'chat', listingId: listing.id, chatFromListing: true }))}
            // The accent's dark shade is too dark for its dark text; hovering lightens instead.
            sx={{ borderRadius: 999, px: 3, '&:hover': { bgcolor: 'secondary.light' } }}
          >
            {detailText.stickyChat}
          </Button>
        </Box>
        <SummaryCard listing={listing} operation={operation} />
        <SectionNav items={DETAIL_NAV.filter((item) => item.target !== 'section-local-rules' || hasLocalRules)} />
        {failure === 'stale' && <StaleResultsNotice listing={listing} operation={operation} />}
        <PartialPageNotice listing={listing} />
        <TopFixes listing={listing} />
        {listing.seoScore != null && !isRecalculating(listing) && advice && (
          <ScoreBreakdown breakdown={advice.breakdown} seoScore={listing.seoScore} />
        )}
        {!isRecalculating(listing) && listing.recommendations?.guestFavourite && (
          <Card>
            <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2, sm: 3 } } }}>
              <GuestFavouritePanel readiness={listing.recommendations.guestFavourite} />
            </CardContent>
          </Card>
        )}
        <PhotosSection listing={listing} photos={photos} />
        <TitleSection listing={listing} />
        <DescriptionOverview listing={listing} />
        <DescriptionSectionCard listing={listing} sectionKey="listingDescription" />
        <DescriptionSectionCard listing={listing} sectionKey="theSpace" />
        <DescriptionSectionCard listing={listing} sectionKey="guestAccess" />
        <DescriptionSectionCard listing={listing} sectionKey="otherDetails" />
        <LocationSection listing={listing} />
        <AmenitiesSection listing={listing} />
        <SafetySection listing={listing} />
        <HouseRulesSection listing={listing} />
        <PricingSection listing={listing} />
        {hasLocalRules && (
          <CompliancePanel report={report} findings={itemFindings(advice?.sections ?? [], (s) => cardTitle(s.key, s.name))} />
        )}
        <MarketCard listing={listing} />
        <ProgressCard listing={listing} />
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
