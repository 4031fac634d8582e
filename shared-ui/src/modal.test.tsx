import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Modal } from './modal';
import { renderWithTheme } from './test-utils';

function Harness({
  onClose = () => {},
  closeOnBackdrop,
}: {
  onClose?: () => void;
  closeOnBackdrop?: boolean;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open details
      </button>
      <a href="#outside">Outside link</a>
      <Modal
        open={open}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        title="Transaction details"
        description="Reference and status of the transaction."
        closeOnBackdrop={closeOnBackdrop}
        footer={<button type="button">Done</button>}
      >
        <label>
          Note
          <input />
        </label>
      </Modal>
    </>
  );
}

const openModal = async () => {
  const user = userEvent.setup();
  renderWithTheme(<Harness />);
  await user.click(screen.getByRole('button', { name: 'Open details' }));
  return user;
};

it('is a named, modal dialog rendered in a portal', async () => {
  const { container } = renderWithTheme(<Harness />);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Open details' }));
  const dialog = screen.getByRole('dialog', { name: 'Transaction details' });
  expect(dialog).toHaveAttribute('aria-modal', 'true');
  expect(dialog).toHaveAccessibleDescription('Reference and status of the transaction.');
  expect(container).not.toContainElement(dialog);
});

it('moves focus to the first control of its content', async () => {
  await openModal();
  expect(screen.getByRole('textbox', { name: 'Note' })).toHaveFocus();
});

it('traps Tab and Shift+Tab inside the dialog', async () => {
  const user = await openModal();
  const note = screen.getByRole('textbox', { name: 'Note' });
  const done = screen.getByRole('button', { name: 'Done' });
  const close = screen.getByRole('button', { name: 'Close' });

  await user.tab();
  expect(done).toHaveFocus();
  await user.tab();
  expect(close).toHaveFocus(); // wrapped round to the first element (the × in the header)
  await user.tab();
  expect(note).toHaveFocus();
  await user.tab({ shift: true });
  expect(close).toHaveFocus();
  await user.tab({ shift: true });
  expect(done).toHaveFocus(); // wrapped back to the last
  expect(screen.getByRole('link', { name: 'Outside link', hidden: true })).not.toHaveFocus();
});

it('closes on Escape and gives focus back to the opener', async () => {
  const user = await openModal();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Open details' })).toHaveFocus();
});

it('closes with the × button', async () => {
  const user = await openModal();
  await user.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('closes on a backdrop click but not on a click inside', async () => {
  const onClose = jest.fn();
  const user = userEvent.setup();
  renderWithTheme(<Harness onClose={onClose} />);
  await user.click(screen.getByRole('button', { name: 'Open details' }));
  const dialog = screen.getByRole('dialog');

  await user.click(screen.getByText('Reference and status of the transaction.'));
  expect(onClose).not.toHaveBeenCalled();

  await user.click(dialog.parentElement as HTMLElement);
  expect(onClose).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('can keep the backdrop inert', async () => {
  const onClose = jest.fn();
  const user = userEvent.setup();
  renderWithTheme(<Harness onClose={onClose} closeOnBackdrop={false} />);
  await user.click(screen.getByRole('button', { name: 'Open details' }));
  await user.click(screen.getByRole('dialog').parentElement as HTMLElement);
  expect(onClose).not.toHaveBeenCalled();
});

it('locks page scroll while open', async () => {
  document.body.style.overflow = 'auto';
  const user = await openModal();
  expect(document.body.style.overflow).toBe('hidden');
  await user.keyboard('{Escape}');
  expect(document.body.style.overflow).toBe('auto');
});

it('only the innermost of nested dialogs reacts to Escape', async () => {
  const outerClose = jest.fn();
  const innerClose = jest.fn();
  const { rerender } = renderWithTheme(
    <Modal open onClose={outerClose} title="Outer">
      <button type="button">Outer action</button>
    </Modal>,
  );
  rerender(
    <Modal open onClose={outerClose} title="Outer">
      <button type="button">Outer action</button>
      <Modal open onClose={innerClose} title="Inner">
        <button type="button">Inner action</button>
      </Modal>
    </Modal>,
  );
  expect(screen.getByRole('button', { name: 'Inner action' })).toHaveFocus();
  await userEvent.keyboard('{Escape}');
  expect(innerClose).toHaveBeenCalledTimes(1);
  expect(outerClose).not.toHaveBeenCalled();
});

it('focuses the dialog itself when it has nothing focusable', () => {
  renderWithTheme(<Modal open onClose={() => {}} title="Empty" hideCloseButton />);
  expect(screen.getByRole('dialog', { name: 'Empty' })).toHaveFocus();
  act(() => {
    screen.getByRole('dialog').dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
  });
  expect(screen.getByRole('dialog', { name: 'Empty' })).toHaveFocus();
});
