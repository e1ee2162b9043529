import EmojiEventsIcon from '@mui/icons-material/EmojiEventsOutlined';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { celebrationText } from '../../domain/messages/listingDetail';

/** Shown when title and description both reach 100/100; the saga plays the 3-second confetti. */
export function CelebrationDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="celebration-title" aria-describedby="celebration-text" maxWidth="xs" fullWidth>
      <Box sx={{ display: 'grid', placeItems: 'center', pt: 3 }}>
        <EmojiEventsIcon sx={{ fontSize: 56, color: 'secondary.main' }} aria-hidden />
      </Box>
      <DialogTitle id="celebration-title" sx={{ textAlign: 'center', pb: 0.5 }}>
        {celebrationText.title}
      </DialogTitle>
      <DialogContent>
        <Typography id="celebration-text" sx={{ textAlign: 'center' }}>
          {celebrationText.message}
        </Typography>
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'center', pb: 3 }}>
        <Button variant="contained" onClick={onClose} autoFocus>
          {celebrationText.close}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
