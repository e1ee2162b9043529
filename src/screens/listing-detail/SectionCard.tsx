import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import { Box, Button, Card, CardContent, Chip, CircularProgress, Divider, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { paletteOf } from '../../components/score';
import { gradeForScore, scoreColour, type Grade, type ScoreColour } from '../../domain/grades';
import { detailText, sectionText } from '../../domain/messages/listingDetail';
import { useAppDispatch } from '../../store/hooks';
import { navigationRequested } from '../../store/screen.slice';

/** Room above a card the page jumps to: the sticky header and the section navigation. */
export const SCROLL_MARGIN_TOP = { xs: '120px', sm: '132px' };

export interface ChatPrefillSpec {
  message: string;
  section: string | null;
}

export interface SectionCardProps {
  id: string;
  title: string;
  listingId: string;
  /** 0-100, or null when the section has no score (then `fallbackGrade` may grade it by count). */
  score: number | null;
  recalculating: boolean;
  fallbackGrade?: { grade: Grade; note?: string } | null;
  /** Badges under the title, e.g. a length or a count grade. */
  badges?: ReactNode;
  prefill: ChatPrefillSpec;
  /** False for a card that groups other scores and has none of its own. */
  showScore?: boolean;
  children: ReactNode;
}

const GRADE_COLOUR: Record<Grade['letter'], ScoreColour> = { A: 'green', B: 'green', C: 'yellow', D: 'red' };

export function ScoreBlock({ score, recalculating, fallbackGrade }: Pick<SectionCardProps, 'score' | 'recalculating' | 'fallbackGrade'>) {
  if (recalculating) {
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
        <CircularProgress size={18} />
        <Typography color="text.secondary">{detailText.recalculating}</Typography>
      </Stack>
    );
  }
  if (score == null) {
    if (!fallbackGrade) return <Typography color="text.secondary">{sectionText.noScore}</Typography>;
    const palette = paletteOf(GRADE_COLOUR[fallbackGrade.grade.letter]);
    return (
      <Chip color={palette} label={detailText.grade(fallbackGrade.grade.letter, fallbackGrade.grade.label)} sx={{ fontWeight: 700 }} />
    );
  }
  const grade = gradeForScore(score);
  const palette = paletteOf(scoreColour(score));
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
      <Typography
        component="p"
        sx={{ fontSize: '1.6rem', fontWeight: 800, color: `${palette}.main`, lineHeight: 1 }}
        data-colour={scoreColour(score)}
      >
        {detailText.scoreOf(score)}
      </Typography>
      <Chip color={palette} variant="outlined" label={detailText.grade(grade.letter, grade.label)} sx={{ fontWeight: 700 }} />
    </Stack>
  );
}

/** One section of the listing detail: its score, grade and colour, what was found, and 'Improve with AI'. */
export function SectionCard({
  id,
  title,
  listingId,
  score,
  recalculating,
  fallbackGrade,
  badges,
  prefill,
  showScore = true,
  children,
}: SectionCardProps) {
  const dispatch = useAppDispatch();
  const openChat = () =>
    dispatch(
      navigationRequested({
        screen: 'chat',
        listingId,
        chatFromListing: true,
        prefill: { message: prefill.message, section: prefill.section },
      }),
    );
  return (
    <Card component="section" aria-labelledby={`${id}-title`} id={id} sx={{ scrollMarginTop: SCROLL_MARGIN_TOP }}>
      <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2, sm: 3 } } }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', justifyContent: 'space-between', mb: 1.5 }}>
          {/* Focusable from script only: the section navigation moves focus here when it jumps to this card. */}
          <Typography
            id={`${id}-title`}
            variant="h3"
            component="h2"
            tabIndex={-1}
            sx={{ fontSize: { xs: '1.2rem', sm: '1.4rem' }, outlineOffset: 4 }}
          >
            {title}
          </Typography>
          {showScore && <ScoreBlock score={score} recalculating={recalculating} fallbackGrade={fallbackGrade} />}
        </Box>
        {(badges || fallbackGrade?.note) && (
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 2 }}>
            {badges}
            {score == null && !recalculating && fallbackGrade?.note && (
              <Typography variant="body2" color="text.secondary">
                {fallbackGrade.note}
              </Typography>
            )}
          </Stack>
        )}
        <Stack spacing={2}>{children}</Stack>
        <Divider sx={{ my: 2 }} />
        <Button startIcon={<AutoAwesomeIcon />} onClick={openChat} variant="text">
          {detailText.improveWithAi}
        </Button>
      </CardContent>
    </Card>
  );
}
