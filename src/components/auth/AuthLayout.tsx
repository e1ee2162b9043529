import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, IconButton, Paper, Stack, Toolbar, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { fieldText } from '../../domain/messages/auth';
import { Logo } from '../Logo';
import { HeroBackground } from './HeroBackground';

// The frame of every sign-in side screen: a top bar (back button and logo, or a screen's own header), the hero
// background, and one centred card with the screen's heading.

export interface AuthLayoutProps {
  title: string;
  subtitle?: ReactNode;
  /** Shows a back button in the top bar. */
  onBack?: () => void;
  /** Replaces the default top bar (the welcome page has its own header). */
  header?: ReactNode;
  /** A large icon above the heading (confirmation and success states). */
  icon?: ReactNode;
  children?: ReactNode;
}

export function AuthLayout({ title, subtitle, onBack, header, icon, children }: AuthLayoutProps) {
  return (
    <HeroBackground>
      {header ?? (
        <Toolbar component="header" sx={{ gap: 1, px: { xs: 2, sm: 3 } }}>
          {onBack && (
            <IconButton aria-label={fieldText.back} onClick={onBack} edge="start">
              <ArrowBackIcon />
            </IconButton>
          )}
          <Logo />
        </Toolbar>
      )}
      <Box sx={{ flex: 1, display: 'flex', alignItems: 'center', px: { xs: 1.5, sm: 3 }, py: { xs: 3, sm: 6 } }}>
        <Paper
          component="main"
          elevation={0}
          sx={{
            width: '100%',
            maxWidth: 480,
            mx: 'auto',
            p: { xs: 2.5, sm: 4 },
            borderRadius: 2,
            border: 1,
            borderColor: 'divider',
            boxShadow: (t) => (t.palette.mode === 'dark' ? '0 24px 48px rgba(0,0,0,0.45)' : '0 24px 48px rgba(15,118,110,0.10)'),
          }}
        >
          <Stack useFlexGap spacing={1} sx={{ textAlign: 'center', mb: 3, alignItems: 'center' }}>
            {icon}
            <Typography variant="h2" component="h1" sx={{ fontSize: { xs: '1.6rem', sm: '1.85rem' } }}>
              {title}
            </Typography>
            {subtitle && (
              <Typography color="text.secondary" component="div">
                {subtitle}
              </Typography>
            )}
          </Stack>
          {children}
        </Paper>
      </Box>
    </HeroBackground>
  );
}
