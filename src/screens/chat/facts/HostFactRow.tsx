import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { Box, CircularProgress, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import type { HostFact } from '../../../../contract/wire';
import { factsText } from '../../../domain/messages/listing-facts';
import { FactEditor } from './FactEditor';

// One fact the host told: its kind, the sentence the assistant uses, and Edit / Remove (Remove asks first).

export interface HostFactRowProps {
  fact: HostFact;
  editing: boolean;
  busy: 'edit' | 'remove' | null;
  locked: boolean;
  onEdit: () => void;
  onRemove: () => void;
  onSave: (text: string) => void;
  onCancel: () => void;
}

export function HostFactRow({ fact, editing, busy, locked, onEdit, onRemove, onSave, onCancel }: HostFactRowProps) {
  return (
    <Box component="li" sx={{ py: 1.25, '& + &': { borderTop: 1, borderColor: 'divider' } }}>
      <Typography variant="caption" sx={{ color: 'text.secondary', fontWeight: 700, textTransform: 'uppercase', letterSpacing: 0.4 }}>
        {fact.label}
      </Typography>
      {editing ? (
        <Box sx={{ mt: 0.75 }}>
          <FactEditor initialText={fact.text} saving={busy === 'edit'} onSave={onSave} onCancel={onCancel} />
        </Box>
      ) : (
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'flex-start' }}>
          <Typography sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere', pt: 0.5, opacity: busy === 'remove' ? 0.6 : 1 }}>
            {fact.verbatim ? `“${fact.text}”` : fact.text}
          </Typography>
          {busy === 'remove' ? (
            <Box sx={{ p: 1.25, display: 'flex' }} role="status" aria-label={factsText.removing}>
              <CircularProgress size={18} />
            </Box>
          ) : (
            <>
              <Tooltip title={factsText.edit}>
                <span>
                  <IconButton size="small" aria-label={factsText.editLabel(fact.text)} onClick={onEdit} disabled={locked}>
                    <EditOutlinedIcon fontSize="small" />
                  </IconButton>
                </span>
              </Tooltip>
              <Tooltip title={factsText.remove}>
                <span>
                  <IconButton size="small" aria-label={factsText.removeLabel(fact.text)} onClick={onRemove} disabled={locked}>
                    <DeleteOutlineIcon fontSize="small" />
                  </IconButton>
                </span>
              </Tooltip>
            </>
          )}
        </Stack>
      )}
    </Box>
  );
}
