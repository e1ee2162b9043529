import { Alert, Box, Link } from '@mui/material';
import { dashboardText } from '../../domain/messages/listings';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectFreeAllowance } from '../../store/listings.selectors';
import { purchaseRequested } from '../../store/system.slice';

/** A free account sees how many analyses it has left and where to buy more; a purchased one sees nothing. */
export function FreeAllowanceLine() {
  const dispatch = useAppDispatch();
  const allowance = useAppSelector(selectFreeAllowance);
  if (!allowance || allowance.remaining === null) return null;
  // The way to buy more follows the sentence it answers: as an Alert action it sat apart, right-aligned and
  // broken over two lines on a phone, with the icon left alone on a line above.
  return (
    <Alert severity={allowance.remaining === 0 ? 'warning' : 'info'} data-testid="free-allowance">
      {dashboardText.freeLeft(allowance.remaining, allowance.freeListings)}{' '}
      <Box component="span" sx={{ display: 'inline-block' }}>
        <Link
          component="button"
          type="button"
          color="inherit"
          underline="always"
          sx={{ fontWeight: 600, verticalAlign: 'baseline', textAlign: 'left' }}
          onClick={() => dispatch(purchaseRequested())}
        >
          {dashboardText.purchaseMore}
        </Link>
      </Box>
    </Alert>
  );
}
