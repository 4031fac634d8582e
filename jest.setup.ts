import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { mswServer } from 'shared-api/testing/msw-server';
import { i18n } from 'shared-ui/i18n';
import 'shared-ui/testing/i18n';
import './jest.dialog.ts';

// CI machines are small and run every suite at once: a lazy route or a remote's first render can take
// longer than Testing Library's 1 s default without anything being wrong, so findBy/waitFor wait longer.
configure({ asyncUtilTimeout: 5000 });

// The network of every component test is MSW's (shared-api/testing/fake-api.ts): a call no handler
// answers fails the test rather than leaving the process.
beforeAll(() => mswServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  mswServer.resetHandlers();
  mswServer.events.removeAllListeners();
});
afterAll(() => mswServer.close());

// Component tests render English (every package's `en` catalogs are added synchronously by
// shared-ui/testing/i18n); a test that switches language is undone here.
afterEach(async () => {
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
});
