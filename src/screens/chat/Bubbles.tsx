import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import { Alert, Avatar, Box, Button, keyframes, Paper } from '@mui/material';
import { forwardRef, type ReactNode } from 'react';
import { chatText } from '../../domain/messages/chat';

// The conversation's bubbles: the host's on the right, the assistant's on the left with its mark, the typing
// indicator while a reply is on its way, and the failed-send bubble.

// A question on its way is drawn like any other: the typing indicator below it says a reply is coming, and a
// faded bubble would put its text under the contrast the rest of the app keeps (4.5:1).
export const UserBubble = forwardRef<HTMLDivElement, { children: ReactNode; sending?: boolean }>(function UserBubble(
  { children, sending = false },
  ref,
) {
  return (
    // The scroll margin keeps a question scrolled to the top clear of the sticky header.
    <Box ref={ref} sx={{ display: 'flex', justifyContent: 'flex-end', pl: { xs: 4, sm: 8 }, scrollMarginTop: 80 }} data-role="user">
      <Box
        sx={{
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          px: 2,
          py: 1.25,
          borderRadius: '16px 16px 4px 16px',
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          maxWidth: '100%',
        }}
        aria-busy={sending || undefined}
      >
        {children}
      </Box>
    </Box>
  );
});

export function AssistantMark() {
  return (
    <Avatar aria-hidden sx={{ width: 32, height: 32, bgcolor: 'secondary.main', color: 'secondary.contrastText', flexShrink: 0 }}>
      <AutoAwesomeIcon fontSize="small" />
    </Avatar>
  );
}

export function AssistantBubble({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 1.25, alignItems: 'flex-start', pr: { xs: 0, sm: 6 } }} data-role="assistant">
      <AssistantMark />
      <Paper
        variant="outlined"
        sx={{ px: { xs: 1.5, sm: 2 }, py: 1.5, borderRadius: '4px 16px 16px 16px', minWidth: 0, flex: '0 1 auto', maxWidth: '100%' }}
      >
        {children}
      </Paper>
    </Box>
  );
}

const bounce = keyframes`
  0%, 80%, 100% { transform: translateY(0); opacity: 0.4; }
  40% { transform: translateY(-4px); opacity: 1; }
`;

export function TypingIndicator() {
  return (
    <Box sx={{ display: 'flex', gap: 1.25, alignItems: 'center' }} role="status" aria-label={chatText.typing}>
      <AssistantMark />
      <Paper variant="outlined" sx={{ px: 2, py: 1.5, borderRadius: '4px 16px 16px 16px', display: 'flex', gap: 0.75 }}>
        {[0, 1, 2].map((i) => (
          <Box
            key={i}
            sx={{
              width: 8,
              height: 8,
              borderRadius: '50%',
              bgcolor: 'text.secondary',
              animation: `${bounce} 1.2s ${i * 0.15}s infinite ease-in-out`,
              '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
            }}
          />
        ))}
      </Paper>
    </Box>
  );
}

export function SendErrorBubble({ text, onDismiss }: { text: string; onDismiss: () => void }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', pl: { xs: 2, sm: 8 } }}>
      <Alert
        severity="error"
        variant="outlined"
        sx={{ borderRadius: '16px 16px 4px 16px', '& .MuiAlert-message': { overflowWrap: 'anywhere' }, alignItems: 'center' }}
        action={
          <Button color="inherit" size="small" onClick={onDismiss}>
            {chatText.dismiss}
          </Button>
        }
      >
        {text}
      </Alert>
    </Box>
  );
}
