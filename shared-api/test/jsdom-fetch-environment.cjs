// jsdom lacks the Fetch API; ky needs Request/Response/Headers. This environment keeps jsdom (document,
// localStorage, cookies) and adds Node's own fetch primitives, so tests mock only `fetch` itself.
const { TestEnvironment } = require('jest-environment-jsdom');

const fetchGlobals = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'FormData',
  'Blob',
  'File',
  'ReadableStream',
  'TextEncoder',
  'TextDecoder',
  'AbortController',
  'AbortSignal',
  'structuredClone',
];

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of fetchGlobals) {
      if (name in globalThis) this.global[name] = globalThis[name];
    }
  }
}

module.exports = JsdomWithFetchEnvironment;
