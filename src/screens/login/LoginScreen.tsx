import { Divider, Link, Stack, Typography } from '@mui/material';
import { AuthLayout } from '../../components/auth/AuthLayout';
import { LoginForm } from '../../components/auth/LoginForm';
import { PurchaseLine } from '../../components/auth/PurchaseLine';
import { loginText } from '../../domain/messages/auth';
import { useAppDispatch } from '../../store/hooks';
import { backRequested, navigationRequested } from '../../store/screen.slice';

// Alternate sign-in screen (spec section 2): 'Welcome back', the same fields, purchase link, terms notice.

export default function LoginScreen() {
  const dispatch = useAppDispatch();
  return (
    <AuthLayout title={loginText.heading} subtitle={loginText.subtitle} onBack={() => dispatch(backRequested())}>
      <Stack useFlexGap spacing={2.5}>
        <LoginForm submitLabel={loginText.submit} submittingLabel={loginText.submitting} />
        <PurchaseLine question={loginText.noAccess} action={loginText.purchaseHere} />
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
          {loginText.needAccount}{' '}
          <Link
            component="button"
            type="button"
            variant="body2"
            underline="hover"
            sx={{ fontWeight: 600, verticalAlign: 'baseline' }}
            onClick={() => dispatch(navigationRequested({ screen: 'signup' }))}
          >
            {loginText.createAccount}
          </Link>
        </Typography>
        <Divider />
        <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'center' }}>
          {loginText.terms}
        </Typography>
      </Stack>
    </AuthLayout>
  );
}
