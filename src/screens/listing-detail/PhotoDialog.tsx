import CloseIcon from '@mui/icons-material/Close';
import { Box, Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import type { PhotoAnalysis } from '../../../contract/wire';
import { paletteOf } from '../../components/score';
import { photoQualityLabel, photoScoreColour } from '../../domain/grades';
import { photoText } from '../../domain/messages/listingDetail';
import { plainIssue, visibleAiDescription } from '../../domain/photo-rules';

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 600 }} component="dd" style={{ margin: 0 }}>
        {value}
      </Typography>
    </Box>
  );
}

/** Everything measured about one photo, opened from its thumbnail. */
export function PhotoDialog({ analysis, open, onClose }: { analysis: PhotoAnalysis | null; open: boolean; onClose: () => void }) {
  const id = useId();
  if (!analysis) return null;
  const colour = paletteOf(photoScoreColour(analysis.overallScore));
  const description = visibleAiDescription(analysis.aiDescription);
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={id} maxWidth="md" fullWidth scroll="body">
      <DialogTitle id={id} sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', pr: 7 }}>
        {photoText.dialogTitle(analysis.photoIndex)}
        {analysis.isHeroImage && <Chip size="small" color="primary" label={photoText.hero} />}
        <Chip size="small" variant="outlined" label={`${photoText.priority}: ${analysis.priority}`} />
      </DialogTitle>
      <IconButton aria-label={photoText.closeDialog} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent>
        <Stack spacing={2}>
          <Box
            component="img"
            src={analysis.photoUrl}
            alt={photoText.photoAlt(analysis.photoIndex)}
            sx={{ width: '100%', maxHeight: 420, objectFit: 'contain', borderRadius: 2, bgcolor: 'action.hover' }}
          />
          {analysis.error && <Typography color="error">{`${photoText.photoError}: ${analysis.error}`}</Typography>}
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography sx={{ fontSize: '1.5rem', fontWeight: 800, color: `${colour}.main` }}>{analysis.overallScore}/100</Typography>
            <Chip color={colour} variant="outlined" label={photoQualityLabel(analysis.overallScore)} />
          </Stack>
          <Box
            component="dl"
            sx={{
              m: 0,
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))' },
            }}
          >
            <Stat label={photoText.resolution} value={`${analysis.resolutionScore}/100`} />
            <Stat label={photoText.lighting} value={`${analysis.lightingScore}/100`} />
            <Stat label={photoText.qualityRating} value={photoText.outOf10(analysis.qualityRating)} />
            {analysis.width != null && analysis.height != null && (
              <Stat label={photoText.size} value={`${analysis.width}x${analysis.height}`} />
            )}
            {analysis.aspectRatio != null && <Stat label={photoText.aspectRatio} value={analysis.aspectRatio.toFixed(2)} />}
            {analysis.category && <Stat label={photoText.category} value={analysis.category} />}
            {analysis.composition && <Stat label={photoText.composition} value={analysis.composition} />}
          </Box>
          <Box>
            <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
              {photoText.technicalIssues}
            </Typography>
            {analysis.technicalIssues.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                {photoText.noIssues}
              </Typography>
            ) : (
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
                {analysis.technicalIssues.map((issue) => (
                  <Chip key={issue} size="small" color="warning" variant="outlined" label={plainIssue(issue)} />
                ))}
              </Stack>
            )}
          </Box>
          {analysis.features.length > 0 && (
            <Box>
              <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
                {photoText.features}
              </Typography>
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
                {analysis.features.map((feature) => (
                  <Chip key={feature} size="small" label={feature} />
                ))}
              </Stack>
            </Box>
          )}
          {description && (
            <Box>
              <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
                {photoText.description}
              </Typography>
              <Typography variant="body2">{description}</Typography>
            </Box>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{photoText.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
