import CheckIcon from '@mui/icons-material/Check';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import VerifiedIcon from '@mui/icons-material/Verified';
import { Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import { chatText } from '../../domain/messages/chat';
import { approvedTextFor, type SuggestionScore, type SuggestionSection } from '../../../contract/suggestions';
import { SuggestionScoreLine } from './SuggestionScoreLine';
import { selectApprovedTexts, selectCopiedId } from '../../store/chat.selectors';
import { suggestionCopyRequested } from '../../store/chat.slice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';

// A 'Suggested <Section>: <text>' line of a reply as a card: the section, the text, and Copy, which puts the
// text on the clipboard and approves it ('Approved' stays; 'Copied!' shows for 2 s). When the reply gave the
// rubric's score of the text, the card says what it would do to the section ('Raises this section from 45 to 86').

export interface SuggestionCardProps {
  listingId: string | null;
  section: SuggestionSection;
  text: string;
  copyId: string;
  score?: SuggestionScore;
}

export function SuggestionCard({ listingId, section, text, copyId, score }: SuggestionCardProps) {
  const dispatch = useAppDispatch();
  const approved = useAppSelector((s) => approvedTextFor(selectApprovedTexts(s, listingId), section) === text);
  const copied = useAppSelector((s) => selectCopiedId(s) === copyId);
  const label = chatText.suggested(section);
  return (
    <Paper
      component="figure"
      variant="outlined"
      aria-label={label}
      sx={{
        m: 0,
        p: { xs: 1.5, sm: 2 },
        borderColor: approved ? 'success.main' : 'primary.main',
        borderWidth: approved ? 2 : 1,
        bgcolor: 'background.paper',
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        <Typography
          component="figcaption"
          variant="overline"
          sx={{ color: 'primary.main', fontWeight: 700, lineHeight: 1.5, letterSpacing: 0.5 }}
        >
          {label}
        </Typography>
        {approved && <Chip size="small" color="success" icon={<VerifiedIcon />} label={chatText.approved} />}
      </Stack>
      {score && <SuggestionScoreLine score={score} />}
      <Typography component="blockquote" sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {text}
      </Typography>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1.5 }}>
        <Button
          size="small"
          variant={copied ? 'contained' : 'outlined'}
          color={copied ? 'success' : 'primary'}
          startIcon={copied ? <CheckIcon /> : <ContentCopyIcon />}
          aria-label={copied ? chatText.copied : chatText.copyLabel(section)}
          onClick={() => dispatch(suggestionCopyRequested({ listingId, section, text, copyId }))}
        >
          {copied ? chatText.copied : chatText.copy}
        </Button>
      </Box>
    </Paper>
  );
}
