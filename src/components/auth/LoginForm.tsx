import { Box, Button, Checkbox, FormControlLabel, Link, Stack } from '@mui/material';
import { RevealedAlert } from '../RevealedAlert';
import { useFormik } from 'formik';
import { signInErrorText } from '../../domain/auth-errors';
import { fieldText } from '../../domain/messages/auth';
import { loginSchema, type LoginValues } from '../../domain/validation/auth';
import { selectSignInForm } from '../../store/auth-forms.selectors';
import { signInRequested } from '../../store/auth-forms.slice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { navigationRequested } from '../../store/screen.slice';
import { formikField } from './formik-field';
import { OutlinedField } from './OutlinedField';
import { PasswordField } from './PasswordField';

// The e-mail and password form of the welcome page and the alternate sign-in screen (spec sections 2 and 5).

export function LoginForm({ submitLabel, submittingLabel }: { submitLabel: string; submittingLabel: string }) {
  const dispatch = useAppDispatch();
  const { status, error } = useAppSelector(selectSignInForm);
  const pending = status === 'pending';
  const formik = useFormik<LoginValues>({
    initialValues: { email: '', password: '', rememberMe: false },
    validationSchema: loginSchema,
    onSubmit: ({ email, password }) => {
      dispatch(signInRequested({ email, password }));
    },
  });

  return (
    <Box component="form" noValidate onSubmit={formik.handleSubmit}>
      <Stack useFlexGap spacing={0.5}>
        {error && (
          <RevealedAlert reveal={error} severity="error" sx={{ mb: 2 }}>
            {signInErrorText(error)}
          </RevealedAlert>
        )}
        <OutlinedField
          {...formikField(formik, 'email')}
          label={fieldText.email}
          type="email"
          autoComplete="email"
          placeholder={fieldText.emailPlaceholder}
          disabled={pending}
        />
        <PasswordField {...formikField(formik, 'password')} label={fieldText.password} autoComplete="current-password" disabled={pending} />
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', columnGap: 1 }}>
          <FormControlLabel
            control={<Checkbox name="rememberMe" checked={Boolean(formik.values.rememberMe)} onChange={formik.handleChange} size="small" />}
            label={fieldText.rememberMe}
            slotProps={{ typography: { variant: 'body2' } }}
            sx={{ mr: 1 }}
          />
          <Link
            component="button"
            type="button"
            variant="body2"
            underline="hover"
            onClick={() => dispatch(navigationRequested({ screen: 'forgot-password' }))}
          >
            {fieldText.forgotPassword}
          </Link>
        </Box>
        <Button type="submit" variant="contained" size="large" fullWidth disabled={pending} sx={{ mt: 1.5, py: 1.25 }}>
          {pending ? submittingLabel : submitLabel}
        </Button>
      </Stack>
    </Box>
  );
}
