import { useLayoutEffect, type RefObject } from 'react';
import { threadKey } from '../../domain/chat';
import { selectChatScroll } from '../../store/chat.selectors';
import { chatScrollKept } from '../../store/chat.slice';
import { useAppDispatch, useAppStore } from '../../store/hooks';

// Where a thread opens (issue 40): at its newest exchange (the host's last question at the top, its answer below, as
// a new answer is shown), or at the earlier message the host was reading when they
// left this listing's thread while the app was open. A host who left from the top of the screen (the listing, the
// 'Back to Listing' button) or from the end was reading no particular message: they come back to the newest one.
// Photos and the facts panel may still be loading and push the messages down, so the place is held as the page
// grows, until the host moves (scrolls, touches, clicks or types) on their own.

/** This close to the page's end counts as reading the newest message. */
const END_SLACK_PX = 48;
/** Room left above the host's last question for the sticky header. */
const HEADER_ROOM_PX = 80;
const HOST_MOVES = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

const pageEnd = () => Math.max(0, document.documentElement.scrollHeight - window.innerHeight);

/**
 * `thread`: the messages' element, to tell reading a message from looking at what is above the thread; `newest`:
 * the host's last message, where the newest exchange starts (none yet: the thread's end).
 */
export function useThreadPlace(listingId: string | null, thread: RefObject<HTMLElement | null>, newest: RefObject<HTMLElement | null>) {
  const dispatch = useAppDispatch();
  const key = threadKey(listingId);
  const store = useAppStore();

  useLayoutEffect(() => {
    // Read once, as the thread opens: where the host left it earlier (kept as they left, below).
    const kept = selectChatScroll(store.getState(), listingId);
    const messages = thread.current;
    const newestTop = () => {
      const element = newest.current;
      return element ? element.getBoundingClientRect().top + window.scrollY - HEADER_ROOM_PX : pageEnd();
    };
    const wanted = () => Math.max(0, Math.min(kept && !kept.atEnd ? kept.top : newestTop(), pageEnd()));
    let holding = true;
    const hold = () => {
      if (holding && Math.abs(window.scrollY - wanted()) > 1) window.scrollTo({ top: wanted(), behavior: 'auto' });
    };
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(hold) : null;
    const release = () => {
      holding = false;
      observer?.disconnect();
      for (const type of HOST_MOVES) window.removeEventListener(type, release);
    };
    hold();
    observer?.observe(document.body);
    for (const type of HOST_MOVES) window.addEventListener(type, release, { passive: true });
    return () => {
      release();
      // Read as the thread leaves, while it is still on the page (a layout effect's clean-up runs before React
      // removes it): where the host is, not where the last scroll event said they were.
      const top = window.scrollY;
      const threadTop = (messages?.getBoundingClientRect().top ?? 0) + top;
      const readingAMessage = top >= threadTop - window.innerHeight / 2 && top < pageEnd() - END_SLACK_PX;
      dispatch(chatScrollKept({ key, top, atEnd: !readingAMessage }));
    };
  }, [key, listingId, store, dispatch, thread, newest]);
}
