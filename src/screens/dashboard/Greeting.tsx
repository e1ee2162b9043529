import { Skeleton, Typography } from '@mui/material';
import { greetingName } from '../../domain/listing-rules';
import { dashboardText } from '../../domain/messages/listings';
import { selectSessionUser } from '../../store/auth.selectors';
import { useAppSelector } from '../../store/hooks';
import { selectProfile, selectProfileStatus } from '../../store/profile.slice';

/** 'Welcome back' and the first name (or the e-mail's local part); a skeleton until the profile is known. */
export function Greeting() {
  const profile = useAppSelector(selectProfile);
  const status = useAppSelector(selectProfileStatus);
  const user = useAppSelector(selectSessionUser);
  if (status === 'idle' || status === 'pending') {
    return <Skeleton variant="text" data-testid="greeting-skeleton" sx={{ fontSize: '2.25rem', width: { xs: '80%', sm: 360 } }} />;
  }
  const name = greetingName(profile, profile?.email ?? user?.email);
  return (
    <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.25rem' }, overflowWrap: 'anywhere' }}>
      {name ? `${dashboardText.welcomeBack}, ${name}` : dashboardText.welcomeBack}
    </Typography>
  );
}
