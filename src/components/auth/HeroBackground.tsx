import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/** The hero background of the sign-in side's pages (a full-height column), in both themes. */
export function HeroBackground({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        background: (t) =>
          t.palette.mode === 'dark'
            ? 'radial-gradient(900px 500px at 0% 0%, rgba(20,184,166,0.22) 0%, transparent 60%), radial-gradient(700px 400px at 100% 100%, rgba(245,158,11,0.12) 0%, transparent 60%), linear-gradient(160deg, #0b1220 0%, #111a2b 100%)'
            : 'radial-gradient(900px 500px at 0% 0%, #ccfbf1 0%, transparent 60%), radial-gradient(700px 400px at 100% 100%, #ffedd5 0%, transparent 60%), linear-gradient(160deg, #f0fdfa 0%, #fff7ed 100%)',
      }}
    >
      {children}
    </Box>
  );
}
