import { type ReactNode, type RefObject, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
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

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

const focusablesIn = (root: HTMLElement): HTMLElement[] =>
  Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => el.tabIndex >= 0 && !el.closest('[inert], [hidden]'),
  );

/** Open dialogs, innermost last: only the top one handles keys. */
const openStack: symbol[] = [];

/** Nested dialogs share one scroll lock. */
let scrollLocks = 0;
let savedOverflow = '';
let savedPaddingRight = '';

const lockScroll = () => {
  if (scrollLocks++ > 0) return;
  const { body, documentElement } = document;
  savedOverflow = body.style.overflow;
  savedPaddingRight = body.style.paddingRight;
  const scrollbar = window.innerWidth - documentElement.clientWidth;
  if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
  body.style.overflow = 'hidden';
};

const unlockScroll = () => {
  if (--scrollLocks > 0) return;
  document.body.style.overflow = savedOverflow;
  document.body.style.paddingRight = savedPaddingRight;
};

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.modal};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.spacing.md};
  background: ${({ theme }) => theme.colors.overlay};
  overflow-y: auto;

  @media (max-width: 480px) {
    padding: ${({ theme }) => theme.spacing.sm};
  }
`;

const widths: Record<ModalSize, string> = { sm: '26rem', md: '34rem', lg: '48rem' };

const Dialog = styled.div<{ $size: ModalSize }>`
  position: relative;
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: ${({ $size }) => widths[$size]};
  max-height: calc(100dvh - 2rem);
  margin: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.lg};

  &:focus {
    outline: none;
  }
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
 * An accessible dialog in a portal: `role="dialog"`, `aria-modal`, named by its title. Focus moves in on
 * open and is trapped (Tab / Shift+Tab cycle); Escape, the backdrop and the × button close it; focus
 * goes back to the opener on close; the page behind does not scroll.
 */
export function Modal(props: ModalProps) {
  if (!props.open || typeof document === 'undefined') return null;
  return createPortal(<OpenModal {...props} />, document.body);
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
  closeLabel = 'Close',
  initialFocusRef,
  className,
}: ModalProps) {
  const titleId = useId();
  const descriptionId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const pressStartedOnBackdrop = useRef(false);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  // Runs once per opening: lock scroll, move focus in, trap keys; undo all of it on close.
  // biome-ignore lint/correctness/useExhaustiveDependencies: initialFocusRef is read once, on open.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const token = Symbol('modal');
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    openStack.push(token);
    lockScroll();

    const target =
      initialFocusRef?.current ??
      (contentRef.current ? focusablesIn(contentRef.current)[0] : undefined) ??
      focusablesIn(dialog)[0] ??
      dialog;
    target.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (openStack[openStack.length - 1] !== token) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusablesIn(dialog);
      const first = items[0];
      const last = items[items.length - 1];
      const active = document.activeElement;
      if (!first || !last) {
        event.preventDefault();
        dialog.focus();
        return;
      }
      const outside = !(active instanceof Node) || !dialog.contains(active);
      if (event.shiftKey && (outside || active === first || active === dialog)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (outside || active === last)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);

    return () => {
      document.removeEventListener('keydown', onKeyDown);
      const index = openStack.indexOf(token);
      if (index >= 0) openStack.splice(index, 1);
      unlockScroll();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    <Backdrop
      data-modal-backdrop=""
      onMouseDown={(event) => {
        pressStartedOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        const fromBackdrop = pressStartedOnBackdrop.current && event.target === event.currentTarget;
        pressStartedOnBackdrop.current = false;
        if (closeOnBackdrop && fromBackdrop) onClose();
      }}
    >
      <Dialog
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        $size={size}
        className={className}
      >
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
        <div ref={contentRef} style={{ display: 'contents' }}>
          {children !== undefined && <Body>{children}</Body>}
          {footer !== undefined && <Footer>{footer}</Footer>}
        </div>
      </Dialog>
    </Backdrop>
  );
}
