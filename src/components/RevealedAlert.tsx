import { Alert, useMediaQuery, type AlertProps } from '@mui/material';
import { useLayoutEffect, useRef } from 'react';

// An error where the eye is (issue 40): shown beside what caused it, it scrolls into view when it appears (or
// changes) and takes focus, so a screen reader reads it and a keyboard user goes on from there. `reveal` names
// the error: a new value reveals it again (the same refusal twice in a row is still news to the host).

export function RevealedAlert({ reveal, ...props }: AlertProps & { reveal: unknown }) {
  const ref = useRef<HTMLDivElement>(null);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  useLayoutEffect(() => {
    const alert = ref.current;
    if (!alert) return;
    alert.scrollIntoView?.({ block: 'center', behavior: reducedMotion ? 'auto' : 'smooth' });
    alert.focus({ preventScroll: true });
    // Only on appearing: the motion preference changing is no reason to move the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reveal]);
  return <Alert ref={ref} tabIndex={-1} role="alert" {...props} />;
}
