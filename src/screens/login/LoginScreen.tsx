import { Divider, Link, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { AuthLayout } from '../../components/auth/AuthLayout';
import { LoginForm } from '../../components/auth/LoginForm';
import { PurchaseLine } from '../../components/auth/PurchaseLine';
import { loginText } from '../../domain/messages/auth';
import { selectWelcomesVisitorBack } from '../../store/auth.selectors';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectLinks } from '../../store/system.slice';
import { backRequested, navigationRequested } from '../../store/screen.slice';
import { QuestionLine } from '../../components/auth/QuestionLine';

// Alternate sign-in screen (spec section 2): 'Welcome back' (just 'Welcome' on a browser no one has signed in on,
// issue 40), the same fields, purchase link, and the terms notice linking to the operator's pages when set.

function external(href: string, words: string) {
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" underline="always" color="inherit" sx={{ fontWeight: 600 }}>
      {words}
    </Link>
  );
}

/** 'By signing in, you agree to our Terms of Service and Privacy Policy.', with the pages that are set; else nothing. */
function TermsNotice() {
  const { termsUrl, privacyUrl } = useAppSelector(selectLinks);
  const pages: ReactNode[] = [
    ...(termsUrl ? [external(termsUrl, loginText.termsOfService)] : []),
    ...(privacyUrl ? [external(privacyUrl, loginText.privacyPolicy)] : []),
  ];
  if (pages.length === 0) return null;
  return (
    <>
      <Divider />
      <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'center' }} data-testid="terms-notice">
        {loginText.termsLead} {pages[0]}
        {pages[1] && (
          <>
            {' '}
            {loginText.and} {pages[1]}
          </>
        )}
        .
      </Typography>
    </>
  );
}

export default function LoginScreen() {
  const dispatch = useAppDispatch();
  const back = useAppSelector(selectWelcomesVisitorBack);
  return (
    <AuthLayout
      title={back ? loginText.heading : loginText.headingFirstVisit}
      subtitle={loginText.subtitle}
      onBack={() => dispatch(backRequested())}
    >
      <Stack useFlexGap spacing={2.5}>
        <LoginForm submitLabel={loginText.submit} submittingLabel={loginText.submitting} />
        <PurchaseLine question={loginText.noAccess} action={loginText.purchaseHere} />
        <QuestionLine
          question={loginText.needAccount}
          action={loginText.createAccount}
          onAction={() => dispatch(navigationRequested({ screen: 'signup' }))}
        />
        <TermsNotice />
      </Stack>
    </AuthLayout>
  );
}
