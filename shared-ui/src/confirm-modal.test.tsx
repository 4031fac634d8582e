import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../testing/render';
import { ConfirmModal } from './confirm-modal';

const setup = (props: Partial<React.ComponentProps<typeof ConfirmModal>> = {}) => {
  const onConfirm = jest.fn();
  const onCancel = jest.fn();
  const utils = renderWithTheme(
    <ConfirmModal
      open
      title="Delete address?"
      text="This will permanently delete this address from our database."
      onConfirm={onConfirm}
      onCancel={onCancel}
      {...props}
    />,
  );
  return { ...utils, onConfirm, onCancel };
};

it('shows title, text, Cancel and Confirm', async () => {
  const { onConfirm, onCancel } = setup();
  const dialog = screen.getByRole('dialog', { name: 'Delete address?' });
  expect(dialog).toHaveAccessibleDescription('This will permanently delete this address from our database.');
  await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
  expect(onConfirm).toHaveBeenCalledTimes(1);
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(onCancel).toHaveBeenCalledTimes(1);
});

it('Escape cancels', async () => {
  const { onCancel, onConfirm } = setup();
  await userEvent.keyboard('{Escape}');
  expect(onCancel).toHaveBeenCalledTimes(1);
  expect(onConfirm).not.toHaveBeenCalled();
});

it('danger tone paints Confirm as danger and focuses Cancel first', () => {
  setup({ tone: 'danger', confirmLabel: 'Delete' });
  expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  expect(screen.getByRole('button', { name: 'Delete' })).toBeEnabled();
});

it('default tone focuses Confirm', () => {
  setup();
  expect(screen.getByRole('button', { name: 'Confirm' })).toHaveFocus();
});

it('while busy: Confirm is disabled with a spinner, and the dialog cannot be dismissed', async () => {
  const { onConfirm, onCancel } = setup({ busy: true });
  const confirm = screen.getByRole('button', { name: 'Confirm' });
  expect(confirm).toBeDisabled();
  expect(confirm).toHaveAttribute('aria-busy', 'true');
  expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  await userEvent.click(confirm);
  await userEvent.keyboard('{Escape}');
  expect(onConfirm).not.toHaveBeenCalled();
  expect(onCancel).not.toHaveBeenCalled();
  expect(screen.getByRole('dialog')).toBeInTheDocument();
});

it('renders nothing when closed', () => {
  setup({ open: false });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
