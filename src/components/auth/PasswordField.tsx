import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { IconButton, InputAdornment } from '@mui/material';
import { useState } from 'react';
import { fieldText } from '../../domain/messages/auth';
import { OutlinedField, type OutlinedFieldProps } from './OutlinedField';

/** A password field with a show/hide toggle. */
export function PasswordField(props: Omit<OutlinedFieldProps, 'type' | 'endAdornment'>) {
  const [visible, setVisible] = useState(false);
  return (
    <OutlinedField
      {...props}
      type={visible ? 'text' : 'password'}
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            aria-label={visible ? fieldText.hidePassword : fieldText.showPassword}
            onClick={() => setVisible((v) => !v)}
            onMouseDown={(e) => e.preventDefault()}
            edge="end"
            disabled={props.disabled}
          >
            {visible ? <VisibilityOffIcon /> : <VisibilityIcon />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
}
