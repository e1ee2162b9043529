import { Link, Typography } from '@mui/material';
import { useAppDispatch } from '../../store/hooks';
import { purchaseRequested } from '../../store/system.slice';

/** "Don't have access? Purchase here" — opens the configured purchase site. */
export function PurchaseLine({ question, action }: { question: string; action: string }) {
  const dispatch = useAppDispatch();
  return (
    <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
      {question}{' '}
      <Link component="button" type="button" variant="body2" underline="hover" sx={{ fontWeight: 600, verticalAlign: 'baseline' }} onClick={() => dispatch(purchaseRequested())}>
        {action}
      </Link>
    </Typography>
  );
}
