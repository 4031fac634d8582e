/**
 * The one HTTP client of the browser apps: a ky instance with the bearer token, the anti-forgery header,
 * no default timeout, and every failure normalised to `ApiError`.
 *
 * Contract imports here and in every browser module are `import type` only: zod never reaches a bundle.
 */
import ky, { isHTTPError, isTimeoutError, type KyInstance } from 'ky';
import type { ErrorResponse } from './contract/common';

export const ACCESS_TOKEN_KEY = 'access_token';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
export const DEFAULT_PREFIX_URL = '/api';

/** `http`: the server answered with an error status; `network`: no response (the request could not be
 * set up or sent); `aborted`: cancelled by the caller; `timeout`: a caller-set timeout elapsed. */
export type ApiErrorKind = 'http' | 'network' | 'aborted' | 'timeout';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status, 0 when there was no response. */
  readonly status: number;
  /** The parsed response body (`{ message, error? }` from this server), if any. */
  readonly body: unknown;
  /** The body's `error` field (login and address-delete failures carry one). */
  readonly error: string | undefined;
  /** The body's stable `code` (shared-api/error-codes.ts): the client's catalogs translate it. */
  readonly code: string | undefined;
  /**
   * A refused input's problems by field (the body's `fields`: dotted path → message, e.g. `roi` or
   * `plans.0.roi`), so a form can show each beside its field; empty for every other failure.
   */
  readonly fields: Readonly<Record<string, string>>;
  readonly kind: ApiErrorKind;

  constructor(
    message: string,
    init: { status?: number; body?: unknown; kind?: ApiErrorKind; cause?: unknown } = {},
  ) {
    super(message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status ?? 0;
    this.body = init.body;
    this.kind = init.kind ?? 'http';
    const error = isErrorBody(init.body) ? init.body.error : undefined;
    this.error = typeof error === 'string' ? error : undefined;
    const code = isErrorBody(init.body) ? init.body.code : undefined;
    this.code = typeof code === 'string' ? code : undefined;
    this.fields = fieldsOf(init.body);
  }
}

function isErrorBody(body: unknown): body is Partial<ErrorResponse> {
  return typeof body === 'object' && body !== null;
}

/** The body's `fields` (only string messages), or none. */
function fieldsOf(body: unknown): Record<string, string> {
  const fields = isErrorBody(body) ? (body.fields as unknown) : undefined;
  if (typeof fields !== 'object' || fields === null) return {};
  return Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/**
 * The server's problems with a form's own fields, in the order of `names` (the form's field order, so the
 * first one is where focus goes). Problems with anything else are left to the failure's message.
 */
export const fieldErrorsOf = <Name extends string>(
  error: unknown,
  names: readonly Name[],
): Array<{ name: Name; message: string }> => {
  if (!(error instanceof ApiError)) return [];
  return names.flatMap((name) => {
    const message = error.fields[name];
    return message ? [{ name, message }] : [];
  });
};

/** The human message of a failure: the server's message, else `fallback`. */
export const errorMessage = (error: unknown, fallback: string): string =>
  error instanceof ApiError && error.message ? error.message : fallback;

export const NETWORK_ERROR_MESSAGE =
  'Could not reach the server. Please check your connection and try again.';

// ---------------------------------------------------------------------------------------------------------
// Token storage (localStorage `access_token`, spec §7)

export const readAccessToken = (): string | null => {
  try {
    return globalThis.localStorage?.getItem(ACCESS_TOKEN_KEY) ?? null;
  } catch {
    return null;
  }
};

export const writeAccessToken = (token: string | null): void => {
  try {
    if (token) globalThis.localStorage?.setItem(ACCESS_TOKEN_KEY, token);
    else globalThis.localStorage?.removeItem(ACCESS_TOKEN_KEY);
  } catch {
    // Storage unavailable (private mode, quota): the session lasts for this page only.
  }
};

const readCookie = (name: string): string | null => {
  if (typeof document === 'undefined' || !document.cookie) return null;
  for (const part of document.cookie.split(';')) {
    const [rawKey, ...rest] = part.trim().split('=');
    if (rawKey === name) {
      const value = rest.join('=');
      try {
        return decodeURIComponent(value);
      } catch {
        return value;
      }
    }
  }
  return null;
};

/**
 * The server hands out the anti-forgery cookie with its pages; a page served elsewhere (a dev server, a
 * standalone remote) may not have it yet. A double-submit token only has to match its cookie, and only a
 * page of this origin can write that cookie, so the client may mint one itself.
 */
const mintXsrfCookie = (): string | null => {
  if (typeof document === 'undefined' || !globalThis.crypto?.getRandomValues) return null;
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(24));
  const token = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every supported browser
  document.cookie = `${XSRF_COOKIE}=${token}; path=/; SameSite=Strict`;
  return readCookie(XSRF_COOKIE);
};

