import { HttpResponse, http } from 'msw';
import { Route, Routes, useLocation } from 'react-router-dom';
import { configureApi } from 'shared-api/client';
import { apiPath, type FakeApi, serveFakeApi, validationError } from 'shared-api/testing/fake-api';
import { profileFixture, signedInStore } from 'shared-api/testing/fixtures';
import { mswServer } from 'shared-api/testing/msw-server';
import type { Profile } from 'shared-api/types';
import { renderInApp } from 'shared-ui/testing/render-in-app';
import InvestorRoutes from '../../../routes';

/** The password the fake API takes as the current one. */
export const CURRENT_PASSWORD = 'Secret#2026';
/** The code the fake API's outbox "sent". */
export const GOOD_CODE = '123456';

/** Shows where the router is, so a test sees where a screen sent the user. */
function Location() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

const readJson = async (request: Request): Promise<Record<string, unknown>> =>
  ((await request.json().catch(() => ({}))) as Record<string, unknown>) ?? {};

const message = (text: string) => HttpResponse.json({ message: text });

/**
 * The account calls of the profile screens, answered as mock-server answers them (messages, codes, a
 * refused field in `fields`), changing `api.data.user` as the server changes the account.
 */
const accountHandlers = (api: FakeApi) => {
  const user = (): Profile => {
    if (!api.data.user) throw new Error('no user');
    return api.data.user;
  };
  const update = (changes: Partial<Profile>) => {
    api.data.user = { ...user(), ...changes };
  };
  return [
    http.post(apiPath('update-profile'), async ({ request }) => {
      const body = await readJson(request);
      if (body.username === 'taken') return validationError({ username: 'This username is already taken.' });
      update(body as Partial<Profile>);
      return message('Your profile was updated.');
    }),
    http.post(apiPath('update-contact'), async ({ request }) => {
      const body = await readJson(request);
      if (!/^\+?[0-9 ()-]{5,24}$/.test(String(body.phone)))
        return validationError({ phone: 'Enter a valid phone number' });
      update(body as Partial<Profile>);
      return message('Your contact information was updated.');
    }),
    http.post(apiPath('verify-email'), () =>
      message(`We sent a 6-digit code to ${user().email}. It is valid for 10 minutes.`),
    ),
    http.post(apiPath('verify-email-code'), async ({ request }) => {
      const body = await readJson(request);
      if (body.otp !== GOOD_CODE)
        return HttpResponse.json(
          { code: 'invalid_code', message: 'This code is not correct. 4 attempts left.' },
          { status: 400 },
        );
      update({ email_verified: 1, level: 2 });
      return message('Your e-mail address is verified.');
    }),
    http.post(apiPath('verify-identity'), () => {
      update({ identity_status: 'pending', salary: '$50,000 - $100,000' });
      return message('Your documents were received. An administrator will review them shortly.');
    }),
    http.post(apiPath('change-password'), async ({ request }) => {
      const body = await readJson(request);
      if (body.current_password !== CURRENT_PASSWORD)
        return HttpResponse.json(
          {
            code: 'wrong_current_password',
            message: 'Your current password is not correct.',
            fields: { current_password: 'Your current password is not correct.' },
          },
          { status: 400 },
        );
      return message('Your password was changed. Your other sessions were signed out.');
    }),
    http.post(apiPath('logout-all'), () => message('You were signed out of every session.')),
  ];
};

/**
 * The investor area at `url` (under /dashboard) for a signed-in `profile`, on the shared fake API plus the
 * account calls above; `/login` is a stand-in page. Returns the fake API (its data, the requests).
 */
export function renderProfileRoutes(url: string, profile: Partial<Profile> = {}) {
  // A refused connection would send a real page to /login; here it only has to be seen.
  configureApi({ onSetupFailure: jest.fn() });
  const user = profileFixture(profile);
  const api = serveFakeApi({ user, password: CURRENT_PASSWORD });
  mswServer.use(...accountHandlers(api));
  const rendered = renderInApp(
    <>
      <Routes>
        <Route path="/dashboard/*" element={<InvestorRoutes />} />
        <Route path="/login" element={<h1>Sign in</h1>} />
      </Routes>
      <Location />
    </>,
    { url, store: signedInStore(user) },
  );
  return { ...rendered, api };
}

/** Where the router is now. */
export const currentLocation = (): string =>
  document.querySelector('[data-testid="location"]')?.textContent ?? '';
