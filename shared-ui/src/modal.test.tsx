import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { renderWithTheme } from '../testing/render';
import { Modal } from './modal';

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

it('is a native dialog opened with showModal, named and described', async () => {
  renderWithTheme(<Harness />);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Open details' }));
  const dialog = screen.getByRole('dialog', { name: 'Transaction details' });
  expect(dialog.tagName).toBe('DIALOG');
  expect(dialog).toHaveAttribute('open');
  expect(dialog).toHaveAccessibleDescription('Reference and status of the transaction.');
  expect(dialog).toContainElement(document.activeElement as HTMLElement);
});

function FocusHarness() {
  const noteRef = useRef<HTMLInputElement>(null);
  return (
    <Modal open onClose={() => {}} title="Edit note" initialFocusRef={noteRef}>
      <button type="button">Help</button>
      <label>
        Note
        <input ref={noteRef} />
      </label>
    </Modal>
  );
}

it('focuses the element it is asked to on open', () => {
  renderWithTheme(<FocusHarness />);
  expect(screen.getByRole('textbox', { name: 'Note' })).toHaveFocus();
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

  await user.click(dialog);
  expect(onClose).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('can keep the backdrop inert', async () => {
  const onClose = jest.fn();
  const user = userEvent.setup();
  renderWithTheme(<Harness onClose={onClose} closeOnBackdrop={false} />);
  await user.click(screen.getByRole('button', { name: 'Open details' }));
  await user.click(screen.getByRole('dialog'));
  expect(onClose).not.toHaveBeenCalled();
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
  expect(screen.getByRole('dialog', { name: 'Inner' })).toContainElement(
    document.activeElement as HTMLElement,
  );
  await userEvent.keyboard('{Escape}');
  expect(innerClose).toHaveBeenCalledTimes(1);
  expect(outerClose).not.toHaveBeenCalled();
});
