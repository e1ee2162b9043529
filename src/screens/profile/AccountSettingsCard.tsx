import LockIcon from '@mui/icons-material/LockOutlined';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { profileText } from '../../domain/messages/profile';
import { useAppDispatch } from '../../store/hooks';
import { changePasswordOpened } from '../../store/profile-edit.slice';
import { ChangePasswordDialog } from './ChangePasswordDialog';

export function AccountSettingsCard() {
  const dispatch = useAppDispatch();
  return (
    <Card component="section" aria-labelledby="account-settings-title">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="account-settings-title" variant="h2" sx={{ fontSize: { xs: '1.1rem', sm: '1.25rem' }, mb: 2 }}>
          {profileText.accountSettings}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
          <Box sx={{ minWidth: 0, flex: '1 1 220px' }}>
            <Typography sx={{ fontWeight: 600 }}>{profileText.password}</Typography>
            <Typography variant="body2" color="text.secondary">
              {profileText.passwordHint}
            </Typography>
          </Box>
          <Button variant="outlined" startIcon={<LockIcon />} onClick={() => dispatch(changePasswordOpened())}>
            {profileText.changePassword}
          </Button>
        </Box>
      </CardContent>
      <ChangePasswordDialog />
    </Card>
  );
}
