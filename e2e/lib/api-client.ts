/**
 * The platform's API called directly from a test (to set up what a journey needs, or to check what the
 * server now says), as a browser client calls it: the anti-forgery cookie echoed in its header, a bearer
 * token once signed in.
 */
import type { APIRequestContext, APIResponse } from '@playwright/test';

export interface ApiSession {
  token: string | null;
  call: (
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    body?: {
      json?: unknown;
      multipart?: Record<string, string | { name: string; mimeType: string; buffer: Buffer }>;
    },
  ) => Promise<APIResponse>;
  signIn: (username: string, password: string) => Promise<void>;
}

/** A session on `request` (its cookie jar keeps the XSRF-TOKEN the first call hands out). */
export const apiSession = async (request: APIRequestContext): Promise<ApiSession> => {
  await request.get('/api/xsrf-token');
  const { cookies } = await request.storageState();
  const xsrf = cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const session: ApiSession = {
    token: null,
    call: (method, path, body = {}) =>
      request.fetch(`/api/${path.replace(/^\/+/, '')}`, {
        method,
        headers: {
          'X-XSRF-TOKEN': xsrf,
          ...(session.token ? { Authorization: `Bearer ${session.token}` } : {}),
        },
        ...(body.json !== undefined ? { data: body.json } : {}),
        ...(body.multipart ? { multipart: body.multipart } : {}),
      }),
    signIn: async (username, password) => {
      const response = await session.call('POST', 'login', { json: { username, password } });
      if (!response.ok())
        throw new Error(`sign-in of ${username}: ${response.status()} ${await response.text()}`);
      session.token = ((await response.json()) as { access_token: string }).access_token;
    },
  };
  return session;
};
