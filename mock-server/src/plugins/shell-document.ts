/**
 * The shell's HTML document, assembled from the build's index.html (a pure function: no I/O, so the server's
 * cache, the tests and server-side rendering can all call it): remotes.json inlined as a JSON data script
 * (the shell reads it instead of fetching `/remotes.json`), and preload links for what the page's area loads
 * first (remote-preloads.ts), so the browser fetches them while the shell's own scripts are still arriving.
 */
import { INLINE_REMOTES_ELEMENT_ID } from 'shared-api/contract/shell-document';

export interface Preload {
  href: string;
  /** `fetch` for a manifest (read by the federation runtime's fetch), `script` for a classic script. */
  as: 'fetch' | 'script';
}

export interface ShellDocumentInput {
  /** The build's index.html. */
  template: string;
  /** The remotes.json the server serves (validated by the caller). */
  remotesJson: string;
  preloads: readonly Preload[];
}

const escapeAttribute = (text: string): string =>
  text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * JSON as the text of a `<script>` element: `<` is written `\u003c`, so no `</script>` or `<!--` in a URL
 * can end the element (the JSON means the same). A data script is never executed, so the page's policy
 * (script-src) does not apply to it.
 */
export const scriptSafeJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * A `fetch` preload is made in CORS mode (`crossorigin`), as the runtime's fetch of the manifest is; scripts
 * are loaded by plain script elements (no `crossorigin`), so their preloads carry none either, or the browser
 * would download them twice.
 */
const preloadLink = ({ href, as }: Preload): string =>
  `<link rel="preload" href="${escapeAttribute(href)}" as="${as}"${as === 'fetch' ? ' crossorigin' : ''}>`;

export const renderShellDocument = ({ template, remotesJson, preloads }: ShellDocumentInput): string => {
  const remotes = `<script type="application/json" id="${INLINE_REMOTES_ELEMENT_ID}">${scriptSafeJson(
    JSON.parse(remotesJson),
  )}</script>`;
  const head = [...preloads.map(preloadLink), remotes].join('');
  const end = template.indexOf('</head>');
  // A template without a head (never the build's) still gets the data, at the start of the document.
  if (end === -1) return `${head}${template}`;
  return `${template.slice(0, end)}${head}${template.slice(end)}`;
};
