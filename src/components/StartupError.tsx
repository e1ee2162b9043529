import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { Box, Container, CssBaseline, Paper, ThemeProvider, Typography } from '@mui/material';
import { appTheme } from '../theme/theme';

// Shown instead of the app when start-up validation stops it (spec section 5): nothing else can work.

const TITLES = {
  'missing-configuration': 'The app is missing its configuration',
  'invalid-address': 'The app is configured with an invalid backend address',
} as const;

export function StartupError({ kind, detail }: { kind: keyof typeof TITLES; detail: string }) {
  return (
    <ThemeProvider theme={appTheme('light')}>
      <CssBaseline />
      <Container maxWidth="sm" sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center' }}>
        <Paper sx={{ p: 4, width: '100%' }} role="alert">
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2 }}>
            <ErrorOutlineIcon color="error" />
            <Typography variant="h3" component="h1">
              {TITLES[kind]}
            </Typography>
          </Box>
          <Typography sx={{ mb: 1 }}>{detail}</Typography>
          <Typography color="text.secondary">
            Ask whoever runs this site to check the backend address and public key it serves to the browser.
          </Typography>
        </Paper>
      </Container>
    </ThemeProvider>
  );
}
