import { Stack } from '@mui/material';
import { useMemo } from 'react';
import { replyParts } from '../../../contract/suggestions';
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
}

/**
 * An assistant reply: its suggestion lines as cards (with their scores), its questions with quick-answer chips,
 * the rest as formatted text, in the reply's order.
 */
export function ReplyContent({ messageId, listingId, content, answerable = false }: ReplyContentProps) {
  const dispatch = useAppDispatch();
  const parts = useMemo(() => replyParts(content), [content]);
  const section = useMemo(() => replySection(parts), [parts]);
  const answer = (text: string) => dispatch(chatMessageSubmitted({ listingId, content: text, section }));
  return (
    <Stack spacing={1.5}>
      {parts.map((part, index) => {
        if (part.kind === 'markdown') return <ReplyMarkdown key={index} text={part.text} />;
        if (part.kind === 'question') {
          return <QuestionBlock key={index} text={part.text} answers={part.answers} answerable={answerable} onAnswer={answer} />;
        }
        return (
          <SuggestionCard
            key={index}
            listingId={listingId}
            section={part.section}
            text={part.text}
            score={part.score}
            copyId={`${messageId}:${index}`}
          />
        );
      })}
    </Stack>
  );
}
