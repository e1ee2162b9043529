import AddIcon from '@mui/icons-material/Add';
import AddHomeIcon from '@mui/icons-material/AddHomeWorkOutlined';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { dashboardText } from '../../domain/messages/listings';
import { useAppDispatch } from '../../store/hooks';
import { navigationRequested } from '../../store/screen.slice';

export function AddListingCard() {
  const dispatch = useAppDispatch();
  return (
    <Card sx={{ borderStyle: 'dashed', borderWidth: 2, borderColor: 'primary.light', bgcolor: 'transparent' }}>
      <CardContent
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: { xs: 'flex-start', sm: 'center' },
          gap: 2,
          p: { xs: 2.5, sm: 3 },
        }}
      >
        <Box
          sx={{
            width: 52,
            height: 52,
            borderRadius: 2,
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            flexShrink: 0,
          }}
        >
          <AddHomeIcon />
        </Box>
        <Box sx={{ flex: 1 }}>
          <Typography variant="h3" component="h2">
            {dashboardText.addListingTitle}
          </Typography>
          <Typography color="text.secondary">{dashboardText.addListingText}</Typography>
        </Box>
        <Button
          variant="contained"
          size="large"
          startIcon={<AddIcon />}
          onClick={() => dispatch(navigationRequested({ screen: 'url-input' }))}
        >
          {dashboardText.add}
        </Button>
      </CardContent>
    </Card>
  );
}
