import { Alert, Box, Button, CircularProgress, Link, Stack, TextField, Typography } from '@mui/material';
import { useFormik } from 'formik';
import { fieldText, onboardingText } from '../../domain/messages/auth';
import { onboardingSchema, type OnboardingValues } from '../../domain/validation/auth';
import { AuthLayout } from '../../components/auth/AuthLayout';
import { formikField } from '../../components/auth/formik-field';
import { PasswordField } from '../../components/auth/PasswordField';
import { PasswordStrengthMeter } from '../../components/auth/PasswordStrengthMeter';
import { selectOnboarding } from '../../store/auth-forms.selectors';
import { onboardingSubmitted } from '../../store/auth-forms.slice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectLinks } from '../../store/system.slice';

// Account completion after a purchase (spec sections 2, 4 and 5): the account's e-mail, a password with its
// strength and requirements, the confirmation, and 'Create Account' once all of it is valid.

export default function OnboardSetupScreen() {
  const dispatch = useAppDispatch();
  const { email, tokenInvalid, status } = useAppSelector(selectOnboarding);
  const { supportUrl } = useAppSelector(selectLinks);
  const pending = status === 'pending' || status === 'succeeded';
  const formik = useFormik<OnboardingValues>({
    initialValues: { password: '', confirmPassword: '' },
    validationSchema: onboardingSchema,
    validateOnMount: true,
    onSubmit: ({ password, confirmPassword }) => {
      dispatch(onboardingSubmitted({ password, confirmPassword }));
    },
  });

  if (tokenInvalid) {
    return (
      <AuthLayout title={onboardingText.invalidHeading}>
        <Alert severity="error">
          {onboardingText.invalidBody}{' '}
          <Link href={supportUrl} target="_blank" rel="noopener noreferrer" color="inherit" sx={{ fontWeight: 600 }}>
            {onboardingText.contactSupport}
          </Link>
          .
        </Alert>
      </AuthLayout>
    );
  }

  if (!email) {
    return (
      <AuthLayout title={onboardingText.heading}>
        <Box role="status" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, py: 2 }}>
          <CircularProgress />
          <Typography color="text.secondary">{onboardingText.loading}</Typography>
        </Box>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={onboardingText.heading} subtitle={onboardingText.subtitle}>
      <Box component="form" noValidate onSubmit={formik.handleSubmit}>
        <Stack useFlexGap spacing={0.5}>
          <TextField
            id="account-email"
            label={onboardingText.accountEmail}
            value={email}
            helperText=" "
            slotProps={{ input: { readOnly: true } }}
          />
          <PasswordField
            {...formikField(formik, 'password')}
            label={fieldText.createPassword}
            autoComplete="new-password"
            disabled={pending}
          />
          <PasswordStrengthMeter password={formik.values.password} />
          <PasswordField
            {...formikField(formik, 'confirmPassword')}
            label={fieldText.confirmPassword}
            autoComplete="new-password"
            disabled={pending}
          />
          <Button type="submit" variant="contained" size="large" fullWidth disabled={!formik.isValid || pending} sx={{ mt: 1, py: 1.25 }}>
            {pending ? onboardingText.submitting : onboardingText.submit}
          </Button>
        </Stack>
      </Box>
    </AuthLayout>
  );
}
