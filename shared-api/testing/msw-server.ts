/**
 * The one MSW server of every package's component tests. jest.setup.ts starts it before a test file,
 * drops the handlers and listeners a test added after each test, and closes it after the file; a request
 * no handler answers fails the test (`onUnhandledRequest: 'error'`) instead of reaching the real network.
 */
import { setupServer } from 'msw/node';

export const mswServer = setupServer();
