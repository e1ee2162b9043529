import { Stack } from '@mui/material';
import { useMemo } from 'react';
import { parseReply } from '../../../contract/suggestions';
import { ReplyMarkdown } from './ReplyMarkdown';
import { SuggestionCard } from './SuggestionCard';

/** An assistant reply: its suggestion lines as cards, the rest as formatted text, in the reply's order. */
export function ReplyContent({ messageId, listingId, content }: { messageId: string; listingId: string | null; content: string }) {
  const parts = useMemo(() => parseReply(content), [content]);
  return (
    <Stack spacing={1.5}>
      {parts.map((part, index) =>
        part.kind === 'markdown' ? (
          <ReplyMarkdown key={index} text={part.text} />
        ) : (
          <SuggestionCard key={index} listingId={listingId} section={part.section} text={part.text} copyId={`${messageId}:${index}`} />
        ),
      )}
    </Stack>
  );
}
