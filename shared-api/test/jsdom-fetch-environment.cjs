// jsdom lacks the Fetch API; ky needs Request/Response/Headers and MSW its streams and BroadcastChannel.
// This environment (every project's default, see jest.config.js) keeps jsdom (document, localStorage,
// cookies) and adds Node's own fetch primitives, so MSW intercepts the very `fetch` the app calls.
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
  'WritableStream',
  'TransformStream',
  'BroadcastChannel',
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