// ---------------------------------------------------------------------------------------------------------
// Configuration

/** Called when a request fails before any response (spec §8: clear the token, go to /login). */
export type SetupFailureHandler = (error: unknown) => void;

export interface ApiClientConfig {
  /** Base of every call; default `/api`. */
  prefixUrl: string;
  onSetupFailure: SetupFailureHandler;
  /** A fetch implementation (tests). */
  fetch?: typeof fetch;
}

/**
 * When the page started to be left (`beforeunload`, `pagehide`). The browser cancels the page's requests as
 * the next document takes over, and their failures still reach this page's code for a moment. A navigation
 * that does not happen after all (a download, a cancelled prompt) leaves the page alive: after a few
 * seconds a failure counts again.
 */
let leftAt = Number.NEGATIVE_INFINITY;
const LEAVING_WINDOW_MS = 5_000;
if (typeof window !== 'undefined') {
  const markLeaving = () => {
    leftAt = Date.now();
  };
  window.addEventListener('beforeunload', markLeaving);
  window.addEventListener('pagehide', markLeaving);
  // Back from the back/forward cache: the page is in use again.
  window.addEventListener('pageshow', () => {
    leftAt = Number.NEGATIVE_INFINITY;
  });
}
const isPageBeingLeft = (): boolean => Date.now() - leftAt < LEAVING_WINDOW_MS;

/** Default setup-failure handling: drop the token and go to the sign-in page. */
export const redirectToLogin: SetupFailureHandler = () => {
  writeAccessToken(null);
  if (typeof window !== 'undefined' && window.location.pathname !== '/login') {
    window.location.assign('/login');
  }
};

const initialConfig = (): ApiClientConfig => ({
  prefixUrl: DEFAULT_PREFIX_URL,
  onSetupFailure: redirectToLogin,
});

let config: ApiClientConfig = initialConfig();
let instance: KyInstance | null = null;

/** Changes the client's settings (the shell injects its own setup-failure handler). */
export const configureApi = (changes: Partial<ApiClientConfig>): void => {
  config = { ...config, ...changes };
  instance = null;
};

/** Back to the defaults (tests). */
export const resetApiConfig = (): void => {
  config = initialConfig();
  instance = null;
};

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** `/api` → absolute against the page, so the client behaves the same in every environment. */
const absolutePrefix = (prefixUrl: string): string => {
  if (typeof document === 'undefined' || /^[a-z][a-z\d+.-]*:/i.test(prefixUrl)) return prefixUrl;
  return new URL(prefixUrl, document.baseURI).href;
};

const createInstance = (settings: ApiClientConfig): KyInstance =>
  ky.create({
    prefixUrl: absolutePrefix(settings.prefixUrl),
    timeout: false,
    retry: 0,
    credentials: 'same-origin',
    ...(settings.fetch ? { fetch: settings.fetch } : {}),
    hooks: {
      beforeRequest: [
        (request) => {
          const token = readAccessToken();
          if (token) request.headers.set('Authorization', `Bearer ${token}`);
          if (STATE_CHANGING.has(request.method.toUpperCase())) {
            const xsrf = readCookie(XSRF_COOKIE) ?? mintXsrfCookie();
            if (xsrf) request.headers.set(XSRF_HEADER, xsrf);
          }
        },
      ],
    },
  });

