import { Box, Typography } from '@mui/material';
import type { TextChangePart } from '../../../contract/wire';

// A word diff as a host reads it, wherever the app shows one (a section's history, a suggestion card): unchanged
// words as they are, removed words struck through, added words marked; the text's line breaks kept. `ins` and
// `del` carry the meaning for assistive technology, the titles name it on hover.

export interface DiffTextProps {
  parts: readonly TextChangePart[];
  /** Words for the marks' titles ('added', 'removed'). */
  addedLabel: string;
  removedLabel: string;
  /** Extra styles for the text's box (padding, background, type size). */
  sx?: Record<string, string | number>;
}

/** How an added or removed stretch looks; a legend that explains the marks uses the same. */
export function diffMarkSx(change: 'added' | 'removed') {
  return {
    textDecoration: change === 'added' ? 'none' : 'line-through',
    bgcolor: change === 'added' ? 'rgba(22, 163, 74, 0.18)' : 'rgba(220, 38, 38, 0.14)',
    color: change === 'added' ? 'text.primary' : 'text.secondary',
    borderBottom: change === 'added' ? 2 : 0,
    borderColor: 'success.main',
    borderRadius: 0.5,
    px: 0.25,
  } as const;
}

export function DiffText({ parts, addedLabel, removedLabel, sx }: DiffTextProps) {
  return (
    <Typography variant="body2" component="div" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', ...sx }}>
      {parts.map((part, i) =>
        part.change === 'same' ? (
          <span key={i}>{part.text}</span>
        ) : (
          <Box
            key={i}
            component={part.change === 'added' ? 'ins' : 'del'}
            title={part.change === 'added' ? addedLabel : removedLabel}
            sx={diffMarkSx(part.change)}
          >
            {part.text}
          </Box>
        ),
      )}
    </Typography>
  );
}
