import { useAtomValue, useSetAtom } from 'jotai';
import { type ThemeMode, themeAtom, toggleThemeAtom } from 'shared-api/theme';

export const useTheme = (): { mode: ThemeMode; toggle: () => void } => ({
  mode: useAtomValue(themeAtom),
  toggle: useSetAtom(toggleThemeAtom),
});
