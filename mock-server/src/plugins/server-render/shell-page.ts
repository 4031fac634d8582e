/**
 * Puts a server render into the shell's index.html: the markup into the root element, the style sheet into
 * the head, the render context into a JSON script (data, not code: the policy allows no inline script), and
 * the language and theme on `<html>` so the first paint is right before any script runs.
 */

import { scriptSafeJson } from '../shell-document';
import type { PagePreferences } from './preferences';

/** Must match the shell's `RENDER_CONTEXT_ID` (shell/src/features/server-render/render-context.ts). */
export const RENDER_CONTEXT_ID = 'server-render-context';

export interface RenderedPage extends PagePreferences {
  html: string;
  styleTags: string;
  dehydratedState: unknown;
}

const EMPTY_ROOT = /<div id="?root"?><\/div>/;
const HTML_TAG = /<html[^>]*>/;

export const withServerRender = (shellHtml: string, page: RenderedPage): string => {
  if (!EMPTY_ROOT.test(shellHtml) || !HTML_TAG.test(shellHtml) || !shellHtml.includes('</head>')) {
    throw new Error('The shell page has no empty root element to render into');
  }
  const context = scriptSafeJson({
    language: page.language,
    theme: page.theme,
    timeZone: page.timeZone,
    dehydratedState: page.dehydratedState,
  });
  const themeAttributes = page.theme === 'dark' ? ' class="dark" style="color-scheme:dark"' : '';
  return shellHtml
    .replace(HTML_TAG, () => `<html lang="${page.language}"${themeAttributes}>`)
    .replace('</head>', () => `${page.styleTags}</head>`)
    .replace(
      EMPTY_ROOT,
      () =>
        `<div id="root">${page.html}</div><script type="application/json" id="${RENDER_CONTEXT_ID}">${context}</script>`,
    );
};
