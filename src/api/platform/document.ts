// The document itself, for the screen saga: its title, and moving focus to a screen once it is on the page.

export function setDocumentTitle(title: string): void {
  document.title = title;
}

/** How long a screen may take to show its heading (its code loads lazily; the detail waits for its listing). */
export const HEADING_WAIT_MS = 4000;

/** Focus is already on something of the new screen (an element left over from the old one does not count). */
function userHasMovedOn(screen: string): boolean {
  const active = document.activeElement;
  if (!active || active === document.body || !active.isConnected) return false;
  return !!document.querySelector(`[data-screen="${screen}"]`)?.contains(active);
}

function focusTarget(screen: string): HTMLElement | null {
  return document.querySelector<HTMLElement>(`[data-screen="${screen}"] main h1`);
}

function focusWithoutTabStop(element: HTMLElement): void {
  // Reachable by script, never by Tab: the heading is a landmark for screen readers, not a control.
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus();
}

/**
 * Moves focus to the screen's main heading once it is rendered, so a keyboard or screen-reader user starts
 * on the new screen instead of at the top of the page. Does nothing if the user has already focused something
 * on the new screen. Falls back to the screen's main landmark when no heading shows in time.
 */
export function focusScreenHeading(screen: string, waitMs = HEADING_WAIT_MS): Promise<'heading' | 'main' | 'skipped'> {
  return new Promise((resolve) => {
    let observer: MutationObserver | null = null;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const finish = (outcome: 'heading' | 'main' | 'skipped') => {
      observer?.disconnect();
      if (timer) clearTimeout(timer);
      resolve(outcome);
    };
    const attempt = () => {
      const heading = focusTarget(screen);
      if (!heading) return false;
      if (userHasMovedOn(screen) && !heading.contains(document.activeElement)) finish('skipped');
      else {
        focusWithoutTabStop(heading);
        finish('heading');
      }
      return true;
    };
    if (attempt()) return;
    observer = new MutationObserver(() => void attempt());
    observer.observe(document.body, { childList: true, subtree: true });
    timer = setTimeout(() => {
      const main = document.querySelector<HTMLElement>(`[data-screen="${screen}"] main`);
      if (main && !userHasMovedOn(screen)) {
        focusWithoutTabStop(main);
        finish('main');
      } else finish('skipped');
    }, waitMs);
  });
}
