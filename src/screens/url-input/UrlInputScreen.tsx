import LinkIcon from '@mui/icons-material/Link';
import { Box, Button, CircularProgress, Container, Divider, InputAdornment, Paper, Stack, TextField, Typography } from '@mui/material';
import { useFormik } from 'formik';
import { useEffect, useState, type DragEvent } from 'react';
import { ScreenTopBar } from '../../components/layout/ScreenTopBar';
import { FreeAllowanceLine } from '../../components/listing/FreeAllowanceLine';
import { urlInputText } from '../../domain/messages/listings';
import { analyzeButton } from '../../domain/url-input';
import { selectAuthStatus } from '../../store/auth.selectors';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { allowanceRequested, analysisRequested } from '../../store/listings.slice';
import { selectAnalyzeStatus } from '../../store/listings.selectors';
import { pageImportLeft, pagePicked, selectPageImport } from '../../store/page-import.slice';
import { backRequested } from '../../store/screen.slice';
import { pageImportText } from '../../domain/messages/page-import';
import { ImportPagePanel, pickedFile } from './ImportPagePanel';

// URL input, 'Listing Analyzer' (spec sections 2 and 5). Submitting dispatches one intent; the saga checks the
// URL and the session and answers with a toast or the progress screen. Below it, 'Import the page instead'
// (issue 16); a saved page dropped anywhere on the form is imported too.

const hasFiles = (event: DragEvent) => Array.from(event.dataTransfer.types).includes('Files');

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
  const pageImport = useAppSelector(selectPageImport);
  const formik = useFormik({
    initialValues: { url: pageImport.forUrl ?? '' },
    onSubmit: ({ url }) => void dispatch(analysisRequested({ url })),
  });
  const button = analyzeButton({ authStatus, sending, url: formik.values.url });
  const [dragging, setDragging] = useState(false);
  useEffect(() => {
    // What a free account has left, said before Analyze rather than after it (issue 40).
    dispatch(allowanceRequested());
    return () => {
      dispatch(pageImportLeft());
    };
  }, [dispatch]);

  const dropZone = {
    onDragOver: (event: DragEvent) => {
      if (!hasFiles(event)) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'copy';
      setDragging(true);
    },
    onDragLeave: (event: DragEvent) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
    },
    onDrop: (event: DragEvent) => {
      if (!hasFiles(event)) return;
      event.preventDefault();
      setDragging(false);
      const file = event.dataTransfer.files[0];
      if (file && pageImport.status !== 'uploading') dispatch(pagePicked({ page: pickedFile(file), url: formik.values.url }));
    },
  };

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <ScreenTopBar title={urlInputText.title} backLabel={urlInputText.back} onBack={() => dispatch(backRequested())} />
      <Container component="main" maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
        <Paper
          variant="outlined"
          {...dropZone}
          sx={{
            p: { xs: 2.5, sm: 4 },
            position: 'relative',
            outline: dragging ? 2 : 0,
            outlineColor: 'primary.main',
            outlineStyle: 'dashed',
            outlineOffset: -6,
          }}
        >
          {dragging && (
            <Box
              aria-hidden
              sx={{
                position: 'absolute',
                inset: 0,
                zIndex: 1,
                display: 'grid',
                placeItems: 'center',
                bgcolor: 'background.paper',
                opacity: 0.94,
                borderRadius: 'inherit',
                pointerEvents: 'none',
              }}
            >
              <Typography sx={{ fontWeight: 700, color: 'primary.main' }}>{pageImportText.dropHere}</Typography>
            </Box>
          )}
          <Stack spacing={1} sx={{ mb: 3 }}>
            <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2rem' } }}>
              {urlInputText.heading}
            </Typography>
            <Typography color="text.secondary">{urlInputText.intro}</Typography>
          </Stack>
          <Box sx={{ mb: 2.5, '&:empty': { display: 'none' } }}>
            <FreeAllowanceLine />
          </Box>
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
          <Divider sx={{ my: 2.5 }} />
          <ImportPagePanel url={formik.values.url} />
        </Paper>
      </Container>
    </Box>
  );
}
