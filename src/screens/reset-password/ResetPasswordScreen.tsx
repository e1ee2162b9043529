import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useFormik } from 'formik';
import { resetErrorText, resetLinkErrorText } from '../../domain/auth-errors';
import { fieldText, resetText } from '../../domain/messages/auth';
import { resetSchema, type ResetValues } from '../../domain/validation/auth';
import { AuthLayout } from '../../components/auth/AuthLayout';
import { formikField } from '../../components/auth/formik-field';
import { PasswordField } from '../../components/auth/PasswordField';
import { selectResetForm } from '../../store/auth-forms.selectors';
import { newPasswordSubmitted } from '../../store/auth-forms.slice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { backRequested, navigationRequested } from '../../store/screen.slice';

// Reset password (spec sections 2 and 4): the link is checked on load; an invalid link disables the form and
// says why; success shows 'Password updated' for two seconds before the dashboard opens.

function Hints() {
  return (
    <Box sx={{ bgcolor: 'action.hover', borderRadius: 2, px: 2, py: 1.5 }}>
      <Typography variant="body2" sx={{ fontWeight: 600, display: 'flex', alignItems: 'center', gap: 0.75, mb: 0.5 }}>
        <InfoOutlinedIcon fontSize="small" color="primary" />
        {resetText.hintsTitle}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 3.5, color: 'text.secondary', typography: 'body2' }}>
        {resetText.hints.map((hint) => (
          <li key={hint}>{hint}</li>
        ))}
      </Box>
    </Box>
  );
}

export default function ResetPasswordScreen() {
  const dispatch = useAppDispatch();
  const { link, linkError, email, status, error } = useAppSelector(selectResetForm);
  const pending = status === 'pending';
  const formik = useFormik<ResetValues>({
    initialValues: { password: '', confirmPassword: '' },
    validationSchema: resetSchema,
    onSubmit: ({ password }) => {
      dispatch(newPasswordSubmitted({ password }));
    },
  });

  if (status === 'succeeded') {
    return (
      <AuthLayout
        title={resetText.successHeading}
        subtitle={resetText.successBody}
        icon={<CheckCircleIcon color="success" sx={{ fontSize: 56 }} />}
      >
        <Box sx={{ display: 'flex', justifyContent: 'center' }}>
          <CircularProgress size={28} aria-label={resetText.successBody} />
        </Box>
      </AuthLayout>
    );
  }

  const checking = link === 'checking';
  // Without a link that checked out (or with one still being checked) nothing can be submitted.
  const disabled = link !== 'valid' || pending;
  const linkMessage = linkError ? resetLinkErrorText(linkError) : link === 'idle' ? resetLinkErrorText({ code: 'token_missing' }) : null;

  return (
    <AuthLayout
      title={resetText.heading}
      subtitle={email ? `${resetText.forAccount} ${email}` : resetText.subtitle}
      onBack={() => dispatch(backRequested())}
    >
      <Box component="form" noValidate onSubmit={formik.handleSubmit}>
        <Stack useFlexGap spacing={0.5}>
          {checking && (
            <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2, color: 'text.secondary' }}>
              <CircularProgress size={20} />
              <Typography variant="body2">{resetText.validating}</Typography>
            </Box>
          )}
          {linkMessage && (
            <Stack useFlexGap spacing={1.5} sx={{ mb: 2.5 }}>
              <Alert severity="error">{linkMessage}</Alert>
              <Button variant="outlined" fullWidth onClick={() => dispatch(navigationRequested({ screen: 'forgot-password' }))}>
                {resetText.requestNew}
              </Button>
            </Stack>
          )}
          {error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {resetErrorText(error)}
            </Alert>
          )}
          <PasswordField
            {...formikField(formik, 'password')}
            label={fieldText.newPassword}
            autoComplete="new-password"
            disabled={disabled}
          />
          <PasswordField
            {...formikField(formik, 'confirmPassword')}
            label={fieldText.confirmNewPassword}
            autoComplete="new-password"
            disabled={disabled}
          />
          <Hints />
          <Button type="submit" variant="contained" size="large" fullWidth disabled={disabled} sx={{ mt: 3, py: 1.25 }}>
            {pending ? resetText.submitting : resetText.submit}
          </Button>
        </Stack>
      </Box>
    </AuthLayout>
  );
}
