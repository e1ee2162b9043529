import { Alert, Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { useFormik } from 'formik';
import { useEffect } from 'react';
import { formikField } from '../../components/auth/formik-field';
import { PasswordField } from '../../components/auth/PasswordField';
import { changePasswordErrorText, changePasswordFieldErrors } from '../../domain/account-errors';
import { changePasswordText } from '../../domain/messages/profile';
import { changePasswordSchema, type ChangePasswordValues } from '../../domain/validation/profile';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { changePasswordClosed, passwordChangeRequested, selectPasswordDialog } from '../../store/profile-edit.slice';

// Change Password (spec sections 2, 5 and 8): current, new and confirmation with the spec's rules; the saga
// re-authenticates with the current password, then sets the new one. Its errors land on the field they are about.

const EMPTY: ChangePasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordDialog() {
  const dispatch = useAppDispatch();
  const { open, status, error } = useAppSelector(selectPasswordDialog);
  const pending = status === 'pending';
  const formik = useFormik<ChangePasswordValues>({
    initialValues: EMPTY,
    validationSchema: changePasswordSchema,
    onSubmit: ({ currentPassword, newPassword }) => {
      dispatch(passwordChangeRequested({ currentPassword, newPassword }));
    },
  });
  const { resetForm } = formik;

  // Every opening starts empty.
  useEffect(() => {
    if (open) resetForm({ values: EMPTY });
  }, [open, resetForm]);

  const fieldErrors = changePasswordFieldErrors(error);
  const general = error ? changePasswordErrorText(error) : null;
  const close = () => {
    if (!pending) dispatch(changePasswordClosed());
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs" aria-labelledby="change-password-title">
      <Box component="form" noValidate onSubmit={formik.handleSubmit}>
        <DialogTitle id="change-password-title">{changePasswordText.title}</DialogTitle>
        <DialogContent>
          <Stack spacing={1.5}>
            <Typography variant="body2" color="text.secondary">
              {changePasswordText.intro}
            </Typography>
            {general && <Alert severity="error">{general}</Alert>}
            <PasswordField
              {...formikField(formik, 'currentPassword', fieldErrors.currentPassword)}
              label={changePasswordText.current}
              autoComplete="current-password"
              disabled={pending}
              autoFocus
            />
            <PasswordField
              {...formikField(formik, 'newPassword', fieldErrors.newPassword)}
              label={changePasswordText.next}
              autoComplete="new-password"
              disabled={pending}
            />
            <PasswordField
              {...formikField(formik, 'confirmPassword')}
              label={changePasswordText.confirm}
              autoComplete="new-password"
              disabled={pending}
            />
            <Typography variant="caption" color="text.secondary">
              {changePasswordText.requirements}
            </Typography>
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={close} color="inherit" disabled={pending}>
            {changePasswordText.cancel}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={pending}
            startIcon={pending ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {pending ? changePasswordText.submitting : changePasswordText.submit}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
