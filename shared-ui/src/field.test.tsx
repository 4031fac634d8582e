import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../testing/render';
import { Field } from './field';
import { Input } from './input';
import { Select } from './select';
import { Textarea } from './textarea';

it('labels the control', async () => {
  renderWithTheme(
    <Field label="Username">
      <Input name="username" />
    </Field>,
  );
  const input = screen.getByRole('textbox', { name: 'Username' });
  expect(input).not.toHaveAttribute('aria-invalid');
  expect(input).not.toHaveAttribute('aria-describedby');
  await userEvent.type(input, 'alice');
  expect(input).toHaveValue('alice');
});

it('wires the error: aria-invalid and aria-describedby', () => {
  renderWithTheme(
    <Field label="Email address" error="Enter a valid e-mail address" hint="We never share it.">
      <Input type="email" />
    </Field>,
  );
  const input = screen.getByRole('textbox', { name: 'Email address' });
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveAccessibleDescription('We never share it. Enter a valid e-mail address');
  const errorId = input.getAttribute('aria-describedby')?.split(' ').at(-1) ?? '';
  expect(document.getElementById(errorId)).toHaveTextContent('Enter a valid e-mail address');
});

it('keeps the control own id and description', () => {
  renderWithTheme(
    <>
      <p id="extra">Shown on your profile.</p>
      <Field label="Display name" error="Too long">
        <Input id="display-name" aria-describedby="extra" />
      </Field>
    </>,
  );
  const input = screen.getByRole('textbox', { name: 'Display name' });
  expect(input).toHaveAttribute('id', 'display-name');
  expect(input).toHaveAccessibleDescription('Too long Shown on your profile.');
});

it('marks required fields', () => {
  renderWithTheme(
    <Field label="First name" required>
      <Input required />
    </Field>,
  );
  const input = screen.getByRole('textbox', { name: 'First name' });
  expect(input).toBeRequired();
  expect(input).toHaveAttribute('aria-required', 'true');
});

it('accepts a render function for controls that need the props elsewhere', () => {
  renderWithTheme(
    <Field label="Amount" error="Please deposit between $50.00 and $1,000.00 for this plan">
      {(control) => (
        <div>
          <span>$</span>
          <Input {...control} inputMode="decimal" />
        </div>
      )}
    </Field>,
  );
  const input = screen.getByRole('textbox', { name: 'Amount' });
  expect(input).toBeInvalid();
  expect(input).toHaveAccessibleDescription('Please deposit between $50.00 and $1,000.00 for this plan');
});

it('works with Select and Textarea', async () => {
  renderWithTheme(
    <>
      <Field label="Currency">
        <Select
          placeholder="Select a currency"
          options={[
            { value: 'bitcoin', label: 'Bitcoin (BTC)' },
            { value: 'tether', label: 'Tether (USDT TRC20)' },
          ]}
        />
      </Field>
      <Field label="Message" error="Required">
        <Textarea />
      </Field>
    </>,
  );
  const select = screen.getByRole('combobox', { name: 'Currency' });
  expect(select).toHaveValue('');
  expect(screen.getByRole('option', { name: 'Select a currency' })).toBeDisabled();
  await userEvent.selectOptions(select, 'Tether (USDT TRC20)');
  expect(select).toHaveValue('tether');
  expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription('Required');
});
