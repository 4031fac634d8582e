import { useTranslation } from 'react-i18next';
import { IconButton } from '../../../components/icon-button';
import { useTheme } from '../hooks/use-theme';

const SunIcon = () => (
  <svg
    width="18"
    height="18"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    aria-hidden="true"
  >
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
  </svg>
);

const MoonIcon = () => (
  <svg
    width="18"
    height="18"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    aria-hidden="true"
  >
    <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
  </svg>
);

/** Light/dark switch; the choice is shared by every area and persisted. */
export function ThemeToggle({ className }: { className?: string }) {
  const { mode, toggle } = useTheme();
  const { t } = useTranslation('shell');
  const label = mode === 'dark' ? t('theme.toLight') : t('theme.toDark');
  return (
    <IconButton $round type="button" onClick={toggle} aria-label={label} title={label} className={className}>
      {mode === 'dark' ? <SunIcon /> : <MoonIcon />}
    </IconButton>
  );
}
