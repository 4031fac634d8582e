/** @jest-environment ../shared-api/test/jsdom-fetch-environment.cjs */
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import { createFederationLoader } from './federation-loader';
import { FetchTimeoutError } from './timed-fetch';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));
jest.mock('@module-federation/retry-plugin', () => ({
  RetryPlugin: jest.fn((params: unknown) => ({ name: 'retry-plugin', params })),
}));

const loadRemoteMock = jest.mocked(loadRemote);
const registerRemotesMock = jest.mocked(registerRemotes);

const manifest = {
  marketing: '/remotes/marketing/mf-manifest.json',
  investor: '/remotes/investor/mf-manifest.json',
};
const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const MarketingRoutes = () => null;

beforeEach(() => {
  jest.clearAllMocks();
});

describe('createFederationLoader', () => {
  it('registers one plugin: script retries, and manifest fetches of its own', async () => {
    createFederationLoader({ fetch: jest.fn() });
    // Given a `fetch` option, or none, the retry plugin fetches manifests itself: it only gets `script`.
    expect(RetryPlugin).toHaveBeenCalledWith({ script: { retryTimes: 2, retryDelay: 500 } });
    expect(registerPlugins).toHaveBeenCalledWith([
      expect.objectContaining({ name: 'vestora-remote-loading', fetch: expect.any(Function) }),
    ]);
  });

  it('reads remotes.json without cache and registers every remote', async () => {
    const fetch = jest.fn(async () => jsonResponse(manifest));
    const loader = createFederationLoader({ fetch });

    await expect(loader.prepare()).resolves.toEqual(manifest);
    expect(fetch).toHaveBeenCalledWith('/remotes.json', expect.objectContaining({ cache: 'no-cache' }));
    expect(registerRemotesMock).toHaveBeenCalledWith([
      { name: 'marketing', entry: manifest.marketing },
      { name: 'investor', entry: manifest.investor },
    ]);
  });

  it('takes the remotes.json inlined in the page instead of fetching it', async () => {
    const fetch = jest.fn(async () => jsonResponse({ message: 'not expected' }, 500));
    loadRemoteMock.mockResolvedValue({ default: MarketingRoutes });
    const loader = createFederationLoader({ fetch, inlineRemotes: () => manifest });

    await expect(loader.loadRemoteRoutes('marketing')).resolves.toBe(MarketingRoutes);
    expect(registerRemotesMock).toHaveBeenCalledWith([
      { name: 'marketing', entry: manifest.marketing },
      { name: 'investor', entry: manifest.investor },
    ]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('fetches remotes.json when the page has none inlined', async () => {
    const fetch = jest.fn(async () => jsonResponse(manifest));
    const loader = createFederationLoader({ fetch, inlineRemotes: () => null });

    await expect(loader.prepare()).resolves.toEqual(manifest);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("loads `<name>/routes` and returns the module's default export, reading remotes.json once", async () => {
    const fetch = jest.fn(async () => jsonResponse(manifest));
    loadRemoteMock.mockResolvedValue({ default: MarketingRoutes });
    const loader = createFederationLoader({ fetch });

    await expect(loader.loadRemoteRoutes('marketing')).resolves.toBe(MarketingRoutes);
    await expect(loader.loadRemoteRoutes('marketing')).resolves.toBe(MarketingRoutes);
    expect(loadRemoteMock).toHaveBeenCalledWith('marketing/routes');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('fetches remotes.json again on the next attempt after it failed', async () => {
    const fetch = jest
      .fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(jsonResponse({ message: 'down' }, 503))
      .mockResolvedValue(jsonResponse(manifest));
    loadRemoteMock.mockResolvedValue({ default: MarketingRoutes });
    const loader = createFederationLoader({ fetch });

    await expect(loader.loadRemoteRoutes('marketing')).rejects.toThrow('Failed to fetch');
    await expect(loader.loadRemoteRoutes('marketing')).rejects.toThrow(
      'Could not load /remotes.json (HTTP 503)',
    );
    expect(loadRemoteMock).not.toHaveBeenCalled();
    await expect(loader.loadRemoteRoutes('marketing')).resolves.toBe(MarketingRoutes);
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('rejects a remotes.json that is not a map of names to URLs', async () => {
    const loader = createFederationLoader({ fetch: async () => jsonResponse(['marketing']) });
    await expect(loader.prepare()).rejects.toThrow(
      '/remotes.json is not a map of remote names to manifest URLs',
    );
  });

  it('rejects a remote that remotes.json does not list', async () => {
    const loader = createFederationLoader({ fetch: async () => jsonResponse(manifest) });
    await expect(loader.loadRemoteRoutes('admin')).rejects.toThrow(
      'The remote "admin" is not listed in /remotes.json',
    );
    expect(loadRemoteMock).not.toHaveBeenCalled();
  });

  it('re-registers a remote that failed before trying it again, so the runtime drops its failed caches', async () => {
    loadRemoteMock
      .mockRejectedValueOnce(new Error('ScriptNetworkError'))
      .mockResolvedValueOnce(null)
      .mockResolvedValue({ default: MarketingRoutes });
    const loader = createFederationLoader({ fetch: async () => jsonResponse(manifest) });

    await expect(loader.loadRemoteRoutes('marketing')).rejects.toThrow('ScriptNetworkError');
    expect(registerRemotesMock).toHaveBeenCalledTimes(1);

    await expect(loader.loadRemoteRoutes('marketing')).rejects.toThrow(
      'The remote "marketing" did not provide its routes',
    );
    expect(registerRemotesMock).toHaveBeenLastCalledWith([{ name: 'marketing', entry: manifest.marketing }], {
      force: true,
    });

    await expect(loader.loadRemoteRoutes('marketing')).resolves.toBe(MarketingRoutes);
    expect(registerRemotesMock).toHaveBeenCalledTimes(3);
    // A remote that loaded is not re-registered again.
    await loader.loadRemoteRoutes('marketing');
    expect(registerRemotesMock).toHaveBeenCalledTimes(3);
  });

  it('gives up on a remotes.json that never answers after 3 s, and asks again on the next attempt', async () => {
    jest.useFakeTimers();
    try {
      const fetch = jest.fn(
        (_input: RequestInfo | URL, init?: RequestInit) =>
          new Promise<Response>((_resolve, reject) => {
            init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      );
      const loader = createFederationLoader({ fetch });
      const first = expect(loader.prepare()).rejects.toBeInstanceOf(FetchTimeoutError);
      await jest.advanceTimersByTimeAsync(3000);
      await first;

      fetch.mockImplementation(async () => jsonResponse(manifest));
      await expect(loader.prepare()).resolves.toEqual(manifest);
      expect(fetch).toHaveBeenCalledTimes(2);
    } finally {
      jest.useRealTimers();
    }
  });
});
