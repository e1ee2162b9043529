import { Box, Chip } from '@mui/material';
import type { MouseEvent } from 'react';
import { navText } from '../../domain/messages/listingDetail';

// The detail screen's section navigation: chips that jump within the page and move focus to the part's heading,
// so a keyboard or screen-reader user lands where a sighted user looks. It stays under the header while the
// page scrolls. A part the listing has not (no local rules known for its place) has no chip.

export interface NavItem {
  /** The element scrolled to. */
  target: string;
  /** The heading that takes focus. */
  heading: string;
  label: string;
}

/** The parts of the detail screen, in its order. */
export const DETAIL_NAV: readonly NavItem[] = [
  { target: 'summary', heading: 'summary-title', label: navText.summary },
  { target: 'section-photos', heading: 'section-photos-title', label: navText.photos },
  { target: 'section-title', heading: 'section-title-title', label: navText.text },
  { target: 'section-amenities', heading: 'section-amenities-title', label: navText.amenities },
  { target: 'section-house-rules', heading: 'section-house-rules-title', label: navText.rules },
  { target: 'section-local-rules', heading: 'compliance-title', label: navText.localRules },
  { target: 'market', heading: 'market-title', label: navText.market },
  { target: 'progress', heading: 'progress-title', label: navText.history },
];

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export function SectionNav({ items }: { items: readonly NavItem[] }) {
  const jump = (item: NavItem) => (event: MouseEvent) => {
    event.preventDefault();
    document.getElementById(item.target)?.scrollIntoView?.({ block: 'start', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    document.getElementById(item.heading)?.focus({ preventScroll: true });
  };
  return (
    <Box
      component="nav"
      aria-label={navText.label}
      data-testid="section-nav"
      sx={{
        position: 'sticky',
        top: { xs: 56, sm: 64 },
        zIndex: 3,
        mx: { xs: -2, sm: -3 },
        px: { xs: 2, sm: 3 },
        py: 1,
        bgcolor: 'background.default',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Box
        component="ul"
        sx={{ m: 0, p: 0, listStyle: 'none', display: 'flex', gap: 1, overflowX: 'auto', scrollbarWidth: 'thin', py: 0.25 }}
      >
        {items.map((item) => (
          <li key={item.target}>
            <Chip component="a" href={`#${item.target}`} clickable label={item.label} variant="outlined" onClick={jump(item)} />
          </li>
        ))}
      </Box>
    </Box>
  );
}
