import { breakpoints, contrastRatio, darkTheme, lightTheme, mediaDown, mediaUp, type Theme } from './theme';

const AA_TEXT = 4.5;
const AA_NON_TEXT = 3;

describe('contrastRatio', () => {
  it('follows the WCAG formula', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
    // Known reference value: #767676 on white is the lightest grey passing AA (4.54:1).
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('rejects colours it cannot read', () => {
    expect(() => contrastRatio('red', '#fff')).toThrow('Not a hex colour');
  });
});

describe.each([
  ['light', lightTheme],
  ['dark', darkTheme],
] as const)('%s theme', (_name, theme: Theme) => {
  const c = theme.colors;

  it.each([
    ['text on bg', c.text, c.bg],
    ['text on surface', c.text, c.surface],
    ['text on surfaceAlt', c.text, c.surfaceAlt],
    ['textMuted on bg', c.textMuted, c.bg],
    ['textMuted on surface', c.textMuted, c.surface],
    ['textMuted on surfaceAlt', c.textMuted, c.surfaceAlt],
    ['primaryText on primary', c.primaryText, c.primary],
    ['primaryText on primaryHover', c.primaryText, c.primaryHover],
    ['dangerText on danger', c.dangerText, c.danger],
    ['dangerText on dangerHover', c.dangerText, c.dangerHover],
    ['primary (links) on bg', c.primary, c.bg],
    ['primary (links) on surface', c.primary, c.surface],
    ['danger (error text) on surface', c.danger, c.surface],
    ['success badge', c.success, c.successSoft],
    ['warning badge', c.warning, c.warningSoft],
    ['danger badge', c.danger, c.dangerSoft],
    ['info badge', c.info, c.infoSoft],
    ['neutral badge', c.text, c.neutralSoft],
  ])('%s is legible (>= 4.5:1)', (_label, fg, bg) => {
    expect(contrastRatio(fg, bg)).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it('draws form-control outlines and the focus ring at >= 3:1', () => {
    expect(contrastRatio(c.controlBorder, c.surface)).toBeGreaterThanOrEqual(AA_NON_TEXT);
    expect(contrastRatio(c.focus, c.bg)).toBeGreaterThanOrEqual(AA_NON_TEXT);
    expect(contrastRatio(c.focus, c.surface)).toBeGreaterThanOrEqual(AA_NON_TEXT);
  });

  it('supports phones down to 360px', () => {
    expect(theme.breakpoints.phone).toBe(360);
  });
});

it('gives both themes the same tokens', () => {
  const shape = (t: Theme) =>
    Object.fromEntries(
      Object.entries(t).map(([k, v]) => [k, typeof v === 'object' ? Object.keys(v) : typeof v]),
    );
  expect(shape(darkTheme)).toEqual(shape(lightTheme));
  expect(lightTheme.name).toBe('light');
  expect(darkTheme.name).toBe('dark');
});

it('builds media queries from the breakpoints', () => {
  expect(mediaUp('desktop')).toBe(`@media (min-width: ${breakpoints.desktop}px)`);
  expect(mediaDown('tablet')).toBe('@media (max-width: 767.98px)');
});
