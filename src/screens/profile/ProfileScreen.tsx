import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ChatIcon from '@mui/icons-material/ChatOutlined';
import { Box, Button, CircularProgress, Container, Paper, Stack, Typography } from '@mui/material';
import { AppHeader } from '../../components/AppHeader';
import { profileText } from '../../domain/messages/profile';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { chatEntryRequested } from '../../store/listings.slice';
import { profileRequested, selectProfile, selectProfileStatus } from '../../store/profile.slice';
import { backRequested } from '../../store/screen.slice';
import { AccountSettingsCard } from './AccountSettingsCard';
import { PersonalInfoCard } from './PersonalInfoCard';
import { ProfilePictureCard } from './ProfilePictureCard';

// Profile (spec section 2): Personal Information, Profile Picture and Account Settings, 'Back to Dashboard' and
// the way to Chat (the dashboard's chat entry, as in the header).

export default function ProfileScreen() {
  const dispatch = useAppDispatch();
  const profile = useAppSelector(selectProfile);
  const status = useAppSelector(selectProfileStatus);

  let body;
  if (profile) {
    body = (
      <Stack spacing={{ xs: 2, md: 3 }}>
        <ProfilePictureCard profile={profile} />
        <PersonalInfoCard profile={profile} />
        <AccountSettingsCard />
      </Stack>
    );
  } else if (status === 'failed') {
    body = (
      <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
        <Typography sx={{ mb: 2 }}>{profileText.loadFailed}</Typography>
        <Button variant="contained" onClick={() => dispatch(profileRequested())}>
          {profileText.retry}
        </Button>
      </Paper>
    );
  } else {
    body = (
      <Stack spacing={2} sx={{ alignItems: 'center', py: 6 }} role="status">
        <CircularProgress />
        <Typography color="text.secondary">{profileText.loading}</Typography>
      </Stack>
    );
  }

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppHeader current="profile" />
      <Container component="main" maxWidth="md" sx={{ py: { xs: 2, md: 4 } }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 2 }}>
          <Button startIcon={<ArrowBackIcon />} onClick={() => dispatch(backRequested())} sx={{ ml: -1 }}>
            {profileText.backToDashboard}
          </Button>
          <Button variant="outlined" startIcon={<ChatIcon />} onClick={() => dispatch(chatEntryRequested())}>
            {profileText.chat}
          </Button>
        </Stack>
        <Box sx={{ mb: { xs: 2, md: 3 } }}>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.25rem' } }}>
            {profileText.heading}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {profileText.intro}
          </Typography>
        </Box>
        {body}
      </Container>
    </Box>
  );
}
