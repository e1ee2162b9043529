import { Stack } from '@mui/material';
import { useMemo } from 'react';
import { replyParts } from '../../../contract/suggestions';
import type { SuggestionChange } from '../../../contract/wire';
import { replySection } from '../../domain/chat';
import { chatMessageSubmitted } from '../../store/chat.slice';
import { useAppDispatch } from '../../store/hooks';
import { QuestionBlock } from './QuestionBlock';
import { ReplyMarkdown } from './ReplyMarkdown';
import { SuggestionCard } from './SuggestionCard';

export interface ReplyContentProps {
  messageId: string;
  listingId: string | null;
  content: string;
  /** Whether its quick answers can be sent (the latest reply, nothing on its way). */
  answerable?: boolean;
  /** What each suggestion changes in the listing's current text, in the reply's order. */
  changes?: readonly SuggestionChange[];
}

/**
 * An assistant reply: its suggestion lines as cards (with their scores), its questions with quick-answer chips,
 * the rest as formatted text, in the reply's order.
 */
export function ReplyContent({ messageId, listingId, content, answerable = false, changes = [] }: ReplyContentProps) {
  const dispatch = useAppDispatch();
  const parts = useMemo(() => replyParts(content), [content]);
  const section = useMemo(() => replySection(parts), [parts]);
  const answer = (text: string) => dispatch(chatMessageSubmitted({ listingId, content: text, section }));
  // Each part's place among the reply's suggestions, which is how the server numbers their changes.
  const suggestionIndex = useMemo(
    () => parts.map((p, i) => (p.kind === 'suggestion' ? parts.slice(0, i).filter((q) => q.kind === 'suggestion').length : -1)),
    [parts],
  );
  return (
    <Stack spacing={1.5}>
      {parts.map((part, index) => {
        if (part.kind === 'markdown') return <ReplyMarkdown key={index} text={part.text} />;
        if (part.kind === 'question') {
          return <QuestionBlock key={index} text={part.text} answers={part.answers} answerable={answerable} onAnswer={answer} />;
        }
        const change = changes.find((c) => c.index === suggestionIndex[index] && c.section === part.section);
        return (
          <SuggestionCard
            key={index}
            listingId={listingId}
            section={part.section}
            text={part.text}
            score={part.score}
            change={change}
            copyId={`${messageId}:${index}`}
          />
        );
      })}
    </Stack>
  );
}
