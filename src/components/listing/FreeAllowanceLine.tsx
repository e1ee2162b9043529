import { Alert, Button } from '@mui/material';
import { dashboardText } from '../../domain/messages/listings';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectFreeAllowance } from '../../store/listings.selectors';
import { purchaseRequested } from '../../store/system.slice';

/** A free account sees how many analyses it has left and where to buy more; a purchased one sees nothing. */
export function FreeAllowanceLine() {
  const dispatch = useAppDispatch();
  const allowance = useAppSelector(selectFreeAllowance);
  if (!allowance || allowance.remaining === null) return null;
  return (
    <Alert
      severity={allowance.remaining === 0 ? 'warning' : 'info'}
      data-testid="free-allowance"
      action={
        <Button
          color="inherit"
          size="small"
          onClick={() => dispatch(purchaseRequested())}
          sx={{ whiteSpace: 'normal', textAlign: 'right' }}
        >
          {dashboardText.purchaseMore}
        </Button>
      }
      sx={{
        alignItems: 'center',
        flexWrap: { xs: 'wrap', sm: 'nowrap' },
        '& .MuiAlert-action': { ml: { xs: 0, sm: 'auto' }, pl: { xs: 0, sm: 2 } },
      }}
    >
      {dashboardText.freeLeft(allowance.remaining, allowance.freeListings)}
    </Alert>
  );
}
