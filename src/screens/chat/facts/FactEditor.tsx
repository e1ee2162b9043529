import { Box, Button, CircularProgress, TextField } from '@mui/material';
import { useFormik } from 'formik';
import type { KeyboardEvent } from 'react';
import { HOST_FACT_MAX_CHARS } from '../../../domain/listing-facts';
import { factsText } from '../../../domain/messages/listing-facts';
import { hostFactSchema, type HostFactValues } from '../../../domain/validation/listing-facts';

// A host fact open for editing: its sentence in a box, Save and Cancel. Enter saves (Shift+Enter for a new line),
// Escape cancels. What the host typed stays in the box while it is saved and if the save fails.

export interface FactEditorProps {
  initialText: string;
  saving: boolean;
  onSave: (text: string) => void;
  onCancel: () => void;
}

export function FactEditor({ initialText, saving, onSave, onCancel }: FactEditorProps) {
  const form = useFormik<HostFactValues>({
    initialValues: { text: initialText },
    validationSchema: hostFactSchema,
    validateOnBlur: false,
    onSubmit: (values) => onSave(values.text.trim()),
  });
  const error = form.submitCount > 0 || form.values.text.length > HOST_FACT_MAX_CHARS ? form.errors.text : undefined;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
    } else if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      form.handleSubmit();
    }
  };
  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit} sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <TextField
        name="text"
        value={form.values.text}
        onChange={form.handleChange}
        onKeyDown={onKeyDown}
        multiline
        minRows={2}
        maxRows={6}
        autoFocus
        size="small"
        disabled={saving}
        error={Boolean(error)}
        helperText={error ?? factsText.editorHint(form.values.text.length, HOST_FACT_MAX_CHARS)}
        slotProps={{ htmlInput: { 'aria-label': factsText.editorLabel } }}
        onFocus={(e) => {
          const input = e.target as HTMLTextAreaElement;
          input.setSelectionRange(input.value.length, input.value.length);
        }}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
        <Button size="small" onClick={onCancel} disabled={saving}>
          {factsText.cancel}
        </Button>
        <Button
          size="small"
          type="submit"
          variant="contained"
          disabled={saving}
          startIcon={saving ? <CircularProgress size={14} color="inherit" /> : undefined}
        >
          {saving ? factsText.saving : factsText.save}
        </Button>
      </Box>
    </Box>
  );
}
