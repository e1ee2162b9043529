import EditIcon from '@mui/icons-material/EditOutlined';
import { Box, Button, Card, CardContent, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import { useFormik } from 'formik';
import { useState } from 'react';
import type { Profile } from '../../../contract/wire';
import { formikField } from '../../components/auth/formik-field';
import { profileText } from '../../domain/messages/profile';
import { profileSchema, type ProfileFormValues } from '../../domain/validation/profile';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { profileEditCancelled, profileEditStarted, profileSaveRequested, selectProfileEdit } from '../../store/profile-edit.slice';

// Personal Information (spec sections 2 and 4): read-only until Edit; Cancel puts the saved values back; Save
// sends the fields. The e-mail belongs to the sign-in and is never editable.

const FIELDS: (keyof ProfileFormValues)[] = ['fullName', 'phoneNumber', 'address', 'city', 'state', 'zipCode'];
const AUTOCOMPLETE: Record<keyof ProfileFormValues, string> = {
  fullName: 'name',
  phoneNumber: 'tel',
  address: 'street-address',
  city: 'address-level2',
  state: 'address-level1',
  zipCode: 'postal-code',
};

// Six columns from sm up: name | e-mail, phone | address, city | state | ZIP.
const SPAN: Record<keyof ProfileFormValues | 'email', number> = {
  fullName: 3,
  email: 3,
  phoneNumber: 3,
  address: 3,
  city: 2,
  state: 2,
  zipCode: 2,
};

function valuesOf(profile: Profile): ProfileFormValues {
  return Object.fromEntries(FIELDS.map((f) => [f, profile[f] ?? ''])) as ProfileFormValues;
}

export function PersonalInfoCard({ profile }: { profile: Profile }) {
  const dispatch = useAppDispatch();
  const { mode, saveStatus } = useAppSelector(selectProfileEdit);
  const editing = mode === 'edit';
  const saving = saveStatus === 'pending';
  // While the host edits, a profile refetch (token refresh, another tab) must not wipe what they typed.
  const live = valuesOf(profile);
  const [frozen, setFrozen] = useState(live);
  if (!editing && FIELDS.some((f) => frozen[f] !== live[f])) setFrozen(live);
  const initialValues = editing ? frozen : live;
  const formik = useFormik<ProfileFormValues>({
    initialValues,
    enableReinitialize: true,
    validationSchema: profileSchema,
    onSubmit: (values) => {
      dispatch(profileSaveRequested(Object.fromEntries(FIELDS.map((f) => [f, values[f].trim()]))));
    },
  });

  const cancel = () => {
    formik.resetForm({ values: valuesOf(profile) });
    dispatch(profileEditCancelled());
  };

  const field = (name: keyof ProfileFormValues) => {
    const bound = formikField(formik, name);
    return (
      <TextField
        {...bound}
        key={name}
        label={profileText.fields[name]}
        autoComplete={AUTOCOMPLETE[name]}
        type={name === 'phoneNumber' ? 'tel' : 'text'}
        disabled={saving}
        helperText={bound.error ? bound.helperText : undefined}
        slotProps={{ input: { readOnly: !editing } }}
        sx={{ gridColumn: { xs: '1 / -1', sm: `span ${SPAN[name]}` } }}
      />
    );
  };

  return (
    <Card component="section" aria-labelledby="personal-information-title">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Box component="form" noValidate onSubmit={formik.handleSubmit}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 2.5 }}>
            <Typography id="personal-information-title" variant="h2" sx={{ fontSize: { xs: '1.1rem', sm: '1.25rem' } }}>
              {profileText.personalInformation}
            </Typography>
            {editing ? (
              <Stack direction="row" spacing={1}>
                <Button variant="outlined" size="small" color="inherit" onClick={cancel} disabled={saving}>
                  {profileText.cancel}
                </Button>
                <Button
                  type="submit"
                  variant="contained"
                  size="small"
                  disabled={saving}
                  startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined}
                >
                  {saving ? profileText.saving : profileText.save}
                </Button>
              </Stack>
            ) : (
              <Button variant="outlined" size="small" startIcon={<EditIcon />} onClick={() => dispatch(profileEditStarted())}>
                {profileText.edit}
              </Button>
            )}
          </Stack>
          <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(6, minmax(0, 1fr))' } }}>
            {field('fullName')}
            <TextField
              id="email"
              label={profileText.fields.email}
              value={profile.email}
              helperText={editing ? profileText.emailReadOnly : undefined}
              // The note says why the field cannot be edited, so it stays readable (4.5:1) while the field is greyed.
              slotProps={{ input: { readOnly: true }, formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } } }}
              disabled={editing}
              sx={{ gridColumn: { xs: '1 / -1', sm: `span ${SPAN.email}` } }}
            />
            {field('phoneNumber')}
            {field('address')}
            {field('city')}
            {field('state')}
            {field('zipCode')}
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
}