/** The configured ky instance (for calls this package does not wrap). */
export const getApi = (): KyInstance => {
  instance ??= createInstance(config);
  return instance;
};

// ---------------------------------------------------------------------------------------------------------
// Requests

const readBody = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

const messageFromBody = (body: unknown): string | undefined => {
  if (!isErrorBody(body)) return undefined;
  if (typeof body.message === 'string' && body.message) return body.message;
  if (typeof body.error === 'string' && body.error) return body.error;
  return undefined;
};

const isAbort = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError';

/** Turns anything a request can throw into an `ApiError` (calling the setup-failure handler when due). */
export const toApiError = async (error: unknown): Promise<ApiError> => {
  if (error instanceof ApiError) return error;
  if (isHTTPError(error)) {
    const { status } = error.response;
    let body: unknown;
    try {
      body = await readBody(error.response);
    } catch {
      body = undefined;
    }
    const message = messageFromBody(body) ?? `Request failed (${status}). Please try again.`;
    return new ApiError(message, { status, body, kind: 'http', cause: error });
  }
  if (isAbort(error)) return new ApiError('The request was cancelled.', { kind: 'aborted', cause: error });
  if (isTimeoutError(error)) {
    return new ApiError('The server took too long to answer. Please try again.', {
      kind: 'timeout',
      cause: error,
    });
  }
  // A request the browser drops because the page is being left (a link to another document, a reload)
  // is not a broken client: signing the user out then would end the session the next page needs.
  if (isPageBeingLeft()) return new ApiError(NETWORK_ERROR_MESSAGE, { kind: 'network', cause: error });
  try {
    config.onSetupFailure(error);
  } catch {
    // A failing handler must not hide the request's own error.
  }
  return new ApiError(NETWORK_ERROR_MESSAGE, { kind: 'network', cause: error });
};

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  /** JSON body. */
  json?: unknown;
  /** Multipart body (file uploads). */
  body?: FormData;
  searchParams?: Record<string, QueryValue>;
  signal?: AbortSignal;
}

const cleanQuery = (query: Record<string, QueryValue> | undefined): Record<string, string> | undefined => {
  if (!query) return undefined;
  const entries = Object.entries(query).filter(
    (entry): entry is [string, string | number | boolean] => entry[1] !== undefined && entry[1] !== null,
  );
  return entries.length ? Object.fromEntries(entries.map(([key, value]) => [key, String(value)])) : undefined;
};

/**
 * One call: `path` is relative to the prefix (`'me'`, `'user-statictics/4'`). Resolves with the parsed
 * JSON body; rejects with `ApiError`.
 */
export const request = async <T>(
  method: HttpMethod,
  path: string,
  options: RequestOptions = {},
): Promise<T> => {
  const searchParams = cleanQuery(options.searchParams);
  let response: Response;
  try {
    response = await getApi()(path.replace(/^\/+/, ''), {
      method,
      ...(options.json !== undefined ? { json: options.json } : {}),
      ...(options.body ? { body: options.body } : {}),
      ...(searchParams ? { searchParams } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch (error) {
    throw await toApiError(error);
  }
  return (await readBody(response)) as T;
};

export const get = <T>(path: string, options?: Omit<RequestOptions, 'json' | 'body'>): Promise<T> =>
  request<T>('GET', path, options);
export const post = <T>(path: string, json?: unknown, options?: Omit<RequestOptions, 'json'>): Promise<T> =>
  request<T>('POST', path, { ...options, json });
export const postForm = <T>(path: string, body: FormData, options?: Omit<RequestOptions, 'json' | 'body'>) =>
  request<T>('POST', path, { ...options, body });
export const del = <T>(path: string, options?: Omit<RequestOptions, 'json' | 'body'>): Promise<T> =>
  request<T>('DELETE', path, options);
