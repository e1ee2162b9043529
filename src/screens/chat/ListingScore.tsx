import StarIcon from '@mui/icons-material/Star';
import { Box, Stack, Typography } from '@mui/material';
import type { ListingCard } from '../../../contract/wire';
import { paletteOf } from '../../components/score';
import { scoreColour } from '../../domain/grades';
import { analysisFailed, formatRating, hasReviews, isRecalculating } from '../../domain/listing-rules';
import { failedListingText } from '../../domain/messages/listing-failure';
import { chatText } from '../../domain/messages/chat';

/** Rating with its star and review count, or 'No reviews yet'. */
export function RatingLine({ listing, small = false }: { listing: ListingCard; small?: boolean }) {
  const variant = small ? 'body2' : 'body1';
  if (!hasReviews(listing)) {
    return (
      <Typography variant={variant} color="text.secondary">
        {chatText.noReviews}
      </Typography>
    );
  }
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <StarIcon fontSize="small" sx={{ color: 'secondary.main' }} aria-hidden />
      <Typography variant={variant} sx={{ fontWeight: 600 }}>
        {formatRating(listing.rating!)}
      </Typography>
      <Typography variant={variant} color="text.secondary">
        {chatText.reviews(listing.reviewCount)}
      </Typography>
    </Stack>
  );
}

/** The score out of 100 in its colour (green at 80+, yellow at 60+, red below), 'Recalculating...', or 'Not analyzed'. */
export function ScoreValue({ listing, size = 'large' }: { listing: ListingCard; size?: 'large' | 'small' }) {
  // A listing that could not be read has no score coming: 'Not analyzed', never 'Recalculating...' for ever.
  if (analysisFailed(listing) && listing.seoScore == null) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
        {failedListingText.notAnalyzed}
      </Typography>
    );
  }
  if (isRecalculating(listing) || listing.seoScore == null) {
    return (
      <Typography variant="body2" color="text.secondary">
        {chatText.recalculating}
      </Typography>
    );
  }
  const colour = scoreColour(listing.seoScore);
  return (
    <Typography
      component="p"
      data-testid="chat-score"
      data-colour={colour}
      sx={{
        fontSize: size === 'large' ? '1.6rem' : '1.2rem',
        fontWeight: 800,
        lineHeight: 1,
        color: `${paletteOf(colour)}.main`,
        whiteSpace: 'nowrap',
      }}
    >
      {listing.seoScore}
      <Box component="span" sx={{ fontSize: size === 'large' ? '0.9rem' : '0.8rem', color: 'text.secondary', fontWeight: 600 }}>
        {chatText.outOf100}
      </Box>
    </Typography>
  );
}
