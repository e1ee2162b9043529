import { Skeleton, Typography } from '@mui/material';
import { greetingName } from '../../domain/listing-rules';
import { dashboardText } from '../../domain/messages/listings';
import { selectSessionUser, selectWelcomesHostBack } from '../../store/auth.selectors';
import { useAppSelector } from '../../store/hooks';
import { selectProfile, selectProfileStatus } from '../../store/profile.slice';

/**
 * 'Welcome back' (or 'Welcome' for a host who has just joined) and the first name (or the e-mail's local part); a
 * skeleton until the profile is known.
 */
export function Greeting() {
  const back = useAppSelector(selectWelcomesHostBack);
  const profile = useAppSelector(selectProfile);
  const status = useAppSelector(selectProfileStatus);
  const user = useAppSelector(selectSessionUser);
  if (status === 'idle' || status === 'pending') {
    return <Skeleton variant="text" data-testid="greeting-skeleton" sx={{ fontSize: '2.25rem', width: { xs: '80%', sm: 360 } }} />;
  }
  const name = greetingName(profile, profile?.email ?? user?.email);
  return (
    <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2.25rem' }, overflowWrap: 'anywhere' }}>
      {name
        ? `${back ? dashboardText.welcomeBack : dashboardText.welcome}, ${name}`
        : back
          ? dashboardText.welcomeBack
          : dashboardText.welcome}
    </Typography>
  );
}
