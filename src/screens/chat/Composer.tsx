import SendIcon from '@mui/icons-material/Send';
import { Box, Button, CircularProgress, TextField } from '@mui/material';
import type { FormEvent, KeyboardEvent } from 'react';
import { threadKey } from '../../domain/chat';
import { chatText } from '../../domain/messages/chat';
import { selectIsAuthenticated } from '../../store/auth.selectors';
import { selectChatDraft, selectChatSend } from '../../store/chat.selectors';
import { chatDraftChanged, chatMessageSubmitted } from '../../store/chat.slice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';

// The message box and Send (spec sections 4 and 5): nothing blank, nothing while a send is pending, only when
// signed in. Enter sends; Shift+Enter starts a new line. It stays at the bottom of the window.

export function Composer({ listingId, section = null }: { listingId: string | null; section?: string | null }) {
  const dispatch = useAppDispatch();
  const key = threadKey(listingId);
  const draft = useAppSelector((s) => selectChatDraft(s, listingId));
  const send = useAppSelector(selectChatSend);
  const signedIn = useAppSelector(selectIsAuthenticated);
  const pending = send.status === 'pending';
  const canSend = signedIn && !pending && draft.trim() !== '';

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (canSend) dispatch(chatMessageSubmitted({ listingId, content: draft, section }));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <Box
      component="form"
      onSubmit={submit}
      sx={{
        position: 'sticky',
        bottom: 0,
        zIndex: 2,
        pt: 1.5,
        pb: { xs: 1.5, sm: 2 },
        bgcolor: 'background.default',
        display: 'flex',
        gap: 1,
        alignItems: 'flex-end',
      }}
    >
      <TextField
        value={draft}
        onChange={(e) => dispatch(chatDraftChanged({ key, text: e.target.value }))}
        onKeyDown={onKeyDown}
        placeholder={chatText.placeholder}
        multiline
        maxRows={6}
        disabled={!signedIn}
        slotProps={{ htmlInput: { 'aria-label': chatText.messageLabel, title: chatText.composerHint } }}
        sx={{ '& .MuiInputBase-root': { bgcolor: 'background.paper', borderRadius: 3 } }}
      />
      <Button
        type="submit"
        variant="contained"
        disabled={!canSend}
        aria-label={pending ? chatText.sending : chatText.send}
        sx={{ minWidth: { xs: 56, sm: 104 }, height: 56, borderRadius: 3, flexShrink: 0 }}
        endIcon={pending ? undefined : <SendIcon />}
      >
        {pending ? (
          <CircularProgress size={22} color="inherit" aria-label={chatText.sending} />
        ) : (
          <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
            {chatText.send}
          </Box>
        )}
      </Button>
    </Box>
  );
}
