import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import { Fab, useMediaQuery, useScrollTrigger, Zoom } from '@mui/material';
import { SCROLL_TOP_THRESHOLD_PX } from '../../domain/chat';
import { chatText } from '../../domain/messages/chat';

/** 'Back to Top' once the page has scrolled more than 200px (spec sections 2 and 9). */
export function BackToTop() {
  const scrolled = useScrollTrigger({ disableHysteresis: true, threshold: SCROLL_TOP_THRESHOLD_PX });
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  return (
    <Zoom in={scrolled} unmountOnExit>
      <Fab
        variant="extended"
        size="small"
        color="default"
        onClick={() => window.scrollTo({ top: 0, behavior: reducedMotion ? 'auto' : 'smooth' })}
        sx={{ position: 'fixed', right: { xs: 12, sm: 24 }, bottom: { xs: 88, sm: 104 }, zIndex: 3, px: 2 }}
      >
        <KeyboardArrowUpIcon sx={{ mr: 0.5 }} />
        {chatText.backToTop}
      </Fab>
    </Zoom>
  );
}
