import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithTheme } from '../testing/render';
import { Field } from './field';
import { PasswordInput, type PasswordRule } from './password-input';

// Same shape as the contract's `passwordRules`; shared-ui does not import shared-api.
const rules: PasswordRule[] = [
  { id: 'length', label: 'At least 8 characters', test: (p) => p.length >= 8 },
  { id: 'uppercase', label: 'One uppercase letter', test: (p) => /[A-Z]/.test(p) },
  { id: 'digit', label: 'One number', test: (p) => /\d/.test(p) },
  { id: 'special', label: 'One special character', test: (p) => /[^A-Za-z0-9]/.test(p) },
];

const ruleItem = (label: string) => screen.getByText(label).closest('li') as HTMLElement;

it('hides the password until the toggle is pressed', async () => {
  renderWithTheme(
    <Field label="Password">
      <PasswordInput />
    </Field>,
  );
  const input = screen.getByLabelText('Password');
  expect(input).toHaveAttribute('type', 'password');

  const show = screen.getByRole('button', { name: 'Show password' });
  expect(show).toHaveAttribute('aria-pressed', 'false');
  await userEvent.click(show);
  expect(input).toHaveAttribute('type', 'text');
  const hide = screen.getByRole('button', { name: 'Hide password' });
  expect(hide).toHaveAttribute('aria-pressed', 'true');

  await userEvent.click(hide);
  expect(input).toHaveAttribute('type', 'password');
});

it('ticks each rule live as the user types', async () => {
  renderWithTheme(
    <Field label="Password">
      <PasswordInput rules={rules} />
    </Field>,
  );
  const input = screen.getByLabelText('Password');
  const list = screen.getByRole('list', { name: 'Password requirements' });
  expect(within(list).getAllByRole('listitem')).toHaveLength(4);
  for (const rule of rules) expect(ruleItem(rule.label)).toHaveTextContent(/not yet/);

  await userEvent.type(input, 'abcdefgh');
  expect(ruleItem('At least 8 characters')).toHaveTextContent(/done/);
  expect(ruleItem('One uppercase letter')).toHaveTextContent(/not yet/);

  await userEvent.type(input, 'A1!');
  for (const rule of rules) expect(ruleItem(rule.label)).toHaveTextContent(/done/);

  await userEvent.clear(input);
  expect(ruleItem('At least 8 characters')).toHaveTextContent(/not yet/);
});

it('the checklist describes the input, along with the field error', () => {
  renderWithTheme(
    <Field label="Password" error="Password must meet the required criteria.">
      <PasswordInput rules={rules} />
    </Field>,
  );
  const input = screen.getByLabelText('Password');
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveAccessibleDescription(/Password must meet the required criteria\./);
  expect(input).toHaveAccessibleDescription(/At least 8 characters/);
});

function Controlled({ onSeen }: { onSeen: (value: string) => void }) {
  const [value, setValue] = useState('Secret1');
  return (
    <PasswordInput
      aria-label="New password"
      value={value}
      onChange={(e) => {
        onSeen(e.target.value);
        setValue(e.target.value);
      }}
      rules={rules}
    />
  );
}

it('works controlled and passes changes up', async () => {
  const onSeen = jest.fn();
  renderWithTheme(<Controlled onSeen={onSeen} />);
  expect(ruleItem('One number')).toHaveTextContent(/done/);
  expect(ruleItem('At least 8 characters')).toHaveTextContent(/not yet/);
  await userEvent.type(screen.getByLabelText('New password'), '!');
  expect(onSeen).toHaveBeenCalledWith('Secret1!');
  expect(ruleItem('At least 8 characters')).toHaveTextContent(/done/);
  expect(ruleItem('One special character')).toHaveTextContent(/done/);
});

it('follows a controlled value changed from outside (e.g. a form reset)', () => {
  const { rerender } = renderWithTheme(
    <PasswordInput aria-label="Password" value="Str0ng!pass" onChange={() => {}} rules={rules} />,
  );
  for (const rule of rules) expect(ruleItem(rule.label)).toHaveTextContent(/done/);
  rerender(<PasswordInput aria-label="Password" value="" onChange={() => {}} rules={rules} />);
  for (const rule of rules) expect(ruleItem(rule.label)).toHaveTextContent(/not yet/);
  expect(screen.getByLabelText('Password')).toHaveValue('');
});

it('forwards the ref to the input', () => {
  const ref = { current: null as HTMLInputElement | null };
  renderWithTheme(<PasswordInput aria-label="Password" ref={ref} />);
  expect(ref.current).toBe(screen.getByLabelText('Password'));
});
