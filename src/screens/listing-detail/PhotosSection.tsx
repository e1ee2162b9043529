import PhotoCameraIcon from '@mui/icons-material/PhotoCameraOutlined';
import { Alert, AlertTitle, Box, Button, ButtonBase, Chip, CircularProgress, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import type { Listing, PhotoAnalysis } from '../../../contract/wire';
import { paletteOf } from '../../components/score';
import { PHOTO_QUALITY_IS, photoQualityLines } from '../../../contract/advice';
import { GRADE_A_COUNT, gradeByCount, photoCountGrade, photoQualityLabel, photoScoreColour } from '../../domain/grades';
import { isRecalculating } from '../../domain/listing-rules';
import { limitList, STRENGTHS_SHOWN } from '../../domain/listing-sections';
import { adviceOf, sectionAdvice } from '../../domain/score-explanation';
import { chatPrefills, detailText, explanationText, photoText, sectionText, sectionTitles } from '../../domain/messages/listingDetail';
import { keyPhotos } from '../../domain/photo-rules';
import { useAppDispatch } from '../../store/hooks';
import { photoAnalysisRequested, type ListingPhotos } from '../../store/photos.slice';
import { ChecksList, SectionExplanation } from './Findings';
import { PhotoDialog } from './PhotoDialog';
import { SectionCard } from './SectionCard';

function Thumbnail({ analysis, onOpen }: { analysis: PhotoAnalysis; onOpen: () => void }) {
  const colour = paletteOf(photoScoreColour(analysis.overallScore));
  return (
    <ButtonBase
      onClick={onOpen}
      aria-label={photoText.openPhoto(analysis.photoIndex)}
      sx={{ position: 'relative', borderRadius: 2, overflow: 'hidden', aspectRatio: '3 / 2', width: '100%', bgcolor: 'action.hover' }}
    >
      <Box
        component="img"
        src={analysis.photoUrl}
        alt={photoText.photoAlt(analysis.photoIndex)}
        sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
      />
      <Chip
        size="small"
        color={colour}
        label={analysis.overallScore}
        sx={{ position: 'absolute', top: 6, right: 6, fontWeight: 700, height: 22 }}
      />
      {analysis.isHeroImage && (
        <Chip size="small" color="primary" label={photoText.hero} sx={{ position: 'absolute', left: 6, bottom: 6, height: 22 }} />
      )}
    </ButtonBase>
  );
}

export function PhotosSection({ listing, photos }: { listing: Listing; photos: ListingPhotos }) {
  const dispatch = useAppDispatch();
  // The last photo opened stays in the dialog while it animates closed.
  const [selected, setSelected] = useState<PhotoAnalysis | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const recs = listing.recommendations;
  const section = sectionAdvice(recs, 'photos');
  const count = listing.photoCount;
  const countGrade = photoCountGrade(count);
  const pending = photos.analyzeStatus === 'pending';
  const recommendation = photos.recommendation;
  const strengths = limitList(recommendation?.strengths ?? [], STRENGTHS_SHOWN).shown;
  // Not one photo could be downloaded: there is no measurement to show, only why.
  const unmeasured = recommendation?.unmeasured ?? null;
  const shown = unmeasured ? [] : keyPhotos(photos.analyses);
  // The photo analysis' rating as the server states it (the stored rating, for analyses older than the advice).
  const quality =
    adviceOf(recs)?.photoQuality ??
    (recommendation && !unmeasured
      ? {
          score: recommendation.overallPhotoScore,
          label: photoQualityLabel(recommendation.overallPhotoScore),
          deductions: [],
          inPhotosScore: null,
        }
      : null);
  const label = pending ? photoText.analyzing : recommendation ? photoText.reanalyze : photoText.analyze;

  return (
    <SectionCard
      id="section-photos"
      title={sectionTitles.photos}
      listingId={listing.id}
      score={section?.score ?? null}
      recalculating={isRecalculating(listing)}
      fallbackGrade={{ grade: gradeByCount(count), note: count < GRADE_A_COUNT ? sectionText.addPhotosForA(GRADE_A_COUNT) : undefined }}
      prefill={chatPrefills.photos}
      badges={
        // The count grade stands in only where there is no score: beside a score it would be a second grade.
        <Chip
          size="small"
          label={
            section?.score == null
              ? `${photoText.photoCount(count)} · ${detailText.grade(countGrade.letter, countGrade.label)}`
              : photoText.photoCount(count)
          }
        />
      }
    >
      {section && <SectionExplanation section={section} />}
      <Box>
        <Button
          variant="contained"
          startIcon={pending ? <CircularProgress size={18} color="inherit" /> : <PhotoCameraIcon />}
          disabled={pending || count === 0}
          onClick={() => dispatch(photoAnalysisRequested({ listingId: listing.id }))}
        >
          {label}
        </Button>
        {count === 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {photoText.noPhotos}
          </Typography>
        )}
      </Box>
      {photos.analyzeStatus === 'failed' && photos.error && <Alert severity="error">{photos.error}</Alert>}
      {unmeasured && (
        <Alert severity="warning" data-testid="photos-unmeasured">
          <AlertTitle>{photoText.unmeasuredTitle}</AlertTitle>
          {unmeasured}
        </Alert>
      )}
      {quality && !unmeasured && (
        <Stack spacing={1} data-testid="photo-quality">
          <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
            <Typography variant="subtitle2" component="h3">
              {photoText.quality}
            </Typography>
            <Typography
              sx={{ fontWeight: 800, fontSize: '1.25rem', color: `${paletteOf(photoScoreColour(quality.score))}.main` }}
              data-colour={photoScoreColour(quality.score)}
            >
              {quality.score}/100
            </Typography>
            <Chip size="small" variant="outlined" color={paletteOf(photoScoreColour(quality.score))} label={quality.label} />
            {recommendation && <Chip size="small" label={photoText.impact(recommendation.estimatedImpact)} />}
          </Stack>
          <Typography variant="body2" color="text.secondary" data-testid="photo-quality-note">
            {[
              `${PHOTO_QUALITY_IS.charAt(0).toUpperCase()}${PHOTO_QUALITY_IS.slice(1)}`,
              ...photoQualityLines(quality, section?.score ?? null).slice(1),
            ].join(' ')}
          </Typography>
        </Stack>
      )}
      {!quality && count > 0 && !unmeasured && (
        <Typography variant="body2" color="text.secondary">
          {explanationText.photoQualityNotScored}
        </Typography>
      )}
      {strengths.length > 0 && !unmeasured && (
        <Box>
          <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
            {photoText.strengths}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }} data-testid="photo-strengths">
            {strengths.map((s) => (
              <Typography component="li" variant="body2" key={s.description}>
                {s.description}
              </Typography>
            ))}
          </Box>
        </Box>
      )}
      {section?.more && section.more.length > 0 && (
        <Box data-testid="photo-more">
          <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
            {sectionText.more}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5 }}>
            {section.more.map((item) => (
              <Typography component="li" variant="body2" key={item}>
                {item}
              </Typography>
            ))}
          </Box>
        </Box>
      )}
      {shown.length > 0 ? (
        <Box>
          <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
            {photoText.keyPhotos}
          </Typography>
          <Box
            data-testid="key-photos"
            sx={{
              display: 'grid',
              gap: 1,
              gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))', md: 'repeat(5, minmax(0, 1fr))' },
            }}
          >
            {shown.map((analysis) => (
              <Thumbnail
                key={analysis.photoIndex}
                analysis={analysis}
                onOpen={() => {
                  setSelected(analysis);
                  setDialogOpen(true);
                }}
              />
            ))}
          </Box>
        </Box>
      ) : (
        count > 0 &&
        !unmeasured && (
          <Typography variant="body2" color="text.secondary">
            {photoText.notAnalyzed}
          </Typography>
        )
      )}
      {section && <ChecksList id="section-photos" recommendations={recs} section={section} />}
      <PhotoDialog analysis={selected} open={dialogOpen} onClose={() => setDialogOpen(false)} />
    </SectionCard>
  );
}
