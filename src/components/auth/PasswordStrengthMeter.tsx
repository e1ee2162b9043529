import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { Box, LinearProgress, List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import { onboardingText, strengthLabels } from '../../domain/messages/auth';
import { PASSWORD_REQUIREMENTS, passwordChecks, passwordStrength, type PasswordStrength } from '../../domain/validation/auth';

// Strength meter and requirement checklist of the onboarding password (spec section 5).

const COLORS: Record<PasswordStrength, 'error' | 'warning' | 'info' | 'success'> = {
  weak: 'error',
  fair: 'warning',
  good: 'info',
  strong: 'success',
};

export function PasswordStrengthMeter({ password }: { password: string }) {
  const { met, strength } = passwordStrength(password);
  const checks = passwordChecks(password);
  const label = strengthLabels[strength];
  return (
    <Box sx={{ mt: -0.5, mb: 1.5 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', mb: 0.5 }}>
        <Typography variant="body2" color="text.secondary">
          {onboardingText.strength}
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 600, color: `${COLORS[strength]}.main` }} data-testid="password-strength">
          {label}
        </Typography>
      </Box>
      <LinearProgress
        variant="determinate"
        value={(met / PASSWORD_REQUIREMENTS.length) * 100}
        color={COLORS[strength]}
        aria-label={`${onboardingText.strength}: ${label}`}
        sx={{ height: 6, borderRadius: 3 }}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
        {onboardingText.requirementsTitle}
      </Typography>
      <List dense disablePadding aria-label={onboardingText.requirementsTitle}>
        {PASSWORD_REQUIREMENTS.map((key) => (
          <ListItem key={key} disableGutters sx={{ py: 0.1 }}>
            <ListItemIcon sx={{ minWidth: 28 }}>
              {checks[key] ? (
                <CheckCircleIcon fontSize="small" color="success" titleAccess="Met" />
              ) : (
                <RadioButtonUncheckedIcon fontSize="small" color="disabled" titleAccess="Not met" />
              )}
            </ListItemIcon>
            <ListItemText
              primary={onboardingText.requirements[key]}
              slotProps={{ primary: { variant: 'body2', color: checks[key] ? 'text.primary' : 'text.secondary' } }}
            />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
