import type {} from './styled';

/** Widths (px) where the layout changes. `phone` is the smallest width the kit supports. */
export const breakpoints = { phone: 360, tablet: 768, desktop: 1024, wide: 1280 } as const;
export type Breakpoint = keyof typeof breakpoints;

/** `${mediaUp('desktop')} { ... }` inside a styled template: applies from that width up. */
export const mediaUp = (bp: Breakpoint): string => `@media (min-width: ${breakpoints[bp]}px)`;
/** Applies below that width. */
export const mediaDown = (bp: Breakpoint): string => `@media (max-width: ${breakpoints[bp] - 0.02}px)`;

export type ThemeName = 'light' | 'dark';

export interface ThemeColors {
  /** Page background. */
  bg: string;
  /** Cards, modals, inputs. */
  surface: string;
  /** Hover rows, stripes, secondary panels. */
  surfaceAlt: string;
  text: string;
  textMuted: string;
  /** Dividers and card outlines (decorative). */
  border: string;
  /** Outline of form controls: at least 3:1 against surface (WCAG 1.4.11). */
  controlBorder: string;
  primary: string;
  primaryHover: string;
  /** Text drawn on `primary`. */
  primaryText: string;
  success: string;
  successSoft: string;
  danger: string;
  dangerHover: string;
  /** Text drawn on `danger`. */
  dangerText: string;
  dangerSoft: string;
  warning: string;
  warningSoft: string;
  info: string;
  infoSoft: string;
  /** Soft background for neutral badges. */
  neutralSoft: string;
  /** Focus ring colour. */
  focus: string;
  /** Modal backdrop. */
  overlay: string;
}

export interface Theme {
  name: ThemeName;
  colors: ThemeColors;
  radii: { sm: string; md: string; lg: string; pill: string };
  spacing: { xxs: string; xs: string; sm: string; md: string; lg: string; xl: string; xxl: string };
  shadows: { sm: string; md: string; lg: string };
  fonts: { body: string; mono: string };
  fontSizes: { xs: string; sm: string; md: string; lg: string; xl: string; xxl: string; display: string };
  fontWeights: { regular: number; medium: number; bold: number };
  breakpoints: typeof breakpoints;
  layout: { topBarHeight: string; sideMenuWidth: string; contentMaxWidth: string };
  zIndex: { topBar: number; sideMenu: number; modal: number; loading: number; toast: number };
}

const shared = {
  radii: { sm: '4px', md: '8px', lg: '14px', pill: '999px' },
  spacing: {
    xxs: '0.125rem',
    xs: '0.25rem',
    sm: '0.5rem',
    md: '1rem',
    lg: '1.5rem',
    xl: '2rem',
    xxl: '3rem',
  },
  fonts: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
  },
  fontSizes: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    xxl: '1.75rem',
    display: 'clamp(1.75rem, 1.2rem + 2.5vw, 2.75rem)',
  },
  fontWeights: { regular: 400, medium: 500, bold: 700 },
  breakpoints,
  layout: { topBarHeight: '4rem', sideMenuWidth: '16rem', contentMaxWidth: '72rem' },
  zIndex: { topBar: 100, sideMenu: 200, modal: 1000, loading: 2000, toast: 9999 },
} satisfies Omit<Theme, 'name' | 'colors' | 'shadows'>;

export const lightTheme: Theme = {
  ...shared,
  name: 'light',
  colors: {
    bg: '#f5f7fb',
    surface: '#ffffff',
    surfaceAlt: '#edf1f7',
    text: '#0f172a',
    textMuted: '#475569',
    border: '#cfd8e3',
    controlBorder: '#7b8798',
    primary: '#1d4ed8',
    primaryHover: '#1e40af',
    primaryText: '#ffffff',
    success: '#166534',
    successSoft: '#dcfce7',
    danger: '#b91c1c',
    dangerHover: '#991b1b',
    dangerText: '#ffffff',
    dangerSoft: '#fee2e2',
    warning: '#92400e',
    warningSoft: '#fef3c7',
    info: '#075985',
    infoSoft: '#e0f2fe',
    neutralSoft: '#e2e8f0',
    focus: '#2563eb',
    overlay: 'rgba(15, 23, 42, 0.55)',
  },
  shadows: {
    sm: '0 1px 2px rgba(15, 23, 42, 0.08)',
    md: '0 4px 14px rgba(15, 23, 42, 0.1)',
    lg: '0 18px 48px rgba(15, 23, 42, 0.2)',
  },
};

export const darkTheme: Theme = {
  ...shared,
  name: 'dark',
  colors: {
    bg: '#0b1220',
    surface: '#121b2e',
    surfaceAlt: '#1a2540',
    text: '#e8edf6',
    textMuted: '#a3b0c6',
    border: '#2c3a57',
    controlBorder: '#7686a3',
    primary: '#60a5fa',
    primaryHover: '#93c5fd',
    primaryText: '#0b1220',
    success: '#4ade80',
    successSoft: '#12301f',
    danger: '#f87171',
    dangerHover: '#fca5a5',
    dangerText: '#0b1220',
    dangerSoft: '#3a1519',
    warning: '#fbbf24',
    warningSoft: '#34270a',
    info: '#38bdf8',
    infoSoft: '#0c2a3d',
    neutralSoft: '#24304a',
    focus: '#93c5fd',
    overlay: 'rgba(0, 0, 0, 0.65)',
  },
  shadows: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.4)',
    md: '0 4px 14px rgba(0, 0, 0, 0.45)',
    lg: '0 18px 48px rgba(0, 0, 0, 0.6)',
  },
};

export const themes: Record<ThemeName, Theme> = { light: lightTheme, dark: darkTheme };

/** Relative luminance of a `#rrggbb` or `#rgb` colour (WCAG 2.x). */
export const relativeLuminance = (hex: string): number => {
  const raw = hex.replace('#', '');
  const full = raw.length === 3 ? [...raw].map((c) => c + c).join('') : raw;
  if (!/^[0-9a-f]{6}$/i.test(full)) throw new Error(`Not a hex colour: ${hex}`);
  const channel = (i: number): number => {
    const c = Number.parseInt(full.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
};

/** WCAG contrast ratio between two opaque hex colours, from 1 to 21. */
export const contrastRatio = (a: string, b: string): number => {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};
