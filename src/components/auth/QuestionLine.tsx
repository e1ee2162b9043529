import { Link, Typography } from '@mui/material';

export interface LineAction {
  action: string;
  onAction: () => void;
}

function ActionLink({ action, onAction }: LineAction) {
  return (
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
  );
}

/**
 * A centred question with its answer as an inline link ("Don't have access? Purchase here"), and optionally a
 * second answer after a joiner ("... or Start free").
 */
export function QuestionLine({
  question,
  action,
  onAction,
  alternative,
}: LineAction & { question: string; alternative?: LineAction & { joiner: string } }) {
  return (
    <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
      {question} <ActionLink action={action} onAction={onAction} />
      {alternative && (
        <>
          {' '}
          {alternative.joiner} <ActionLink action={alternative.action} onAction={alternative.onAction} />
        </>
      )}
    </Typography>
  );
}
