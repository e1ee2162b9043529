import CheckIcon from '@mui/icons-material/Check';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import VerifiedIcon from '@mui/icons-material/Verified';
import { Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import type { SuggestionChange } from '../../../contract/wire';
import { DiffText, diffMarkSx } from '../../components/text/DiffText';
import { chatText } from '../../domain/messages/chat';
import { approvedTextFor, type SuggestionScore, type SuggestionSection } from '../../../contract/suggestions';
import { SuggestionScoreLine } from './SuggestionScoreLine';
import { selectApprovedTexts, selectCopiedId } from '../../store/chat.selectors';
import { suggestionCopyRequested } from '../../store/chat.slice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';

// A 'Suggested <Section>: <text>' line of a reply as a card: the section, the text, and Copy, which puts the
// text on the clipboard and approves it ('Approved' stays; 'Copied!' shows for 2 s). When the reply gave the
// rubric's score of the text, the card says what it would do to the section ('Raises this section from 45 to 86').
// The text shows as a word diff against the listing's current text, as the history shows changes (removed words
// struck through, added ones marked), with a switch to read the new text alone; Copy always copies the new text.

export interface SuggestionCardProps {
  listingId: string | null;
  section: SuggestionSection;
  text: string;
  copyId: string;
  score?: SuggestionScore;
  /** What the text changes in the listing's current text, when the server worked it out. */
  change?: SuggestionChange;
}

function SuggestionText({ text, change }: { text: string; change?: SuggestionChange }) {
  const [plain, setPlain] = useState(false);
  const plainText = (
    <Typography component="blockquote" sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {text}
    </Typography>
  );
  if (change?.status === 'changed') {
    return (
      <>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', columnGap: 1, mb: 0.5 }}>
          <Typography variant="caption" color="text.secondary" component="p" sx={{ m: 0 }}>
            {plain ? (
              ''
            ) : (
              // The marks explained where they first show: a host new to word diffs reads the legend, not a title.
              <>
                <span>{chatText.changesHeading}</span>
                {': '}
                <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                  <Box component="span" sx={diffMarkSx('added')}>
                    {chatText.added}
                  </Box>{' '}
                  <Box component="span" sx={diffMarkSx('removed')}>
                    {chatText.removed}
                  </Box>
                </Box>
              </>
            )}
          </Typography>
          <Button size="small" sx={{ minWidth: 0, px: 0.5 }} aria-pressed={plain} onClick={() => setPlain(!plain)}>
            {plain ? chatText.showChanges : chatText.showNewText}
          </Button>
        </Stack>
        {plain ? (
          plainText
        ) : (
          <Box component="blockquote" sx={{ m: 0 }}>
            <DiffText
              parts={change.parts}
              addedLabel={chatText.added}
              removedLabel={chatText.removed}
              sx={{ fontSize: '1rem', lineHeight: 1.6 }}
            />
          </Box>
        )}
      </>
    );
  }
  return (
    <>
      {change?.status === 'new' && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ m: 0, mb: 0.5 }}>
          {chatText.newText}
        </Typography>
      )}
      {plainText}
    </>
  );
}

export function SuggestionCard({ listingId, section, text, copyId, score, change }: SuggestionCardProps) {
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
      <SuggestionText text={text} change={change} />
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
