import { Box, Stack, Typography } from '@mui/material';
import type { SuggestionScore } from '../../../contract/suggestions';
import { paletteOf } from '../../components/score';
import { scoreColour } from '../../domain/grades';
import { chatText } from '../../domain/messages/chat';

/** What a suggested text would score by the rubric, and how far it moves the section ('86/100 +41'). */
export function SuggestionScoreLine({ score }: { score: SuggestionScore }) {
  const { value, change } = score;
  const from = change === null ? null : value - change;
  let words: string = chatText.scoreOnly(value);
  if (from !== null && change !== null) {
    if (change === 0) words = chatText.scoreSame(value);
    else words = change > 0 ? chatText.scoreRaise(from, value) : chatText.scoreLower(from, value);
  }
  return (
    <Stack
      direction="row"
      data-testid="suggestion-score"
      sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 1, rowGap: 0.5, mb: 1.25 }}
    >
      <Typography
        component="span"
        aria-hidden
        sx={{ fontWeight: 800, fontSize: '1.1rem', lineHeight: 1, color: `${paletteOf(scoreColour(value))}.main`, whiteSpace: 'nowrap' }}
      >
        {chatText.suggestionScore(value)}
      </Typography>
      {change !== null && change !== 0 && (
        <Box
          component="span"
          aria-hidden
          sx={{
            px: 0.75,
            py: 0.25,
            borderRadius: 1,
            fontSize: '0.8rem',
            fontWeight: 700,
            lineHeight: 1.4,
            bgcolor: change > 0 ? 'success.main' : 'error.main',
            color: change > 0 ? 'success.contrastText' : 'error.contrastText',
          }}
        >
          {chatText.scoreChange(change)}
        </Box>
      )}
      <Typography component="span" variant="body2" color="text.secondary">
        {words}
      </Typography>
    </Stack>
  );
}
