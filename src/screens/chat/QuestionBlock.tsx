import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import { Box, Chip, Stack, Typography } from '@mui/material';
import { chatText } from '../../domain/messages/chat';

// A question the assistant asks for a missing fact, with its quick answers as chips: a click sends the answer as
// the host's next message. Only the latest reply's chips can be clicked, and none while a message is on its way.

export interface QuestionBlockProps {
  text: string;
  answers: string[];
  /** False on older replies and while a send is pending: the chips show but cannot be clicked. */
  answerable: boolean;
  onAnswer: (answer: string) => void;
}

export function QuestionBlock({ text, answers, answerable, onAnswer }: QuestionBlockProps) {
  return (
    <Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <HelpOutlineIcon fontSize="small" color="primary" aria-hidden sx={{ mt: '2px' }} />
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{text}</Typography>
      </Stack>
      {answers.length > 0 && (
        <Box
          role="group"
          aria-label={chatText.quickAnswers(text)}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1, pl: { xs: 0, sm: 3.5 } }}
        >
          {answers.map((answer) => (
            <Chip
              key={answer}
              label={answer}
              variant="outlined"
              color="primary"
              clickable
              disabled={!answerable}
              aria-label={chatText.quickAnswerLabel(answer)}
              onClick={() => {
                if (answerable) onAnswer(answer);
              }}
              sx={{ maxWidth: '100%', height: 'auto', minHeight: 32, '& .MuiChip-label': { whiteSpace: 'normal', py: 0.5 } }}
            />
          ))}
        </Box>
      )}
    </Box>
  );
}
