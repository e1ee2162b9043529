import GoogleIcon from '@mui/icons-material/Google';
import { Box, Button, Divider, Stack, TextField, Typography } from '@mui/material';
import { RevealedAlert } from '../../components/RevealedAlert';
import { useFormik } from 'formik';
import { signInErrorText, signUpErrorText } from '../../domain/auth-errors';
import { fieldText, signupText } from '../../domain/messages/auth';
import { signupSchema, type SignupValues } from '../../domain/validation/auth';
import { formikField } from '../../components/auth/formik-field';
import { AuthLayout } from '../../components/auth/AuthLayout';
import { PasswordField } from '../../components/auth/PasswordField';
import { selectGoogleSignIn, selectSignUpForm } from '../../store/auth-forms.selectors';
import { googleSignInRequested, signUpRequested } from '../../store/auth-forms.slice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { backRequested, navigationRequested } from '../../store/screen.slice';
import { QuestionLine } from '../../components/auth/QuestionLine';
import { purchaseRequested, selectAllowSignup } from '../../store/system.slice';

// Sign-up (spec section 2): Google, or full name, e-mail, password and confirmation.

/** ALLOW_SIGNUP=false: the screen points to the purchase page instead of a form that would be refused. */
function SignupClosed() {
  const dispatch = useAppDispatch();
  return (
    <AuthLayout title={signupText.heading} subtitle={signupText.closedHeading} onBack={() => dispatch(backRequested())}>
      <Stack useFlexGap spacing={2.5} data-testid="signup-closed">
        <Typography>{signupText.closedText}</Typography>
        <Button variant="contained" size="large" fullWidth onClick={() => dispatch(purchaseRequested())} sx={{ py: 1.25 }}>
          {signupText.closedPurchase}
        </Button>
        <QuestionLine
          question={signupText.haveAccount}
          action={signupText.signInHere}
          onAction={() => dispatch(navigationRequested({ screen: 'login' }))}
        />
      </Stack>
    </AuthLayout>
  );
}

export default function SignupScreen() {
  const allowSignup = useAppSelector(selectAllowSignup);
  return allowSignup ? <SignupForm /> : <SignupClosed />;
}

function SignupForm() {
  const dispatch = useAppDispatch();
  const signUp = useAppSelector(selectSignUpForm);
  const google = useAppSelector(selectGoogleSignIn);
  const busy = signUp.status === 'pending' || google.status === 'pending';
  const formik = useFormik<SignupValues>({
    initialValues: { fullName: '', email: '', password: '', confirmPassword: '' },
    validationSchema: signupSchema,
    onSubmit: ({ fullName, email, password }) => {
      dispatch(signUpRequested({ fullName, email, password }));
    },
  });
  // Each error beside what it is about: Google's below its button, the form's right above its submit button.
  const formError = signUp.error ? signUpErrorText(signUp.error) : null;
  const googleError = !signUp.error && google.error ? signInErrorText(google.error) : null;
  const passwordServerError = signUp.error?.code === 'weak_password' ? signUp.error.message : null;

  return (
    <AuthLayout title={signupText.heading} subtitle={signupText.subtitle} onBack={() => dispatch(backRequested())}>
      <Stack useFlexGap spacing={2.5}>
        <Button
          variant="outlined"
          size="large"
          fullWidth
          startIcon={<GoogleIcon />}
          disabled={busy}
          onClick={() => dispatch(googleSignInRequested())}
          sx={{ py: 1.1 }}
        >
          {google.status === 'pending' ? signupText.googleRedirecting : signupText.google}
        </Button>
        {googleError && (
          <RevealedAlert reveal={google.error} severity="error">
            {googleError}
          </RevealedAlert>
        )}
        <Divider>
          <Typography variant="body2" color="text.secondary">
            {signupText.divider}
          </Typography>
        </Divider>
        <Box component="form" noValidate onSubmit={formik.handleSubmit}>
          <Stack useFlexGap spacing={0.5}>
            <TextField {...formikField(formik, 'fullName')} label={fieldText.fullName} autoComplete="name" disabled={busy} />
            <TextField {...formikField(formik, 'email')} label={fieldText.email} type="email" autoComplete="email" disabled={busy} />
            <PasswordField
              {...formikField(formik, 'password', passwordServerError)}
              label={fieldText.password}
              autoComplete="new-password"
              disabled={busy}
            />
            <PasswordField
              {...formikField(formik, 'confirmPassword')}
              label={fieldText.confirmPassword}
              autoComplete="new-password"
              disabled={busy}
            />
            {formError && (
              <RevealedAlert reveal={signUp.error} severity="error" sx={{ mt: 1 }}>
                {formError}
              </RevealedAlert>
            )}
            <Button type="submit" variant="contained" size="large" fullWidth disabled={busy} sx={{ mt: 1, py: 1.25 }}>
              {signUp.status === 'pending' ? signupText.submitting : signupText.submit}
            </Button>
          </Stack>
        </Box>
        <QuestionLine
          question={signupText.haveAccount}
          action={signupText.signInHere}
          onAction={() => dispatch(navigationRequested({ screen: 'login' }))}
        />
      </Stack>
    </AuthLayout>
  );
}
