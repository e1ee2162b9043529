import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import StarIcon from '@mui/icons-material/Star';
import {
  Box,
  Button,
  Card,
  CardActionArea,
  CardActions,
  CardContent,
  CardMedia,
  Chip,
  CircularProgress,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import type { ListingCard as ListingCardData } from '../../../contract/wire';
import { scoreColour } from '../../domain/grades';
import { analysisFailed, formatRating, hasReviews, photosBeingMeasured, showsCardScore } from '../../domain/listing-rules';
import { FailedListingNotice } from './FailedListingNotice';
import { cardText, confirmText } from '../../domain/messages/listings';
import { useAppDispatch } from '../../store/hooks';
import { listingDeleteRequested, listingReanalysisRequested, type ListingOperation } from '../../store/listings.slice';
import { navigationRequested } from '../../store/screen.slice';
import { ConfirmDialog } from '../ConfirmDialog';
import { FALLBACK_LISTING_IMAGE, paletteOf } from '../score';

// A listing on the dashboard (spec section 2): title on two lines at most, the image (or the shipped fallback),
// rating or 'No reviews yet', the score when above 0, and Optimize / Re-analyze / Delete with confirmations.

export function ListingCard({ listing, operation }: { listing: ListingCardData; operation: ListingOperation | null }) {
  const dispatch = useAppDispatch();
  const [imageFailed, setImageFailed] = useState(false);
  const [confirm, setConfirm] = useState<'delete' | 'reanalyze' | null>(null);
  const open = () => dispatch(navigationRequested({ screen: 'listing-detail', listingId: listing.id }));
  const busy = operation !== null;
  const failed = analysisFailed(listing);
  const image = !listing.imageUrl || imageFailed ? FALLBACK_LISTING_IMAGE : listing.imageUrl;

  const confirmed = () => {
    if (confirm === 'delete') dispatch(listingDeleteRequested({ id: listing.id }));
    if (confirm === 'reanalyze') dispatch(listingReanalysisRequested({ id: listing.id, via: 'dashboard' }));
    setConfirm(null);
  };

  return (
    <Card component="article" aria-label={listing.title} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardActionArea
        onClick={open}
        sx={{ flex: 1, display: 'flex', flexDirection: 'column', alignItems: 'stretch', justifyContent: 'flex-start' }}
      >
        <CardMedia
          component="img"
          image={image}
          alt={cardText.imageAlt(listing.title)}
          onError={() => setImageFailed(true)}
          sx={{ height: 170, objectFit: 'cover', bgcolor: 'action.hover' }}
        />
        <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
          <Typography
            variant="h6"
            component="h3"
            title={listing.title}
            sx={{
              fontSize: '1.05rem',
              lineHeight: 1.35,
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
              overflowWrap: 'anywhere',
              minHeight: '2.7em',
            }}
          >
            {listing.title}
          </Typography>
          {hasReviews(listing) ? (
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
              <StarIcon fontSize="small" sx={{ color: 'secondary.main' }} aria-hidden />
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {formatRating(listing.rating!)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {cardText.reviews(listing.reviewCount)}
              </Typography>
            </Stack>
          ) : (
            <Typography variant="body2" color="text.secondary">
              {cardText.noReviews}
            </Typography>
          )}
          {showsCardScore(listing) && (
            <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 1 }}>
              <Typography variant="body2" color="text.secondary">
                {cardText.optimizationScore}
              </Typography>
              <Typography variant="h6" component="p" sx={{ color: `${paletteOf(scoreColour(listing.seoScore!))}.main`, fontWeight: 700 }}>
                {listing.seoScore}/100
              </Typography>
            </Box>
          )}
          {showsCardScore(listing) && photosBeingMeasured(listing) && (
            <Chip
              size="small"
              color="info"
              variant="outlined"
              label={cardText.provisional}
              data-testid="card-score-provisional"
              sx={{ alignSelf: 'flex-start' }}
            />
          )}
          {listing.isAnalyzing && (
            <Chip
              size="small"
              icon={<CircularProgress size={12} aria-hidden />}
              label={cardText.analyzing}
              sx={{ alignSelf: 'flex-start' }}
            />
          )}
        </CardContent>
      </CardActionArea>
      {failed && <FailedListingNotice listing={listing} operation={operation} />}
      <CardActions sx={{ flexDirection: 'column', alignItems: 'stretch', gap: 1, p: 2, pt: 0, '& > :not(style) ~ :not(style)': { ml: 0 } }}>
        <Button variant="contained" onClick={open} disabled={busy}>
          {cardText.optimize}
        </Button>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          {/* A failed card's notice already offers 'Try again': the same action is not offered twice. */}
          {!failed && (
            <Button
              variant="outlined"
              startIcon={<RefreshIcon />}
              onClick={() => setConfirm('reanalyze')}
              disabled={busy || listing.isAnalyzing}
              sx={{ flex: '1 1 auto', whiteSpace: 'nowrap' }}
            >
              {operation === 'reanalyzing' ? cardText.reanalyzing : cardText.reanalyze}
            </Button>
          )}
          <Button
            variant="outlined"
            color="error"
            startIcon={<DeleteIcon />}
            onClick={() => setConfirm('delete')}
            disabled={busy}
            sx={{ flex: '1 1 auto', whiteSpace: 'nowrap' }}
          >
            {operation === 'deleting' ? cardText.deleting : cardText.delete}
          </Button>
        </Stack>
      </CardActions>
      <ConfirmDialog
        open={confirm === 'delete'}
        title={confirmText.deleteTitle}
        message={confirmText.deleteMessage(listing.title)}
        confirmLabel={confirmText.deleteConfirm}
        destructive
        onConfirm={confirmed}
        onCancel={() => setConfirm(null)}
      />
      <ConfirmDialog
        open={confirm === 'reanalyze'}
        title={confirmText.reanalyzeTitle}
        message={confirmText.reanalyzeMessage(listing.title)}
        confirmLabel={confirmText.reanalyzeConfirm}
        onConfirm={confirmed}
        onCancel={() => setConfirm(null)}
      />
    </Card>
  );
}
