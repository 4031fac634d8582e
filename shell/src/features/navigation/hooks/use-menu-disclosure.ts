import { type RefObject, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

export interface MenuDisclosure {
  open: boolean;
  toggle: () => void;
  close: () => void;
  /** Id of the menu element, for the toggle's `aria-controls`. */
  menuId: string;
  menuRef: RefObject<HTMLElement | null>;
  buttonRef: RefObject<HTMLButtonElement | null>;
}

/**
 * State of a menu opened by a toggle button (the public mobile menu, the dashboard drawer). While open it
 * closes on a press outside the menu and the button, on Escape (focus goes back to the button) and on
 * any navigation.
 */
export const useMenuDisclosure = (): MenuDisclosure => {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const menuRef = useRef<HTMLElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const close = useCallback(() => setOpen(false), []);
  const toggle = useCallback(() => setOpen((value) => !value), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: closing is the reaction to a new path.
  useEffect(() => {
    setOpen(false);
  }, [pathname]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: Event) => {
      const target = event.target;
      if (!(target instanceof Node)) return;
      if (menuRef.current?.contains(target) || buttonRef.current?.contains(target)) return;
      setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('touchstart', onPointerDown, { passive: true });
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('touchstart', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return { open, toggle, close, menuId, menuRef, buttonRef };
};
