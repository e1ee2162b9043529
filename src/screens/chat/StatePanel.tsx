import { Box, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A centred state of the chat screen: a spinner line, or a card with a heading, words and actions. */
export function StatePanel({
  title,
  body,
  actions,
  busy = false,
}: {
  title: string;
  body?: ReactNode;
  actions?: ReactNode;
  busy?: boolean;
}) {
  return (
    <Box sx={{ minHeight: '50vh', display: 'grid', placeItems: 'center', textAlign: 'center', px: { xs: 0, sm: 2 } }}>
      {busy ? (
        <Stack spacing={2} sx={{ alignItems: 'center' }} role="status">
          <CircularProgress />
          <Typography color="text.secondary">{title}</Typography>
        </Stack>
      ) : (
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, maxWidth: 460, width: '100%' }}>
          <Typography variant="h2" component="h1" sx={{ mb: 1.5, fontSize: '1.5rem' }}>
            {title}
          </Typography>
          {body && (
            <Typography color="text.secondary" sx={{ mb: 3, overflowWrap: 'anywhere' }}>
              {body}
            </Typography>
          )}
          {actions && (
            <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'center', flexWrap: 'wrap', rowGap: 1 }}>
              {actions}
            </Stack>
          )}
        </Paper>
      )}
    </Box>
  );
}
