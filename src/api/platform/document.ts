// The document itself, for the screen saga: its title, and moving focus to a screen once it is on the page.

export function setDocumentTitle(title: string): void {
  document.title = title;
}

/** How long a screen may take to show its heading before its main landmark takes focus instead. */
export const HEADING_WAIT_MS = 4000;
/** A screen that shows neither heading nor main landmark in this long is left alone. */
export const SCREEN_GIVE_UP_MS = 30_000;

/** Focus is already on something of the new screen (an element left over from the old one does not count). */
function userHasMovedOn(screen: string): boolean {
  const active = document.activeElement;
  if (!active || active === document.body || !active.isConnected) return false;
  return !!document.querySelector(`[data-screen="${screen}"]`)?.contains(active);
}

function focusTarget(screen: string): HTMLElement | null {
  return document.querySelector<HTMLElement>(`[data-screen="${screen}"] main h1`);
}

function focusWithoutTabStop(element: HTMLElement, preventScroll: boolean): void {
  // Reachable by script, never by Tab: the heading is a landmark for screen readers, not a control.
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll });
}

export type FocusOutcome = 'heading' | 'main' | 'skipped' | 'aborted';

/**
 * Moves focus to the screen's main heading once it is rendered, so a keyboard or screen-reader user starts
 * on the new screen instead of at the top of the page. Does nothing if the user has already focused something
 * on the new screen. After `waitMs` without a heading, the screen's main landmark takes focus once it is
 * there; a screen whose code is still loading is waited for (up to SCREEN_GIVE_UP_MS), since giving up then
 * would leave focus on nothing. `signal` stops the wait when another screen takes over. `preventScroll` leaves the
 * page where the screen put it (chat opens at its newest message, far below its heading).
 */
export function focusScreenHeading(
  screen: string,
  options: { waitMs?: number; signal?: AbortSignal; preventScroll?: boolean } = {},
): Promise<FocusOutcome> {
  const { waitMs = HEADING_WAIT_MS, signal, preventScroll = false } = options;
  return new Promise((resolve) => {
    let observer: MutationObserver | null = null;
    const timers: ReturnType<typeof setTimeout>[] = [];
    let mainWillDo = false;
    const finish = (outcome: FocusOutcome) => {
      observer?.disconnect();
      timers.forEach(clearTimeout);
      signal?.removeEventListener('abort', onAbort);
      resolve(outcome);
    };
    const onAbort = () => finish('aborted');
    const attempt = () => {
      const target = focusTarget(screen) ?? (mainWillDo ? document.querySelector<HTMLElement>(`[data-screen="${screen}"] main`) : null);
      if (!target) return false;
      if (userHasMovedOn(screen) && !target.contains(document.activeElement)) finish('skipped');
      else {
        focusWithoutTabStop(target, preventScroll);
        finish(target.tagName === 'MAIN' ? 'main' : 'heading');
      }
      return true;
    };
    if (signal?.aborted) return finish('aborted');
    if (attempt()) return;
    signal?.addEventListener('abort', onAbort);
    observer = new MutationObserver(() => void attempt());
    observer.observe(document.body, { childList: true, subtree: true });
    timers.push(
      setTimeout(() => {
        mainWillDo = true;
        attempt();
      }, waitMs),
      setTimeout(() => finish('skipped'), SCREEN_GIVE_UP_MS),
    );
  });
}
