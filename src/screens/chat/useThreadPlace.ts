import { useLayoutEffect, useRef } from 'react';
import { threadKey } from '../../domain/chat';
import { selectChatScroll } from '../../store/chat.selectors';
import { chatScrollKept } from '../../store/chat.slice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';

// Where a thread opens (issue 40): at its newest message, or where the host left it in this listing earlier while
// the app was open. Photos and the facts panel may still be loading and push the messages down, so the place is
// held as the page grows, until the host moves (scrolls, touches, clicks or types) on their own.

/** This close to the page's end counts as reading the newest message. */
const END_SLACK_PX = 48;
const HOST_MOVES = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

const pageEnd = () => Math.max(0, document.documentElement.scrollHeight - window.innerHeight);

export function useThreadPlace(listingId: string | null) {
  const dispatch = useAppDispatch();
  const key = threadKey(listingId);
  const saved = useAppSelector((s) => selectChatScroll(s, listingId));
  const latest = useRef(saved);
  latest.current = saved;

  useLayoutEffect(() => {
    const kept = latest.current;
    const wanted = () => (kept && !kept.atEnd ? Math.min(kept.top, pageEnd()) : pageEnd());
    const place = { top: window.scrollY, atEnd: kept?.atEnd ?? true };
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
    const follow = () => {
      place.top = window.scrollY;
      place.atEnd = window.scrollY >= pageEnd() - END_SLACK_PX;
    };
    window.addEventListener('scroll', follow, { passive: true });
    hold();
    observer?.observe(document.body);
    for (const type of HOST_MOVES) window.addEventListener(type, release, { passive: true });
    return () => {
      release();
      window.removeEventListener('scroll', follow);
      dispatch(chatScrollKept({ key, ...place }));
    };
  }, [key, dispatch]);
}
