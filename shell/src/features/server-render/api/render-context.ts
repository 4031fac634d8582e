/**
 * What a server-rendered page hands to the browser beside its markup, in a JSON script (not executable: the
 * page's policy allows no inline script): the query cache the page was rendered with and the language and
 * theme it was rendered in. The browser hydrates only when its own language and theme are the same.
 */
import type { DehydratedState } from '@tanstack/react-query';
import { isLanguage, type Language } from 'shared-api/languages';
import type { ThemeMode } from 'shared-api/theme';
import { readJsonDataScript } from '../../../lib/json-data-script';

/** The id of the `<script type="application/json">` holding the render context. */
export const RENDER_CONTEXT_ID = 'server-render-context';

export interface RenderContext {
  language: Language;
  theme: ThemeMode;
  /** The IANA zone the page's dates were written in. */
  timeZone: string;
  dehydratedState: DehydratedState;
}

const isRenderContext = (value: unknown): value is RenderContext => {
  if (!value || typeof value !== 'object') return false;
  const { language, theme, timeZone, dehydratedState } = value as Record<string, unknown>;
  return (
    isLanguage(language) &&
    typeof timeZone === 'string' &&
    (theme === 'light' || theme === 'dark') &&
    typeof dehydratedState === 'object' &&
    dehydratedState !== null
  );
};

/** The page's render context, or null for a page rendered in the browser only (or a malformed one). */
export const readRenderContext = (doc: Document = document): RenderContext | null =>
  readJsonDataScript(RENDER_CONTEXT_ID, isRenderContext, doc);
