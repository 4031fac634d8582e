import { QueryClient } from '@tanstack/react-query';
import { act } from '@testing-library/react';
import type { Language } from 'shared-api/languages';
import { mountApp } from './mount-app';
import { RENDER_CONTEXT_ID } from './render-context';

const serverPage = (context: unknown) => {
  document.body.innerHTML = `<div id="root"><h1>Server text</h1></div><script type="application/json" id="${RENDER_CONTEXT_ID}">${
    typeof context === 'string' ? context : JSON.stringify(context)
  }</script>`;
  return document.getElementById('root') as HTMLElement;
};

const dehydratedStats = {
  mutations: [],
  queries: [
    {
      queryKey: ['public-stats'],
      queryHash: '["public-stats"]',
      state: {
        data: { activeInvestors: 7 },
        dataUpdateCount: 1,
        dataUpdatedAt: Date.now(),
        error: null,
        errorUpdateCount: 0,
        errorUpdatedAt: 0,
        fetchFailureCount: 0,
        fetchFailureReason: null,
        fetchMeta: null,
        isInvalidated: false,
        status: 'success',
        fetchStatus: 'idle',
      },
    },
  ],
};

const mount = async (container: HTMLElement, language: () => Language, prepare?: () => Promise<unknown>) => {
  const queryClient = new QueryClient();
  let result: 'hydrated' | 'rendered' | undefined;
  await act(async () => {
    result = await mountApp(container, <h1>Server text</h1>, {
      language,
      theme: () => 'light',
      timeZone: () => 'Europe/Paris',
      queryClient,
      ...(prepare ? { prepareHydration: prepare } : {}),
    });
  });
  return { result, queryClient };
};

describe('mountApp', () => {
  it('hydrates a server page of the same language and theme, with its query cache, after preparing', async () => {
    const container = serverPage({
      language: 'en',
      theme: 'light',
      timeZone: 'Europe/Paris',
      dehydratedState: dehydratedStats,
    });
    const heading = container.querySelector('h1');
    const prepare = jest.fn(() => Promise.resolve());
    const { result, queryClient } = await mount(container, () => 'en', prepare);
    expect(result).toBe('hydrated');
    expect(prepare).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryData(['public-stats'])).toEqual({ activeInvestors: 7 });
    // The server's element is kept, not replaced.
    expect(container.querySelector('h1')).toBe(heading);
  });

  it("renders from scratch when the page's dates were written in another time zone", async () => {
    const container = serverPage({
      language: 'en',
      theme: 'light',
      timeZone: 'UTC',
      dehydratedState: dehydratedStats,
    });
    const heading = container.querySelector('h1');
    const { result } = await mount(container, () => 'en');
    expect(result).toBe('rendered');
    expect(container.querySelector('h1')).not.toBe(heading);
  });

  it('renders from scratch when the page was rendered in another language', async () => {
    const container = serverPage({
      language: 'fr',
      theme: 'light',
      timeZone: 'Europe/Paris',
      dehydratedState: dehydratedStats,
    });
    const heading = container.querySelector('h1');
    const { result, queryClient } = await mount(container, () => 'en');
    expect(result).toBe('rendered');
    expect(queryClient.getQueryData(['public-stats'])).toBeUndefined();
    expect(container.querySelector('h1')).not.toBe(heading);
    expect(container.textContent).toBe('Server text');
  });

  it('renders from scratch when the language changed (another tab) while the remote loaded', async () => {
    const container = serverPage({
      language: 'en',
      theme: 'light',
      timeZone: 'Europe/Paris',
      dehydratedState: dehydratedStats,
    });
    let language: Language = 'en';
    const { result } = await mount(
      container,
      () => language,
      async () => {
        language = 'de';
      },
    );
    expect(result).toBe('rendered');
  });

  it('renders a page without a context, or with a malformed one', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect((await mount(document.getElementById('root') as HTMLElement, () => 'en')).result).toBe('rendered');
    const container = serverPage('{"language":"en","theme":"purple","dehydratedState":{}}');
    expect((await mount(container, () => 'en')).result).toBe('rendered');
  });
});

describe('mountApp when the remote cannot be loaded', () => {
  it('renders instead of hydrating (the retry panel replaces the page)', async () => {
    const container = serverPage({
      language: 'en',
      theme: 'light',
      timeZone: 'Europe/Paris',
      dehydratedState: dehydratedStats,
    });
    const { result, queryClient } = await mount(
      container,
      () => 'en',
      () => Promise.reject(new Error('remotes.json did not answer')),
    );
    expect(result).toBe('rendered');
    expect(queryClient.getQueryData(['public-stats'])).toBeUndefined();
  });
});
