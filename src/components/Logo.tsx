import { Box, Typography } from '@mui/material';

export const PRODUCT_NAME = 'Listing Optimiser';

/** Mark plus name; the name hides on very small screens (spec section 2, dashboard header). */
export function Logo({ hideNameOnSmall = true }: { hideNameOnSmall?: boolean }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Box component="img" src="/favicon.svg" alt="" sx={{ width: 32, height: 32 }} />
      <Typography
        component="span"
        sx={{ fontWeight: 700, fontSize: '1.1rem', display: hideNameOnSmall ? { xs: 'none', sm: 'inline' } : 'inline' }}
      >
        {PRODUCT_NAME}
      </Typography>
    </Box>
  );
}
