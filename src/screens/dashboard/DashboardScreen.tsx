import { Box, Container, Stack } from '@mui/material';
import { AppHeader } from '../../components/AppHeader';
import { usePresence } from '../../store/hooks';
import { dashboardClosed, dashboardOpened } from '../../store/listings.slice';
import { AddListingCard } from './AddListingCard';
import { FreeAllowanceLine } from '../../components/listing/FreeAllowanceLine';
import { Greeting } from './Greeting';
import { ListingsSection } from './ListingsSection';
import { QuickTips } from './QuickTips';

// Dashboard (spec section 2). Opening it loads the listings and keeps them fresh while one is analysing.

export default function DashboardScreen() {
  usePresence(dashboardOpened(), dashboardClosed());

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppHeader current="dashboard" />
      <Container component="main" maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        <Stack spacing={{ xs: 3, md: 4 }}>
          <Greeting />
          <FreeAllowanceLine />
          <AddListingCard />
          <ListingsSection />
          <QuickTips />
        </Stack>
      </Container>
    </Box>
  );
}
