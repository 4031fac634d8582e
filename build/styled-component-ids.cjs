/**
 * An Rspack loader giving every `styled.x` / `styled(X)` of our sources a stable `componentId` (file + place).
 *
 * Without it styled-components numbers its components in the order their modules are evaluated, and that order
 * is not the same in the server renderer (which has rendered other pages before, and loads a redeployed remote
 * again) as in a fresh browser page: the class names of a server-rendered page would not be the ones the
 * browser hydrates with. The id is a hash of the file's path in the repository and of its content, plus the
 * component's index in the file, so the browser build and the server build of one source agree.
 */
const { createHash } = require('node:crypto');
const path = require('node:path');

const repoRoot = path.resolve(__dirname, '..');
/** `styled.div`, `styled(Card)`, `styled(Grid)` (then `<Props>`, `.attrs(...)` or the template follow). */
const STYLED_CALL = /\bstyled(\.[a-z][a-z0-9]*|\([A-Za-z_$][\w.$]*\))(?=\s*(<|`|\.attrs\b))/g;

/** @param {string} source */
module.exports = function styledComponentIds(source) {
  if (!source.includes('styled')) return source;
  const file = path.relative(repoRoot, this.resourcePath).split(path.sep).join('/');
  const fileHash = createHash('sha256').update(file).update(source).digest('base64url').slice(0, 8);
  let index = 0;
  return source.replace(STYLED_CALL, (match) => {
    index += 1;
    return `${match}.withConfig({ componentId: 'v${fileHash}${index}' })`;
  });
};
