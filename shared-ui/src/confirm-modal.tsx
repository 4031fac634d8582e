import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { Modal } from './modal';

export interface ConfirmModalProps {
  open: boolean;
  title: ReactNode;
  /** What will happen, e.g. "This will permanently delete this address from our database." */
  text?: ReactNode;
  /** Extra content between the text and the buttons. */
  children?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  onConfirm: () => void;
  /** Cancel button, Escape, backdrop and × (ignored while `busy`). */
  onCancel: () => void;
  /** The action is running: Confirm shows a spinner and is disabled, and the dialog cannot be dismissed. */
  busy?: boolean;
  /** `danger` paints Confirm red and focuses Cancel first. */
  tone?: 'default' | 'danger';
}

/** "Are you sure?" dialog with Cancel and Confirm. */
export function ConfirmModal({
  open,
  title,
  text,
  children,
  confirmLabel: confirmLabelProp,
  cancelLabel: cancelLabelProp,
  onConfirm,
  onCancel,
  busy = false,
  tone = 'default',
}: ConfirmModalProps) {
  const { t } = useTranslation('ui');
  const confirmLabel = confirmLabelProp ?? t('common.confirm');
  const cancelLabel = cancelLabelProp ?? t('common.cancel');
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const dismiss = () => {
    if (!busy) onCancel();
  };
  return (
    <Modal
      open={open}
      onClose={dismiss}
      title={title}
      description={text}
      size="sm"
      hideCloseButton
      initialFocusRef={tone === 'danger' ? cancelRef : confirmRef}
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={dismiss} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button
            ref={confirmRef}
            variant={tone === 'danger' ? 'danger' : 'primary'}
            onClick={onConfirm}
            loading={busy}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
