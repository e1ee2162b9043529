import ForumIcon from '@mui/icons-material/ForumOutlined';
import PlaceIcon from '@mui/icons-material/PlaceOutlined';
import { Alert, Box, Button, Card, CardContent, Chip, Divider, Skeleton, Stack, Typography } from '@mui/material';
import {
  marketAttribution,
  percentileSentence,
  unknownKindSentence,
  widenedSentence,
  type MarketInsight,
  type MarketQuartile,
} from '../../../contract/market';
import type { Listing } from '../../../contract/wire';
import { formatMoney, marketText } from '../../domain/messages/market';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { marketRetryRequested, selectListingMarket } from '../../store/market.slice';
import { navigationRequested } from '../../store/screen.slice';
import { SCROLL_MARGIN_TOP } from './SectionCard';

// "Your market" (issue 37): where the listing stands among comparable listings of its loaded market (an Inside
// Airbnb file), how busy listings like these are by score, what the busiest list that it does not, and what
// they write. Its own card, so the detail screen's layout can place it anywhere.

const subheading = { fontSize: '1.05rem', fontWeight: 700, mb: 1 } as const;

function QuarterBars({ quartiles }: { quartiles: MarketQuartile[] }) {
  const top = Math.max(...quartiles.map((q) => q.reviewsPerMonth), 0.01);
  return (
    <Box component="ul" aria-labelledby="market-chart-title" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
      {quartiles.map((q) => (
        <Box
          component="li"
          key={q.quartile}
          data-testid={`market-quarter-${q.quartile}`}
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '6.5rem 1fr auto', sm: '8.5rem 1fr auto' },
            alignItems: 'center',
            columnGap: 1.5,
          }}
        >
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1, rowGap: 0.5 }}>
            <Typography variant="body2" sx={{ fontWeight: q.listing ? 700 : 400 }}>
              {marketText.quarter(q.minScore, q.maxScore)}
            </Typography>
            {q.listing && <Chip size="small" color="primary" variant="outlined" label={marketText.yourQuarter} />}
          </Box>
          <Box aria-hidden sx={{ minWidth: 24 }}>
            <Box
              sx={{
                height: 14,
                borderRadius: 1,
                width: `${Math.max(3, (q.reviewsPerMonth / top) * 100)}%`,
                bgcolor: q.listing ? 'primary.main' : 'action.disabled',
              }}
            />
          </Box>
          <Typography variant="body2" sx={{ whiteSpace: 'nowrap', fontWeight: q.listing ? 700 : 400 }}>
            {marketText.perMonth(q.reviewsPerMonth)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function AmenityGaps({ insight, listingId }: { insight: MarketInsight; listingId: string }) {
  const dispatch = useAppDispatch();
  const ask = (amenity: string, shareTop: number, shareAll: number) =>
    dispatch(
      navigationRequested({
        screen: 'chat',
        listingId,
        chatFromListing: true,
        prefill: { message: marketText.coachPrompt(amenity, shareTop, shareAll, insight.market.name), section: 'Amenities' },
      }),
    );
  return (
    <Box component="section" aria-labelledby="market-gaps-title">
      <Typography id="market-gaps-title" component="h3" sx={subheading}>
        {marketText.gapsTitle}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {marketText.gapsBasis(insight.busiestReviewsPerMonth)}
      </Typography>
      {insight.amenityGaps.length === 0 ? (
        <Typography variant="body2">{marketText.noGaps}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {insight.amenityGaps.map((gap) => (
            <Box
              component="li"
              key={gap.amenity}
              data-testid="market-gap"
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: '1fr', sm: '1fr auto' },
                alignItems: 'center',
                columnGap: 1,
                py: 0.5,
                '& + &': { borderTop: 1, borderColor: 'divider' },
              }}
            >
              <Typography variant="body2" sx={{ minWidth: 0 }}>
                <Box component="span" sx={{ fontWeight: 700 }}>
                  {gap.amenity}
                </Box>
                {`: ${marketText.gap(gap.shareTop, gap.shareAll)}`}
              </Typography>
              <Button
                size="small"
                startIcon={<ForumIcon />}
                sx={{ justifySelf: 'start' }}
                aria-label={marketText.askCoachLabel(gap.amenity)}
                onClick={() => ask(gap.amenity, gap.shareTop, gap.shareAll)}
              >
                {marketText.askCoach}
              </Button>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}

function Insight({ insight, listingId }: { insight: MarketInsight; listingId: string }) {
  const notes = [widenedSentence(insight.comparable, insight.market.name), unknownKindSentence(insight.comparable)].filter(Boolean);
  const { descriptionChars: description, neighbourhood } = insight.typical;
  return (
    <Stack spacing={3}>
      <Box>
        <Typography
          component="p"
          data-testid="market-percentile"
          sx={{ fontSize: { xs: '1.2rem', sm: '1.4rem' }, fontWeight: 800, lineHeight: 1.3 }}
        >
          {percentileSentence(insight)}
        </Typography>
        {notes.map((note) => (
          <Typography key={note} variant="body2" sx={{ mt: 0.5 }}>
            {note}
          </Typography>
        ))}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {marketText.scoreBasis(insight.score)}
        </Typography>
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: { xs: 3, md: 4 }, alignItems: 'start' }}>
        <Stack spacing={3}>
          {insight.quartiles.length > 0 && (
            <Box component="section" aria-labelledby="market-chart-title" data-testid="market-chart">
              <Typography id="market-chart-title" component="h3" sx={subheading}>
                {marketText.chartTitle}
              </Typography>
              <QuarterBars quartiles={insight.quartiles} />
              <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
                {marketText.chartCaption}
              </Typography>
            </Box>
          )}
          <Box component="section" aria-labelledby="market-text-title">
            <Typography id="market-text-title" component="h3" sx={subheading}>
              {marketText.textTitle}
            </Typography>
            <Typography variant="body2">{marketText.description(description.busiest, description.listing)}</Typography>
            <Typography variant="body2">
              {marketText.neighbourhood(neighbourhood.busiestShare, neighbourhood.busiestChars, neighbourhood.listing)}
            </Typography>
          </Box>
          {insight.price && (
            <Box component="section" aria-labelledby="market-price-title">
              <Typography id="market-price-title" component="h3" sx={subheading}>
                {marketText.priceTitle}
              </Typography>
              <Typography variant="body2" data-testid="market-price">
                {marketText.price(
                  formatMoney(insight.price.listing, insight.price.currency),
                  formatMoney(insight.price.median, insight.price.currency),
                  insight.price.count,
                  insight.price.cheaperShare,
                )}
              </Typography>
            </Box>
          )}
        </Stack>
        <AmenityGaps insight={insight} listingId={listingId} />
      </Box>
      <Box>
        <Divider sx={{ mb: 1.5 }} />
        <Typography variant="caption" color="text.secondary" component="p" data-testid="market-attribution">
          {marketAttribution(insight.market)}
        </Typography>
      </Box>
    </Stack>
  );
}

export function MarketCard({ listing }: { listing: Listing }) {
  const dispatch = useAppDispatch();
  const market = useAppSelector((s) => selectListingMarket(s, listing.id));
  let body;
  if (market.insight) body = <Insight insight={market.insight} listingId={listing.id} />;
  else if (market.noMarket) {
    const place = listing.scrapedData?.location.city ?? listing.scrapedData?.location.region ?? listing.location;
    body = (
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
        <PlaceIcon aria-hidden sx={{ color: 'text.secondary', mt: '2px' }} />
        <Box>
          <Typography sx={{ fontWeight: 700 }}>{marketText.noMarket(place ?? null)}</Typography>
          <Typography variant="body2" color="text.secondary">
            {marketText.noMarketHow}
          </Typography>
        </Box>
      </Box>
    );
  } else if (market.status === 'failed') {
    body = (
      <Alert
        severity="warning"
        action={
          <Button color="inherit" size="small" onClick={() => dispatch(marketRetryRequested({ listingId: listing.id }))}>
            {marketText.retry}
          </Button>
        }
      >
        {market.error ?? marketText.loadFailed}
      </Alert>
    );
  } else {
    body = (
      <Box aria-busy="true">
        <Typography role="status" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {marketText.loading}
        </Typography>
        <Skeleton variant="text" height={36} width="80%" />
        <Skeleton variant="rounded" height={120} sx={{ mt: 1 }} />
      </Box>
    );
  }
  return (
    <Card
      component="section"
      aria-labelledby="market-title"
      id="market"
      data-testid="market-card"
      sx={{ scrollMarginTop: SCROLL_MARGIN_TOP }}
    >
      <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2, sm: 3 } } }}>
        <Typography
          id="market-title"
          tabIndex={-1}
          variant="h3"
          component="h2"
          sx={{ fontSize: { xs: '1.2rem', sm: '1.4rem' }, mb: 2, outlineOffset: 4 }}
        >
          {marketText.title}
        </Typography>
        {body}
      </CardContent>
    </Card>
  );
}
