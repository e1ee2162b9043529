import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { AppBar, IconButton, Toolbar, Typography } from '@mui/material';

/** The slim bar of the analysis flow: a back button and the screen's title. */
export function ScreenTopBar({ title, backLabel, onBack }: { title: string; backLabel: string; onBack: () => void }) {
  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      <Toolbar sx={{ gap: 1 }}>
        <IconButton edge="start" aria-label={backLabel} onClick={onBack}>
          <ArrowBackIcon />
        </IconButton>
        <Typography variant="h4" component="p" sx={{ fontSize: '1.1rem' }}>
          {title}
        </Typography>
      </Toolbar>
    </AppBar>
  );
}
