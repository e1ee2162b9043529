import { Box } from '@mui/material';
import { selectAnnouncements, type Announcement } from '../store/announcer.slice';
import { useAppSelector } from '../store/hooks';

// The app's two live regions, mounted once at start-up (issue 23): regions that exist before their words change
// are announced reliably, unlike a status line that appears already filled. Toasts are drawn inside the polite
// one (toastHost), so they are heard as they appear without their words being on the page twice.

export const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  p: 0,
  m: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

// The same words twice in a row still change the region's text (a no-break space on every other one).
const spoken = ({ text, count }: Announcement) => (text && count % 2 === 0 ? `${text}\u00a0` : text);

export function LiveRegions({ toastHost }: { toastHost?: (element: HTMLDivElement | null) => void }) {
  const { polite, assertive } = useAppSelector(selectAnnouncements);
  return (
    <>
      <Box role="status" aria-live="polite" data-testid="live-polite">
        <Box sx={visuallyHidden}>{spoken(polite)}</Box>
        <div ref={toastHost} />
      </Box>
      <Box role="alert" aria-live="assertive" aria-atomic="true" data-testid="live-assertive" sx={visuallyHidden}>
        {spoken(assertive)}
      </Box>
    </>
  );
}
