import { Link, Typography } from '@mui/material';

/** A centred question with its answer as an inline link ("Don't have access? Purchase here"). */
export function QuestionLine({ question, action, onAction }: { question: string; action: string; onAction: () => void }) {
  return (
    <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
      {question}{' '}
      <Link
        component="button"
        type="button"
        variant="body2"
        underline="hover"
        sx={{ fontWeight: 600, verticalAlign: 'baseline' }}
        onClick={onAction}
      >
        {action}
      </Link>
    </Typography>
  );
}
