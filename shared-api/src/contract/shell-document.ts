/**
 * What the server writes into the shell's page and the shell reads back: remotes.json, inlined as a JSON data
 * script with this id, so the first remote is not one more request away (the shell fetches `/remotes.json`
 * only when the page has no such element, e.g. served by a plain static server).
 */
export const INLINE_REMOTES_ELEMENT_ID = 'vestora-remotes';
