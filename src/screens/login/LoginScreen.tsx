import { Divider, Stack, Typography } from '@mui/material';
import { AuthLayout } from '../../components/auth/AuthLayout';
import { LoginForm } from '../../components/auth/LoginForm';
import { PurchaseLine } from '../../components/auth/PurchaseLine';
import { loginText } from '../../domain/messages/auth';
import { useAppDispatch } from '../../store/hooks';
import { backRequested, navigationRequested } from '../../store/screen.slice';
import { QuestionLine } from '../../components/auth/QuestionLine';

// Alternate sign-in screen (spec section 2): 'Welcome back', the same fields, purchase link, terms notice.

export default function LoginScreen() {
  const dispatch = useAppDispatch();
  return (
    <AuthLayout title={loginText.heading} subtitle={loginText.subtitle} onBack={() => dispatch(backRequested())}>
      <Stack useFlexGap spacing={2.5}>
        <LoginForm submitLabel={loginText.submit} submittingLabel={loginText.submitting} />
        <PurchaseLine question={loginText.noAccess} action={loginText.purchaseHere} />
        <QuestionLine
          question={loginText.needAccount}
          action={loginText.createAccount}
          onAction={() => dispatch(navigationRequested({ screen: 'signup' }))}
        />
        <Divider />
        <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'center' }}>
          {loginText.terms}
        </Typography>
      </Stack>
    </AuthLayout>
  );
}
