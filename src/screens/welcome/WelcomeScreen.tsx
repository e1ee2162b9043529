import { AppBar, Box, Button, Stack, Toolbar } from '@mui/material';
import { AuthLayout } from '../../components/auth/AuthLayout';
import { LoginForm } from '../../components/auth/LoginForm';
import { PurchaseLine } from '../../components/auth/PurchaseLine';
import { Logo } from '../../components/Logo';
import { welcomeText } from '../../domain/messages/auth';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { navigationRequested } from '../../store/screen.slice';
import { purchaseRequested, selectAllowSignup } from '../../store/system.slice';

// Welcome / login page (spec section 2): header with 'Log in' and 'Purchase', the hero, and the sign-in form. When
// anyone may sign up, 'Start free' stands beside the purchase link (issue 40): a first visitor sees both ways in.

function WelcomeHeader() {
  const dispatch = useAppDispatch();
  return (
    <AppBar
      position="static"
      color="transparent"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Toolbar sx={{ gap: 1, px: { xs: 2, sm: 3 } }}>
        <Logo />
        <Box sx={{ flex: 1 }} />
        <Button onClick={() => dispatch(navigationRequested({ screen: 'login' }))}>{welcomeText.logIn}</Button>
        <Button variant="contained" onClick={() => dispatch(purchaseRequested())}>
          {welcomeText.purchase}
        </Button>
      </Toolbar>
    </AppBar>
  );
}

export default function WelcomeScreen() {
  const dispatch = useAppDispatch();
  const allowSignup = useAppSelector(selectAllowSignup);
  const startFree = {
    joiner: welcomeText.or,
    action: welcomeText.startFree,
    onAction: () => dispatch(navigationRequested({ screen: 'signup' })),
  };
  return (
    <AuthLayout header={<WelcomeHeader />} title={welcomeText.heading} subtitle={welcomeText.subtitle}>
      <Stack useFlexGap spacing={2.5}>
        <LoginForm submitLabel={welcomeText.submit} submittingLabel={welcomeText.submitting} />
        <PurchaseLine question={welcomeText.noAccess} action={welcomeText.purchaseHere} alternative={allowSignup ? startFree : undefined} />
      </Stack>
    </AuthLayout>
  );
}
