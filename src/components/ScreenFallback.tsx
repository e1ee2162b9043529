import { Box, CircularProgress } from '@mui/material';

export function ScreenFallback({ label = 'Loading...' }: { label?: string }) {
  return (
    <Box sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center' }} role="status" aria-label={label}>
      <CircularProgress />
    </Box>
  );
}
