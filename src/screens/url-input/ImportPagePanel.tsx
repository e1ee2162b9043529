import ContentPasteIcon from '@mui/icons-material/ContentPaste';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import UploadFileIcon from '@mui/icons-material/UploadFileOutlined';
import { AlertTitle, Box, Button, Collapse, LinearProgress, Stack, TextField, Typography } from '@mui/material';
import { useRef, type ReactNode } from 'react';
import { RevealedAlert } from '../../components/RevealedAlert';
import { describePaste, IMPORT_ACCEPT, type PickedPage } from '../../domain/page-import';
import { pageImportProblemText, pageImportText } from '../../domain/messages/page-import';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { pagePicked, pageImportToggled, selectPageImport } from '../../store/page-import.slice';

// 'Import the page instead' (issue 16): upload the saved page (pick or drop it) or paste its source. Each way is
// one line of plain instructions; the page goes up with its progress, and a refusal says what to do.

/** A picked or dropped file as plain data for the store; its bytes stay behind an object URL. */
export function pickedFile(file: File): PickedPage {
  return { kind: 'file', name: file.name, type: file.type, size: file.size, fileUrl: URL.createObjectURL(file) };
}

function pickedPaste(text: string): PickedPage {
  const facts = describePaste(text);
  if (facts.blank) return { kind: 'paste', name: null, type: 'text/html', size: 0, fileUrl: '', markup: false, address: false };
  const blob = new Blob([text], { type: 'text/html' });
  return {
    kind: 'paste',
    name: null,
    type: 'text/html',
    size: blob.size,
    fileUrl: URL.createObjectURL(blob),
    markup: facts.markup,
    address: facts.address,
  };
}

export function ImportPagePanel({ url }: { url: string }) {
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectPageImport);
  const fileInput = useRef<HTMLInputElement>(null);
  const pasteInput = useRef<HTMLTextAreaElement>(null);
  const uploading = state.status === 'uploading';
  const received = uploading && state.percent === 100;

  const send = (page: PickedPage) => dispatch(pagePicked({ page, url }));

  // The upload's progress and a refusal show beside the way the page was given (issue 40: a refusal of a picked
  // file used to show below the paste box, out of sight), scrolled into view with focus on the refusal.
  const outcome: ReactNode = (
    <>
      {uploading && (
        <Box role="status" sx={{ mt: 2 }}>
          <Typography variant="body2" id="import-progress-label" sx={{ mb: 0.5, fontWeight: 600, overflowWrap: 'anywhere' }}>
            {received ? pageImportText.reading : pageImportText.uploading(state.fileName, state.percent)}
          </Typography>
          <LinearProgress
            variant={received ? 'indeterminate' : 'determinate'}
            value={state.percent ?? 0}
            aria-labelledby="import-progress-label"
            sx={{ height: 8, borderRadius: 4 }}
          />
        </Box>
      )}
      {state.problem && (
        <RevealedAlert reveal={state.problem} severity="error" sx={{ mt: 2, '& .MuiAlert-message': { overflowWrap: 'anywhere' } }}>
          <AlertTitle>{pageImportText.failedTitle}</AlertTitle>
          {pageImportProblemText(state.problem)}
        </RevealedAlert>
      )}
    </>
  );
  const fromPaste = state.source === 'paste';

  return (
    <Box component="section" aria-label={pageImportText.toggle}>
      <Button
        variant="text"
        onClick={() => dispatch(pageImportToggled())}
        aria-expanded={state.open}
        aria-controls="import-page-panel"
        endIcon={state.open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
        disabled={uploading}
        sx={{ px: 1 }}
      >
        {pageImportText.toggle}
      </Button>
      <Collapse in={state.open} unmountOnExit>
        <Stack id="import-page-panel" spacing={2} sx={{ mt: 1.5 }}>
          {state.forUrl && (
            <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {pageImportText.forListing(state.forUrl)}
            </Typography>
          )}
          <Typography color="text.secondary">{pageImportText.intro}</Typography>

          <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2 }}>
            <Typography component="h2" sx={{ fontWeight: 700, mb: 0.5 }}>
              1. {pageImportText.uploadHeading}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
              {pageImportText.uploadHow}
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
              <Button
                variant="contained"
                startIcon={<UploadFileIcon />}
                disabled={uploading}
                onClick={() => fileInput.current?.click()}
                sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
              >
                {pageImportText.choose}
              </Button>
              <Typography variant="body2" color="text.secondary">
                {pageImportText.dropHint}
              </Typography>
            </Stack>
            <input
              ref={fileInput}
              type="file"
              hidden
              accept={IMPORT_ACCEPT}
              data-testid="import-file-input"
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) send(pickedFile(file));
              }}
            />
            {!fromPaste && outcome}
          </Box>

          <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2 }}>
            <Typography component="h2" sx={{ fontWeight: 700, mb: 0.5 }}>
              2. {pageImportText.pasteHeading}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
              {pageImportText.pasteHow}
            </Typography>
            <TextField
              label={pageImportText.pasteLabel}
              placeholder={pageImportText.pastePlaceholder}
              multiline
              minRows={3}
              maxRows={8}
              disabled={uploading}
              inputRef={pasteInput}
              slotProps={{
                htmlInput: { spellCheck: false, style: { fontFamily: 'ui-monospace, Menlo, Consolas, monospace', fontSize: 13 } },
              }}
            />
            <Button
              variant="outlined"
              startIcon={<ContentPasteIcon />}
              disabled={uploading}
              onClick={() => send(pickedPaste(pasteInput.current?.value ?? ''))}
              sx={{ mt: 1.5 }}
            >
              {pageImportText.importPasted}
            </Button>
            {fromPaste && outcome}
          </Box>

          <Typography variant="body2" color="text.secondary">
            {pageImportText.addressNote}
          </Typography>
        </Stack>
      </Collapse>
    </Box>
  );
}
