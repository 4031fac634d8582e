/**
 * The server-error texts (issue 8): every code the server may send has its text in the `ui` catalog (the
 * parity test then guarantees all eight languages), and `errorText` picks the catalog's text for a known
 * code, the server's message otherwise.
 */
import { ApiError } from 'shared-api/client';
import { errorCodes } from 'shared-api/error-codes';
import { languages } from 'shared-api/languages';
import { errorText, i18n } from 'shared-ui/i18n';
import { loadTestCatalogs, platformLanguages } from 'shared-ui/testing/i18n';

const httpError = (status: number, body: unknown, message: string) =>
  new ApiError(message, { status, body, kind: 'http' });

it('the catalog parity test checks the languages shared-api lists', () => {
  expect([...platformLanguages]).toEqual([...languages]);
});

it('every error code has a text in the ui catalog', () => {
  const missing = errorCodes.filter((code) => !i18n.exists(`errors.${code}`, { ns: 'ui', lng: 'en' }));
  expect(missing).toEqual([]);
});

describe('errorText', () => {
  const limit = httpError(
    400,
    {
      code: 'withdrawal_limit_level_1',
      message: 'Please verify your email address to withdraw more than $500.',
    },
    'Please verify your email address to withdraw more than $500.',
  );

  it("shows the catalog's text for a known code in the active language", async () => {
    await loadTestCatalogs('fr');
    expect(errorText(limit)).toBe('Veuillez vérifier votre adresse e-mail pour retirer plus de 500 $.');
    await loadTestCatalogs('zh-CN');
    expect(errorText(limit)).toBe('请先验证您的电子邮箱，才能提取超过 500 美元。');
  });

  it("shows the server's message for a code the catalog does not know (yet)", async () => {
    await loadTestCatalogs('de');
    const unknown = httpError(400, { code: 'brand_new_code', message: 'A new rule.' }, 'A new rule.');
    expect(errorText(unknown)).toBe('A new rule.');
  });

  it("shows the server's own, more precise message in English", () => {
    const field = httpError(
      400,
      { code: 'validation_failed', message: 'Address is required' },
      'Address is required',
    );
    expect(errorText(field)).toBe('Address is required');
    expect(errorText(limit)).toBe('Please verify your email address to withdraw more than $500.');
  });

  it('says the server could not be reached when no response came, in the active language', async () => {
    const offline = new ApiError('Failed to fetch', { kind: 'network' });
    expect(errorText(offline)).toBe(
      'Could not reach the server. Please check your connection and try again.',
    );
    await loadTestCatalogs('es');
    expect(errorText(offline)).toBe(
      'No se ha podido conectar con el servidor. Comprueba tu conexión e inténtalo de nuevo.',
    );
  });

  it('never shows a programming error to people: the fallback, else the generic text', async () => {
    expect(errorText(new TypeError('x is undefined'), 'Could not save.')).toBe('Could not save.');
    await loadTestCatalogs('it');
    expect(errorText(undefined)).toBe('Si è verificato un errore.');
  });
});
