import { Stack } from '@mui/material';
import { useEffect, useRef } from 'react';
import { threadKey } from '../../domain/chat';
import { chatText } from '../../domain/messages/chat';
import { selectChatSend, selectChatThread } from '../../store/chat.selectors';
import { chatSendErrorDismissed } from '../../store/chat.slice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { AssistantBubble, SendErrorBubble, TypingIndicator, UserBubble } from './Bubbles';
import { ReplyContent } from './ReplyContent';
import { ReplyMarkdown } from './ReplyMarkdown';
import { useThreadPlace } from './useThreadPlace';

// The messages of one thread, oldest first. The host's message shows as soon as it is sent, followed by the
// typing indicator until the answer arrives; a failed send shows its error with Dismiss. With no messages yet,
// a local welcome (never stored) says what the assistant can do.

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export function Conversation({ listingId, listingTitle }: { listingId: string | null; listingTitle: string | null }) {
  const dispatch = useAppDispatch();
  const thread = useAppSelector((s) => selectChatThread(s, listingId));
  const send = useAppSelector(selectChatSend);
  const mine = send.threadKey === threadKey(listingId);
  const outgoing = mine && send.status === 'pending' ? send.outgoing : null;
  const failed = mine && send.status === 'failed' ? send.failed : null;
  const end = useRef<HTMLDivElement>(null);
  const lastQuestion = useRef<HTMLDivElement>(null);
  const seen = useRef<number | null>(null);
  const log = useRef<HTMLDivElement>(null);

  const motion: ScrollBehavior = prefersReducedMotion() ? 'auto' : 'smooth';
  const count = thread.messages.length;
  const lastQuestionIndex = thread.messages.map((m) => m.role).lastIndexOf('user');
  const lastReplyIndex = thread.messages.map((m) => m.role).lastIndexOf('assistant');
  const canAnswer = send.status !== 'pending';
  // Opening the thread shows its newest message, or where the host left it (useThreadPlace).
  useThreadPlace(listingId, log, lastQuestion);
  useEffect(() => {
    const previous = seen.current;
    seen.current = count;
    // A new answer is read from its question down, not from its last line.
    if (previous !== null && count > previous)
      (lastQuestion.current ?? end.current)?.scrollIntoView?.({ block: 'start', behavior: motion });
  }, [count, motion]);
  useEffect(() => {
    // The host's message and the typing indicator come into view as soon as it is sent.
    if (outgoing || failed) end.current?.scrollIntoView?.({ block: 'end', behavior: motion });
  }, [outgoing, failed, motion]);

  return (
    // Room under the last message for 'Back to Top', which floats over the end of the conversation below 1200 px:
    // without it the last card's Copy button sat under it.
    <Stack ref={log} spacing={2} role="log" aria-label={chatText.conversation} aria-live="polite" sx={{ pt: 1, pb: { xs: 8, lg: 1 } }}>
      {thread.messages.length === 0 && !outgoing && (
        <AssistantBubble>
          <ReplyMarkdown text={chatText.welcome(listingTitle)} />
        </AssistantBubble>
      )}
      {thread.messages.map((message, index) =>
        message.role === 'user' ? (
          <UserBubble key={message.id} ref={index === lastQuestionIndex ? lastQuestion : undefined}>
            {message.content}
          </UserBubble>
        ) : (
          <AssistantBubble key={message.id}>
            <ReplyContent
              messageId={message.id}
              listingId={listingId}
              content={message.content}
              changes={message.suggestionChanges}
              answerable={canAnswer && index === lastReplyIndex}
            />
          </AssistantBubble>
        ),
      )}
      {outgoing && (
        <>
          <UserBubble sending>{outgoing.content}</UserBubble>
          <TypingIndicator />
        </>
      )}
      {failed && <SendErrorBubble text={chatText.sendFailed(failed.message)} onDismiss={() => dispatch(chatSendErrorDismissed())} />}
      <div ref={end} />
    </Stack>
  );
}
