import { Box, Card, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import type { ListingCard } from '../../../contract/wire';
import { FALLBACK_LISTING_IMAGE } from '../../components/score';
import { chatText } from '../../domain/messages/chat';
import { RatingLine, ScoreValue } from './ListingScore';

/** The header card of a listing's conversation: image (or the shipped fallback), title, rating, score. */
export function ChatListingCard({ listing }: { listing: ListingCard }) {
  const [imageFailed, setImageFailed] = useState(false);
  const image = !listing.imageUrl || imageFailed ? FALLBACK_LISTING_IMAGE : listing.imageUrl;
  return (
    <Card component="section" aria-label={listing.title} sx={{ display: 'flex', alignItems: 'stretch' }}>
      <Box
        component="img"
        src={image}
        alt=""
        onError={() => setImageFailed(true)}
        sx={{ width: { xs: 96, sm: 160 }, minHeight: { xs: 96, sm: 120 }, objectFit: 'cover', flexShrink: 0, bgcolor: 'action.hover' }}
      />
      <Box
        sx={{ p: { xs: 1.5, sm: 2.5 }, minWidth: 0, flex: 1, display: 'flex', flexDirection: 'column', gap: 1, justifyContent: 'center' }}
      >
        <Typography
          variant="h1"
          title={listing.title}
          sx={{
            fontSize: { xs: '1.05rem', sm: '1.35rem' },
            lineHeight: 1.3,
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
            overflowWrap: 'anywhere',
          }}
        >
          {listing.title}
        </Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', columnGap: 2, rowGap: 0.5 }}>
          <RatingLine listing={listing} small />
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="body2" color="text.secondary">
              {chatText.optimizationScore}
            </Typography>
            <ScoreValue listing={listing} size="small" />
          </Stack>
        </Stack>
      </Box>
    </Card>
  );
}
