import { type ReactNode, type RefObject, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type {} from './styled';

export type ModalSize = 'sm' | 'md' | 'lg';

export interface ModalProps {
  open: boolean;
  /** Called on Escape, on a backdrop click and by the close button. */
  onClose: () => void;
  /** The dialog's heading; it names the dialog. */
  title: ReactNode;
  /** Text under the title that describes the dialog (`aria-describedby`). */
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom, right-aligned (stacked on phones). */
  footer?: ReactNode;
  size?: ModalSize;
  /** Close on a click outside the dialog (default true). */
  closeOnBackdrop?: boolean;
  /** Hide the × button (Escape and the backdrop still close). */
  hideCloseButton?: boolean;
  closeLabel?: string;
  /** Element to focus on open; defaults to the first focusable element of the content. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  className?: string;
}

const widths: Record<ModalSize, string> = { sm: '26rem', md: '34rem', lg: '48rem' };

/*
 * The native element shown with showModal(): the browser puts it in the top layer, traps focus inside,
 * makes the page behind inert and turns Escape into a `cancel` event. It has no padding, so a click on the
 * element itself (not on its content) is a click on the backdrop.
 */
const Dialog = styled.dialog<{ $size: ModalSize }>`
  width: calc(100% - 2 * ${({ theme }) => theme.spacing.md});
  max-width: ${({ $size }) => widths[$size]};
  max-height: calc(100dvh - 2rem);
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  overflow: hidden;

  &::backdrop {
    background: ${({ theme }) => theme.colors.overlay};
  }

  &:focus {
    outline: none;
  }

  @media (max-width: 480px) {
    width: calc(100% - 2 * ${({ theme }) => theme.spacing.sm});
  }
`;

const Content = styled.div`
  display: flex;
  flex-direction: column;
  max-height: inherit;
`;

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => theme.spacing.lg} ${({ theme }) => theme.spacing.lg} 0;
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  overflow-wrap: anywhere;
`;

const Description = styled.p`
  margin: ${({ theme }) => theme.spacing.sm} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const CloseButton = styled.button`
  flex: none;
  display: grid;
  place-items: center;
  width: 2.25rem;
  height: 2.25rem;
  margin: -0.4rem -0.6rem 0 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 1.5rem;
  line-height: 1;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Body = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  padding: ${({ theme }) => theme.spacing.md} ${({ theme }) => theme.spacing.lg};
  overflow-y: auto;
  overscroll-behavior: contain;
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: 0 ${({ theme }) => theme.spacing.lg} ${({ theme }) => theme.spacing.lg};

  @media (max-width: 480px) {
    flex-direction: column-reverse;
    & > * {
      width: 100%;
    }
  }
`;

/**
 * A modal dialog on the native `<dialog>` element (`showModal()`): named by its title, described by its
 * description. The browser moves focus in, keeps it there, makes the page behind inert, and answers
 * Escape; Escape, a backdrop click and the × button call `onClose`. Focus goes back to the opener.
 */
export function Modal(props: ModalProps) {
  if (!props.open || typeof document === 'undefined') return null;
  return <OpenModal {...props} />;
}

function OpenModal({
  onClose,
  title,
  description,
  children,
  footer,
  size = 'md',
  closeOnBackdrop = true,
  hideCloseButton = false,
  closeLabel: closeLabelProp,
  initialFocusRef,
  className,
}: ModalProps) {
  const { t } = useTranslation('ui');
  const closeLabel = closeLabelProp ?? t('common.close');
  const titleId = useId();
  const descriptionId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const pressStartedOnBackdrop = useRef(false);

  // Once per opening. `initialFocusRef` is read once, on open.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    initialFocusRef?.current?.focus();
    return () => {
      if (dialog.open) dialog.close();
      // The element leaves the page with its opening, before the browser could restore focus itself.
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    <Dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      $size={size}
      className={className}
      onCancel={(event) => {
        // A nested dialog's cancel reaches this one through React's tree: only the topmost answers.
        if (event.target !== event.currentTarget) return;
        // The browser would close the element itself; the owner decides (a busy dialog stays).
        event.preventDefault();
        onClose();
      }}
      onMouseDown={(event) => {
        pressStartedOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        const fromBackdrop = pressStartedOnBackdrop.current && event.target === event.currentTarget;
        pressStartedOnBackdrop.current = false;
        if (closeOnBackdrop && fromBackdrop) onClose();
      }}
    >
      <Content>
        <Header>
          <div>
            <Title id={titleId}>{title}</Title>
            {description && <Description id={descriptionId}>{description}</Description>}
          </div>
          {!hideCloseButton && (
            <CloseButton type="button" aria-label={closeLabel} onClick={onClose}>
              <span aria-hidden="true">×</span>
            </CloseButton>
          )}
        </Header>
        {children !== undefined && <Body>{children}</Body>}
        {footer !== undefined && <Footer>{footer}</Footer>}
      </Content>
    </Dialog>
  );
}
