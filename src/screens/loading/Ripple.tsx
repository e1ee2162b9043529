import HomeIcon from '@mui/icons-material/HomeWorkOutlined';
import { Box } from '@mui/material';
import { keyframes } from '@mui/material/styles';

const ripple = keyframes`
  0% { transform: scale(0.55); opacity: 0.7; }
  100% { transform: scale(1.6); opacity: 0; }
`;

/** The animated ripple of the progress screen: three rings spreading from the house, one after another. */
export function Ripple({ still = false }: { still?: boolean }) {
  return (
    <Box
      aria-hidden // alignSelf: a Stack parent resets its children's margins, so mx: 'auto' alone left the ripple at the left.
      sx={{
        position: 'relative',
        width: 140,
        height: 140,
        mx: 'auto',
        alignSelf: 'center',
        flexShrink: 0,
        display: 'grid',
        placeItems: 'center',
      }}
    >
      {[0, 1, 2].map((i) => (
        <Box
          key={i}
          data-testid="ripple-ring"
          sx={{
            position: 'absolute',
            inset: 0,
            borderRadius: '50%',
            border: 3,
            borderColor: 'primary.light',
            animation: still ? 'none' : `${ripple} 2.4s ease-out ${i * 0.8}s infinite`,
            opacity: still ? 0 : undefined,
            '@media (prefers-reduced-motion: reduce)': { animation: 'none', opacity: 0.3 },
          }}
        />
      ))}
      <Box
        sx={{
          width: 72,
          height: 72,
          borderRadius: '50%',
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          display: 'grid',
          placeItems: 'center',
          boxShadow: 4,
        }}
      >
        <HomeIcon fontSize="large" />
      </Box>
    </Box>
  );
}
