import { Link } from '@mui/material';
import type { MouseEvent } from 'react';
import { a11yText } from '../domain/messages/a11y';

// The first stop of Tab on every screen: jumps past the header to the screen's main content (WCAG 2.4.1).
// Screens are states, not pages, so the target is whichever <main> is on the page.

function toMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.querySelector<HTMLElement>('main');
  if (!main) return;
  event.preventDefault();
  if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
  main.focus();
}

export function SkipLink() {
  return (
    <Link
      href="#main"
      onClick={toMain}
      sx={{
        position: 'fixed',
        top: 8,
        left: 8,
        zIndex: 'tooltip',
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'background.paper',
        color: 'primary.main',
        fontWeight: 700,
        boxShadow: 3,
        // Off screen until it has focus.
        transform: 'translateY(-200%)',
        '&:focus, &:focus-visible': { transform: 'none' },
      }}
    >
      {a11yText.skipToContent}
    </Link>
  );
}
