import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Box, Chip, Stack, Typography } from '@mui/material';
import type { GuestFavouriteReadiness } from '../../../contract/wire';
import { formatRating } from '../../domain/listing-rules';
import { guestFavouriteText } from '../../domain/messages/listingDetail';
import { SourceText } from './Findings';

// Guest Favourite readiness (issue 22): the page's ratings against Airbnb's published criteria, the category
// that holds the listing back and what usually raises it. Never part of the Optimization Score.

export function GuestFavouritePanel({ readiness }: { readiness: GuestFavouriteReadiness | undefined }) {
  if (!readiness) return null;
  const rated = readiness.categories.filter((c) => c.rating != null);
  const holding = readiness.categories.filter((c) => c.holdsBack);
  return (
    <Box component="section" aria-labelledby="guest-favourite-title" data-testid="guest-favourite">
      <Typography id="guest-favourite-title" variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
        {guestFavouriteText.title}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {readiness.headline}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {guestFavouriteText.notInScore}
      </Typography>
      {rated.length > 0 && (
        <Stack
          direction="row"
          sx={{ flexWrap: 'wrap', gap: 0.75, mb: 1 }}
          component="ul"
          style={{ margin: 0, padding: 0, listStyle: 'none' }}
        >
          {readiness.categories.map((c) => (
            <li key={c.key}>
              <Chip
                size="small"
                variant={c.holdsBack ? 'filled' : 'outlined'}
                color={c.holdsBack ? 'warning' : 'default'}
                label={`${c.label} ${c.rating == null ? guestFavouriteText.notShown : formatRating(c.rating)}${c.holdsBack ? ` · ${guestFavouriteText.holdsBack}` : ''}`}
              />
            </li>
          ))}
        </Stack>
      )}
      {holding.length > 0 && (
        <Box component="ul" sx={{ m: 0, mb: 1, pl: 2.5, display: 'grid', gap: 0.5 }}>
          {holding.map((c) =>
            c.advice ? (
              <Typography component="li" variant="body2" key={c.key}>
                <strong>{c.label}:</strong> {c.advice}
              </Typography>
            ) : null,
          )}
        </Box>
      )}
      <Accordion
        disableGutters
        variant="outlined"
        // Mounted when opened: a detail screen holds a dozen of these, each with many sources.
        slotProps={{ transition: { unmountOnExit: true } }}
        sx={{ '&:before': { display: 'none' }, borderRadius: 2 }}
      >
        <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls="guest-favourite-criteria" id="guest-favourite-criteria-header">
          <Typography variant="body2">{guestFavouriteText.criteria}</Typography>
        </AccordionSummary>
        <AccordionDetails id="guest-favourite-criteria">
          <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5 }}>
            {readiness.criteria.map((line) => (
              <Typography component="li" variant="body2" key={line}>
                {line}
              </Typography>
            ))}
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>
            {readiness.caveat}
          </Typography>
          <SourceText source={readiness.source} />
        </AccordionDetails>
      </Accordion>
    </Box>
  );
}
