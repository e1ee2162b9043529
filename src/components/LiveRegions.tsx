import { Box } from '@mui/material';
import { selectAnnouncements, type Announcement } from '../store/announcer.slice';
import { useAppSelector } from '../store/hooks';

// The app's two live regions, mounted once at start-up (issue 23): regions that exist before their words change
// are announced reliably, unlike a toast or a status line that appears already filled.

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

export function LiveRegions() {
  const { polite, assertive } = useAppSelector(selectAnnouncements);
  return (
    <>
      <Box role="status" aria-live="polite" aria-atomic="true" data-testid="live-polite" sx={visuallyHidden}>
        {spoken(polite)}
      </Box>
      <Box role="alert" aria-live="assertive" aria-atomic="true" data-testid="live-assertive" sx={visuallyHidden}>
        {spoken(assertive)}
      </Box>
    </>
  );
}
