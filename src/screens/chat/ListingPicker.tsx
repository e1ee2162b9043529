import LocationOnIcon from '@mui/icons-material/LocationOnOutlined';
import { Box, Card, CardActionArea, CardContent, Stack, Typography } from '@mui/material';
import { chatText } from '../../domain/messages/chat';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectListings } from '../../store/listings.selectors';
import { navigationRequested } from '../../store/screen.slice';
import { RatingLine, ScoreValue } from './ListingScore';

// 'Select a Listing to Chat About' (spec section 2): one card per listing; a click opens its conversation.

export function ListingPicker() {
  const dispatch = useAppDispatch();
  const listings = useAppSelector(selectListings);
  return (
    <Stack spacing={2.5}>
      <Box>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2rem' } }}>
          {chatText.pickerHeading}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {chatText.pickerIntro}
        </Typography>
      </Box>
      <Box
        component="ul"
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
      >
        {listings.map((listing) => (
          <Box component="li" key={listing.id} sx={{ minWidth: 0 }}>
            <Card sx={{ height: '100%' }}>
              <CardActionArea
                onClick={() => dispatch(navigationRequested({ screen: 'chat', listingId: listing.id }))}
                sx={{ height: '100%', display: 'flex', alignItems: 'stretch' }}
              >
                <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
                  <Typography
                    component="h2"
                    title={listing.title}
                    sx={{
                      fontWeight: 700,
                      fontSize: '1.05rem',
                      lineHeight: 1.35,
                      display: '-webkit-box',
                      WebkitLineClamp: 2,
                      WebkitBoxOrient: 'vertical',
                      overflow: 'hidden',
                      overflowWrap: 'anywhere',
                    }}
                  >
                    {listing.title}
                  </Typography>
                  {listing.location && (
                    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', minWidth: 0 }}>
                      <LocationOnIcon fontSize="small" color="action" aria-hidden />
                      <Typography variant="body2" color="text.secondary" noWrap>
                        {listing.location}
                      </Typography>
                    </Stack>
                  )}
                  <Box sx={{ display: 'flex', alignItems: 'flex-end', justifyContent: 'space-between', gap: 1, mt: 'auto', pt: 0.5 }}>
                    <RatingLine listing={listing} small />
                    <ScoreValue listing={listing} size="small" />
                  </Box>
                </CardContent>
              </CardActionArea>
            </Card>
          </Box>
        ))}
      </Box>
    </Stack>
  );
}
