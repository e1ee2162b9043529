import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import { Box, Button, Link, Stack, TextField, Typography } from '@mui/material';
import { RevealedAlert } from '../../components/RevealedAlert';
import { useFormik } from 'formik';
import { forgotErrorText } from '../../domain/auth-errors';
import { fieldText, forgotText } from '../../domain/messages/auth';
import { forgotSchema, type ForgotValues } from '../../domain/validation/auth';
import { AuthLayout } from '../../components/auth/AuthLayout';
import { formikField } from '../../components/auth/formik-field';
import { selectForgotForm } from '../../store/auth-forms.selectors';
import { forgotFormReopened, resetEmailRequested } from '../../store/auth-forms.slice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { backRequested } from '../../store/screen.slice';
import { selectLinks } from '../../store/system.slice';

// Forgot password (spec sections 2 and 4): the form, then 'Check your email' until 'Send to different email'.

/** A long address wraps after the @ rather than at an arbitrary letter. */
function BreakableEmail({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at < 0) return <>{email}</>;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}

function SentConfirmation({ email }: { email: string }) {
  const dispatch = useAppDispatch();
  const { supportUrl } = useAppSelector(selectLinks);
  return (
    <AuthLayout
      title={forgotText.sentHeading}
      icon={<MarkEmailReadOutlinedIcon color="primary" sx={{ fontSize: 56 }} />}
      subtitle={
        <>
          {forgotText.sentBody}
          <Box component="strong" sx={{ display: 'block', color: 'text.primary', overflowWrap: 'anywhere' }}>
            <BreakableEmail email={email} />
          </Box>
        </>
      }
      onBack={() => dispatch(backRequested())}
    >
      <Stack useFlexGap spacing={1.5}>
        <Button variant="contained" size="large" fullWidth onClick={() => dispatch(backRequested())} sx={{ py: 1.25 }}>
          {forgotText.backToSignIn}
        </Button>
        <Button variant="outlined" size="large" fullWidth onClick={() => dispatch(forgotFormReopened())} sx={{ py: 1.1 }}>
          {forgotText.differentEmail}
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', pt: 1 }}>
          {forgotText.spamHint}{' '}
          <Link href={supportUrl} target="_blank" rel="noopener noreferrer" underline="hover" sx={{ fontWeight: 600 }}>
            {forgotText.contactSupport}
          </Link>
          .
        </Typography>
      </Stack>
    </AuthLayout>
  );
}

export default function ForgotPasswordScreen() {
  const dispatch = useAppDispatch();
  const { status, sentTo, error } = useAppSelector(selectForgotForm);
  const pending = status === 'pending';
  const formik = useFormik<ForgotValues>({
    initialValues: { email: '' },
    validationSchema: forgotSchema,
    onSubmit: ({ email }) => {
      dispatch(resetEmailRequested({ email }));
    },
  });

  if (status === 'succeeded' && sentTo) return <SentConfirmation email={sentTo} />;

  return (
    <AuthLayout title={forgotText.heading} subtitle={forgotText.subtitle} onBack={() => dispatch(backRequested())}>
      <Box component="form" noValidate onSubmit={formik.handleSubmit}>
        <Stack useFlexGap spacing={0.5}>
          {error && (
            <RevealedAlert reveal={error} severity={error.code === 'rate_limited' ? 'info' : 'error'} sx={{ mb: 2 }}>
              {forgotErrorText(error)}
            </RevealedAlert>
          )}
          <TextField
            {...formikField(formik, 'email')}
            label={fieldText.email}
            type="email"
            autoComplete="email"
            placeholder={fieldText.emailPlaceholder}
            disabled={pending}
          />
          <Button type="submit" variant="contained" size="large" fullWidth disabled={pending} sx={{ mt: 1, py: 1.25 }}>
            {pending ? forgotText.submitting : forgotText.submit}
          </Button>
          <Button variant="text" fullWidth onClick={() => dispatch(backRequested())} sx={{ mt: 1 }}>
            {forgotText.backToSignIn}
          </Button>
        </Stack>
      </Box>
    </AuthLayout>
  );
}
