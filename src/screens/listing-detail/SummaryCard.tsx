import ChatIcon from '@mui/icons-material/ChatOutlined';
import LocationOnIcon from '@mui/icons-material/LocationOnOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import RefreshIcon from '@mui/icons-material/Refresh';
import StarIcon from '@mui/icons-material/Star';
import { Alert, AlertTitle, Box, Button, Card, CardContent, Chip, CircularProgress, Link, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import type { Listing } from '../../../contract/wire';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FALLBACK_LISTING_IMAGE, paletteOf } from '../../components/score';
import { scoreColour } from '../../domain/grades';
import { analysisFailed, formatRating, hasReviews, isRecalculating } from '../../domain/listing-rules';
import { scoreIsProvisional } from '../../domain/score-explanation';
import { detailText, summaryText } from '../../domain/messages/listingDetail';
import { confirmText } from '../../domain/messages/listings';
import { useAppDispatch } from '../../store/hooks';
import { listingReanalysisRequested, type ListingOperation } from '../../store/listings.slice';
import { navigationRequested } from '../../store/screen.slice';
import { SCROLL_MARGIN_TOP } from './SectionCard';

export function SummaryCard({ listing, operation }: { listing: Listing; operation: ListingOperation | null }) {
  const dispatch = useAppDispatch();
  const [confirming, setConfirming] = useState(false);
  const [imageFailed, setImageFailed] = useState(false);
  const recalculating = isRecalculating(listing);
  const running = operation === 'reanalyzing' || listing.isAnalyzing;
  const image = !listing.imageUrl || imageFailed ? FALLBACK_LISTING_IMAGE : listing.imageUrl;
  const provisional = !recalculating && scoreIsProvisional(listing);

  return (
    <Card id="summary" sx={{ scrollMarginTop: SCROLL_MARGIN_TOP }}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '320px 1fr' } }}>
        <Box
          component="img"
          src={image}
          alt=""
          onError={() => setImageFailed(true)}
          sx={{ width: '100%', height: { xs: 140, md: '100%' }, minHeight: { md: 240 }, objectFit: 'cover', bgcolor: 'action.hover' }}
        />
        <CardContent sx={{ p: { xs: 2, sm: 3 }, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
          <Typography
            id="summary-title"
            tabIndex={-1}
            variant="h1"
            sx={{ fontSize: { xs: '1.4rem', sm: '1.9rem' }, overflowWrap: 'anywhere', outlineOffset: 4 }}
          >
            {listing.title}
          </Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, alignItems: 'center' }}>
            {hasReviews(listing) ? (
              <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                <StarIcon fontSize="small" sx={{ color: 'secondary.main' }} aria-hidden />
                <Typography sx={{ fontWeight: 600 }}>{formatRating(listing.rating!)}</Typography>
                <Typography color="text.secondary">{detailText.reviews(listing.reviewCount)}</Typography>
              </Stack>
            ) : (
              <Typography color="text.secondary">{detailText.noReviews}</Typography>
            )}
            {listing.location && (
              <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', minWidth: 0 }}>
                <LocationOnIcon fontSize="small" color="action" aria-hidden />
                <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {listing.location}
                </Typography>
              </Stack>
            )}
            <Link
              href={listing.url}
              target="_blank"
              rel="noopener noreferrer"
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
            >
              {detailText.viewListing}
              <OpenInNewIcon sx={{ fontSize: 16 }} aria-hidden />
            </Link>
          </Stack>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
            <Typography color="text.secondary">{detailText.optimizationScore}</Typography>
            {recalculating ? (
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
                <CircularProgress size={22} />
                <Typography sx={{ fontWeight: 600 }}>{detailText.recalculating}</Typography>
              </Stack>
            ) : listing.seoScore != null ? (
              <Typography
                component="p"
                data-testid="summary-score"
                sx={{ fontSize: '2rem', fontWeight: 800, lineHeight: 1, color: `${paletteOf(scoreColour(listing.seoScore))}.main` }}
              >
                {listing.seoScore}
                <Box component="span" sx={{ fontSize: '1rem', color: 'text.secondary', fontWeight: 600 }}>
                  {detailText.outOf100}
                </Box>
              </Typography>
            ) : null}
            {provisional && (
              <Chip size="small" color="info" variant="outlined" label={summaryText.provisional} data-testid="score-provisional" />
            )}
          </Box>
          {provisional && (
            <Alert severity="info" role="status" icon={<CircularProgress size={18} />} data-testid="photos-measuring">
              {summaryText.photosMeasuring}
            </Alert>
          )}
          {analysisFailed(listing) && (
            <Alert severity="error">
              <AlertTitle>{detailText.analysisFailed}</AlertTitle>
              <Box sx={{ overflowWrap: 'anywhere' }}>{listing.analysisError}</Box>
            </Alert>
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 'auto', pt: 1 }}>
            <Button
              variant="contained"
              startIcon={<ChatIcon />}
              onClick={() => dispatch(navigationRequested({ screen: 'chat', listingId: listing.id, chatFromListing: true }))}
            >
              {detailText.chatWithAi}
            </Button>
            <Button
              variant="outlined"
              startIcon={running ? <CircularProgress size={18} color="inherit" /> : <RefreshIcon />}
              disabled={running || recalculating}
              onClick={() => setConfirming(true)}
            >
              {running ? detailText.reanalyzing : detailText.reanalyze}
            </Button>
          </Stack>
        </CardContent>
      </Box>
      <ConfirmDialog
        open={confirming}
        title={confirmText.reanalyzeTitle}
        message={confirmText.reanalyzeMessage(listing.title)}
        confirmLabel={confirmText.reanalyzeConfirm}
        onConfirm={() => {
          setConfirming(false);
          dispatch(listingReanalysisRequested({ id: listing.id, via: 'detail' }));
        }}
        onCancel={() => setConfirming(false)}
      />
    </Card>
  );
}
