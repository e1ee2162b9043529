import { TextField } from '@mui/material';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { OutlinedField } from '../../../src/components/auth/OutlinedField';

// The sign-in forms draw their fields from TextField's parts (TextField would bring Select, Menu and Modal to the
// welcome screen). A host and a screen reader must not tell the difference: same elements, classes, ids and aria.

// Emotion's generated class names carry the styled component's label; the styles behind them are the same.
const markup = (element: ReactElement) => {
  const { container, unmount } = render(element);
  const html = container.innerHTML.replace(/ css-[\w-]+/g, '');
  unmount();
  return html;
};

const props = {
  id: 'email',
  name: 'email',
  label: 'Email',
  value: 'host@',
  onChange: () => undefined,
  onBlur: () => undefined,
  type: 'email',
  autoComplete: 'email',
  placeholder: 'you@example.com',
};

it.each([
  ['with an error', { error: true, helperText: 'Please enter a valid email address' }],
  ['with the blank helper line', { error: false, helperText: ' ' }],
  ['disabled', { disabled: true, helperText: ' ' }],
])('draws what an outlined TextField draws, %s', (_, state) => {
  expect(markup(<OutlinedField {...props} {...state} />)).toBe(markup(<TextField fullWidth {...props} {...state} />));
});
