import { FormControl, FormHelperText, InputLabel, OutlinedInput, type InputBaseComponentProps } from '@mui/material';
import type { ChangeEventHandler, FocusEventHandler, ReactNode } from 'react';

// The sign-in forms' text field: what TextField draws for an outlined field (label, notched outline, helper
// text, the same ids and aria wiring), built from its parts. TextField also imports Select, and with it Menu,
// Popover and Modal, about 10 KB of gzipped JavaScript the welcome screen would load for a menu it never shows.

export interface OutlinedFieldProps {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: ChangeEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  onBlur: FocusEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  error?: boolean;
  helperText?: ReactNode;
  type?: string;
  autoComplete?: string;
  placeholder?: string;
  disabled?: boolean;
  autoFocus?: boolean;
  endAdornment?: ReactNode;
  inputProps?: InputBaseComponentProps;
}

export function OutlinedField({ id, label, helperText, error, disabled, ...input }: OutlinedFieldProps) {
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl fullWidth variant="outlined" error={error} disabled={disabled} className="MuiTextField-root">
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput id={id} label={label} aria-describedby={helperTextId} fullWidth {...input} />
      {helperText && <FormHelperText id={helperTextId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
