import { createGlobalStyle } from 'styled-components';
import type {} from './styled';

/**
 * Page-wide base styles. Render once, inside the ThemeProvider: colours follow the active theme, so no
 * `html.dark` selector is needed.
 */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after {
    box-sizing: border-box;
  }

  :root {
    color-scheme: ${({ theme }) => theme.name};
    --toastify-font-family: ${({ theme }) => theme.fonts.body};
    --toastify-color-info: ${({ theme }) => theme.colors.info};
    --toastify-color-success: ${({ theme }) => theme.colors.success};
    --toastify-color-warning: ${({ theme }) => theme.colors.warning};
    --toastify-color-error: ${({ theme }) => theme.colors.danger};
    --toastify-toast-width: min(360px, calc(100vw - 2rem));
  }

  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
  }

  /* A modal dialog makes the page inert; it should not scroll behind it either. */
  html:has(dialog[open]) {
    overflow: hidden;
  }

  body {
    margin: 0;
    min-width: 320px;
    min-height: 100vh;
    background: ${({ theme }) => theme.colors.bg};
    color: ${({ theme }) => theme.colors.text};
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: 1.5;
    -webkit-font-smoothing: antialiased;
    transition: background-color 0.2s ease, color 0.2s ease;
  }

  h1, h2, h3, h4, h5, h6 {
    line-height: 1.25;
    /* Headings carry user data (a username, an e-mail): a long word wraps instead of widening a phone. */
    overflow-wrap: break-word;
    margin: 0 0 ${({ theme }) => theme.spacing.sm};
  }

  p {
    margin: 0 0 ${({ theme }) => theme.spacing.md};
  }

  a {
    color: ${({ theme }) => theme.colors.primary};
  }

  img, svg, video, canvas {
    display: block;
    max-width: 100%;
  }

  svg {
    display: inline-block;
  }

  button, input, select, textarea {
    font: inherit;
    color: inherit;
  }

  :focus {
    outline: none;
  }

  :focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  ::selection {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
  }

  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
