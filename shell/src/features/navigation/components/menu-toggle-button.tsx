import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { type Breakpoint, mediaUp } from 'shared-ui/theme';
import styled from 'styled-components';
import { IconButton } from '../../../components/icon-button';

const Toggle = styled(IconButton)<{ $hideFrom: Breakpoint }>`
  ${({ $hideFrom }) => mediaUp($hideFrom)} {
    display: none;
  }
`;

export interface MenuToggleButtonProps {
  open: boolean;
  onToggle: () => void;
  controls: string;
  /** From this width up the menu is always shown, so the toggle is hidden. */
  hideFrom: Breakpoint;
  ref?: Ref<HTMLButtonElement>;
}

/** The hamburger button of a collapsible menu (`aria-expanded`, `aria-controls`). */
export function MenuToggleButton({ open, onToggle, controls, hideFrom, ref }: MenuToggleButtonProps) {
  const { t } = useTranslation('shell');
  return (
    <Toggle
      ref={ref}
      type="button"
      $hideFrom={hideFrom}
      aria-label={open ? t('menu.close') : t('menu.open')}
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
    >
      <svg
        width="20"
        height="20"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
      >
        {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
      </svg>
    </Toggle>
  );
}
