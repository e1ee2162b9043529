import LinkIcon from '@mui/icons-material/Link';
import { Box, Button, CircularProgress, Container, InputAdornment, Paper, Stack, TextField, Typography } from '@mui/material';
import { useFormik } from 'formik';
import { ScreenTopBar } from '../../components/layout/ScreenTopBar';
import { urlInputText } from '../../domain/messages/listings';
import { analyzeButton } from '../../domain/url-input';
import { selectAuthStatus } from '../../store/auth.selectors';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { analysisRequested } from '../../store/listings.slice';
import { selectAnalyzeStatus } from '../../store/listings.selectors';
import { backRequested } from '../../store/screen.slice';

// URL input, 'Listing Analyzer' (spec sections 2 and 5). Submitting dispatches one intent; the saga checks the
// URL and the session and answers with a toast or the progress screen.

const LABELS = {
  analyze: urlInputText.analyze,
  sending: urlInputText.sending,
  authLoading: urlInputText.authLoading,
  signedOut: urlInputText.signedOut,
} as const;

export default function UrlInputScreen() {
  const dispatch = useAppDispatch();
  const authStatus = useAppSelector(selectAuthStatus);
  const sending = useAppSelector(selectAnalyzeStatus) === 'pending';
  const formik = useFormik({ initialValues: { url: '' }, onSubmit: ({ url }) => void dispatch(analysisRequested({ url })) });
  const button = analyzeButton({ authStatus, sending, url: formik.values.url });

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <ScreenTopBar title={urlInputText.title} backLabel={urlInputText.back} onBack={() => dispatch(backRequested())} />
      <Container component="main" maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
        <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
          <Stack spacing={1} sx={{ mb: 3 }}>
            <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2rem' } }}>
              {urlInputText.heading}
            </Typography>
            <Typography color="text.secondary">{urlInputText.intro}</Typography>
          </Stack>
          <Box component="form" noValidate onSubmit={formik.handleSubmit}>
            <Stack spacing={2}>
              <TextField
                name="url"
                type="url"
                label={urlInputText.fieldLabel}
                placeholder={urlInputText.placeholder}
                value={formik.values.url}
                onChange={formik.handleChange}
                disabled={sending}
                autoFocus
                autoComplete="url"
                slotProps={{
                  input: {
                    startAdornment: (
                      <InputAdornment position="start">
                        <LinkIcon />
                      </InputAdornment>
                    ),
                  },
                }}
              />
              <Button
                type="submit"
                variant="contained"
                size="large"
                disabled={button.disabled}
                startIcon={button.label === 'sending' ? <CircularProgress size={18} color="inherit" /> : undefined}
              >
                {LABELS[button.label]}
              </Button>
            </Stack>
          </Box>
        </Paper>
      </Container>
    </Box>
  );
}
