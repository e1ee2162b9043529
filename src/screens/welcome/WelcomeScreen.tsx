import { AppBar, Box, Button, Container, Stack, Toolbar, Typography } from '@mui/material';
import { Logo } from '../../components/Logo';
import { welcomeText } from '../../domain/messages/auth';
import { useAppDispatch } from '../../store/hooks';
import { navigationRequested } from '../../store/screen.slice';
import { purchaseRequested } from '../../store/system.slice';

// Welcome / login page (spec section 2): header with 'Log in' and 'Purchase', the hero and its heading.

export default function WelcomeScreen() {
  const dispatch = useAppDispatch();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <AppBar position="static" color="transparent" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Toolbar sx={{ gap: 1 }}>
          <Logo />
          <Box sx={{ flex: 1 }} />
          <Button onClick={() => dispatch(navigationRequested({ screen: 'login' }))}>{welcomeText.logIn}</Button>
          <Button variant="contained" onClick={() => dispatch(purchaseRequested())}>
            {welcomeText.purchase}
          </Button>
        </Toolbar>
      </AppBar>
      <Box
        component="main"
        sx={{
          flex: 1,
          display: 'flex',
          alignItems: 'center',
          background: (t) =>
            t.palette.mode === 'dark'
              ? 'radial-gradient(1200px 600px at 10% 10%, #134e4a 0%, transparent 60%), linear-gradient(160deg, #0b1220 0%, #111a2b 100%)'
              : 'radial-gradient(1200px 600px at 10% 10%, #ccfbf1 0%, transparent 60%), linear-gradient(160deg, #f0fdfa 0%, #fff7ed 100%)',
        }}
      >
        <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 } }}>
          <Stack spacing={2} sx={{ textAlign: 'center' }}>
            <Typography variant="h1">{welcomeText.heading}</Typography>
            <Typography variant="h6" component="p" color="text.secondary">
              {welcomeText.subtitle}
            </Typography>
          </Stack>
        </Container>
      </Box>
    </Box>
  );
}
