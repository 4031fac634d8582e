/**
 * The pseudo-locale check (issue 8): with the layer's test flag every translated string is wrapped in ⟦…⟧,
 * so a visible text outside the brackets did not come through a catalog. What may stand outside is said
 * here, explicitly: numbers, money and punctuation; dates as `Intl` writes them; the platform's and the
 * coins' names; each language's own name in the switcher; e-mail addresses; and the user data a test
 * collects from the server's answers (names, usernames, plan titles, ids).
 */
import type { Page, Response } from '@playwright/test';

/** The layer's flag (shared-ui/i18n `PSEUDO_LOCALE_FLAG`), set before any script of the page runs. */
export const usePseudoLocale = async (page: Page): Promise<void> => {
  await page.addInitScript(() => {
    (window as unknown as Record<string, unknown>).__VESTORA_PSEUDO_LOCALE__ = true;
    // English underneath, whatever the browser prefers, so dates and money read the same on every machine.
    localStorage.setItem('language', 'en');
  });
};

/** Brand names: the platform, the coins and their tickers, each language's name written in itself. */
const BRANDS = [
  'Vestora',
  'Bitcoin',
  'Ethereum',
  'Ripple',
  'Solana',
  'Tether',
  'USDT (TRC20)',
  'BTC',
  'ETH',
  'XRP',
  'SOL',
  'USDT',
  'TRC20',
  'English',
  'Français',
  'Italiano',
  'Español',
  'Deutsch',
  'Nederlands',
  'Polski',
  '简体中文',
];

/** Dates as the layer writes them in English (`en-GB`: `21 Nov 2026`, `November 2026`, `21 Nov 2026, 14:05 UTC`). */
const monthNames = (month: 'short' | 'long') =>
  Array.from({ length: 12 }, (_, index) =>
    new Intl.DateTimeFormat('en-GB', { month, timeZone: 'UTC' }).format(new Date(Date.UTC(2026, index, 15))),
  );
const MONTHS = [...new Set([...monthNames('long'), ...monthNames('short')])].join('|');
const DATE = new RegExp(
  `(\\d{1,2} (${MONTHS}) \\d{4}(, \\d{2}:\\d{2}( [A-Z]{2,5}([+-]\\d{1,2}(:\\d{2})?)?)?)?|(${MONTHS}) \\d{4})`,
  'gu',
);
const EMAIL = /[\w.+-]+@[\w-]+(\.[\w-]+)+/gu;
/** What is left once the allowed parts are taken out: digits, punctuation, symbols ($ % – · ©) and spaces. */
const ONLY_FIGURES = /^[\s\p{N}\p{P}\p{S}]*$/u;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A country code as the phone selector shows it, `France (+33)`: the region's name as `Intl.DisplayNames`
 * writes it in English (not a catalog's), then its code. Names are allowed only in that shape.
 */
const REGION_NAMES = (() => {
  // Both styles: Chromium's ICU writes some names short (`Hong Kong`) where Node's writes them long.
  const styles = (['long', 'short'] as const).map(
    (style) => new Intl.DisplayNames(['en'], { type: 'region', style, fallback: 'none' }),
  );
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const found = new Set<string>();
  for (const first of letters) {
    for (const second of letters) {
      for (const names of styles) {
        const name = names.of(`${first}${second}`);
        if (name) found.add(name);
      }
    }
  }
  return [...found].sort((a, b) => b.length - a.length);
})();
// A variant may follow the name in parentheses (`Falkland Islands (Islas Malvinas)`).
const DIAL_CODE = new RegExp(
  `(${REGION_NAMES.map(escapeRegExp).join('|')})( \\([^()]+\\))? \\(\\+\\d{1,4}\\)`,
  'gu',
);

/** Collects the user data a check allows, from the server's answers the page receives. */
export class UserData {
  readonly values = new Set<string>();

  /**
   * Records the fields of `/api/me` and `/api/plans` answers that a screen shows as they are, and the
   * admin's address lists and user details, and the operator's and providers' content of the home page
   * (`/api/testimonials`, `/api/crypto-news`).
   */
  watch(page: Page): void {
    page.on('response', (response) => void this.read(response));
  }

  private async read(response: Response): Promise<void> {
    const path = new URL(response.url()).pathname;
    if (response.ok() && (path === '/api/testimonials' || path === '/api/crypto-news')) {
      await this.readHomeContent(response);
      return;
    }
    if (response.ok() && /^\/api\/all-[a-z]+-address$/.test(path)) {
      // The admin's deposit address lists: each address is shown as it is.
      const list = (await response.json().catch(() => null)) as {
        addresses?: { address?: unknown }[];
      } | null;
      for (const entry of list?.addresses ?? []) this.add(entry.address);
      return;
    }
    const known =
      path === '/api/me' ||
      path === '/api/plans' ||
      path === '/api/users' ||
      path === '/api/all-transactions' ||
      /^\/api\/user\/\d+$/.test(path);
    if (!response.ok() || !known) return;
    const body = (await response.json().catch(() => null)) as {
      user?: Record<string, unknown>;
      users?: Record<string, unknown>[];
      transactions?: Record<string, unknown>[];
      plans?: { title?: unknown }[];
    } | null;
    // The admin screens show other people's data as it is: their names, e-mail, country, usernames.
    for (const user of [...(body?.user ? [body.user] : []), ...(body?.users ?? [])]) {
      for (const field of [
        'id',
        'firstname',
        'lastname',
        'username',
        'email',
        'referral_id',
        'address',
        'country',
        'phone',
        // What a user entered for identity checks, shown to an admin reviewing them.
        'ssn',
        'occupation',
        'salary',
      ]) {
        this.add(user[field]);
      }
      this.add(`${String(user.firstname ?? '')} ${String(user.lastname ?? '')}`);
    }
    for (const transaction of body?.transactions ?? []) this.add(transaction.username);
    for (const plan of body?.plans ?? []) this.add(plan.title);
  }

  private async readHomeContent(response: Response): Promise<void> {
    const body = (await response.json().catch(() => null)) as {
      testimonials?: { name?: unknown; country?: unknown; message?: unknown }[];
      articles?: { title?: unknown; source?: { name?: unknown }; description?: unknown }[];
    } | null;
    for (const entry of body?.testimonials ?? []) {
      this.add(entry.name);
      this.add(entry.country);
      this.add(entry.message);
    }
    for (const article of body?.articles ?? []) {
      this.add(article.title);
      this.add(article.source?.name);
      this.add(article.description);
    }
  }

  add(value: unknown): void {
    if ((typeof value === 'string' && value.trim()) || typeof value === 'number') {
      this.values.add(String(value).trim());
    }
  }
}

/** True when `outside` (text found outside every ⟦…⟧) is only allowed material. */
export const isAllowed = (outside: string, userData: Iterable<string>): boolean => {
  let rest = outside.replace(DATE, ' ').replace(EMAIL, ' ').replace(DIAL_CODE, ' ');
  // Longest first, so "USDT (TRC20)" goes before "USDT"; whole words only ("SOL" never inside a word).
  const tokens = [...BRANDS, ...userData].sort((a, b) => b.length - a.length);
  for (const token of tokens) {
    rest = rest.replace(new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(token)}(?![\\p{L}\\p{N}])`, 'gu'), ' ');
  }
  return ONLY_FIGURES.test(rest);
};

export interface Untranslated {
  /** Where: the nearest element's tag, role and label, or the attribute's name. */
  where: string;
  /** The whole text (or attribute value). */
  text: string;
  /** What stands outside the brackets. */
  outside: string;
}

/**
 * Every visible text of the page (text nodes in document order, the accessible attributes of visible
 * elements, and the document's title) with the part that stands outside ⟦…⟧. A string from <Trans> is
 * split over several nodes (`⟦New here? ` · link `Create an account` · `⟧`), so the bracket depth is
 * carried from one text node to the next.
 */
export const textsOutsideCatalogs = (page: Page) =>
  page.evaluate(() => {
    const OPEN = '⟦';
    const CLOSE = '⟧';
    const found: { where: string; text: string; outside: string }[] = [];

    const nameOf = (element: Element): string => {
      const role = element.getAttribute('role');
      const label = element.getAttribute('aria-label');
      return `<${element.tagName.toLowerCase()}${role ? ` role=${role}` : ''}${label ? ` aria-label="${label}"` : ''}>`;
    };
    const visible = (element: Element): boolean =>
      element.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true }) ||
      // An <option> of a closed <select> is not rendered itself; the select shows it.
      (element.tagName === 'OPTION' && (element.closest('select')?.checkVisibility() ?? false));

    /** The text outside brackets, from `depth`; returns the depth after the text. */
    const scan = (text: string, start: number): { outside: string; depth: number } => {
      let depth = start;
      let outside = '';
      for (const char of text) {
        if (char === OPEN) depth += 1;
        else if (char === CLOSE) depth = Math.max(0, depth - 1);
        else if (depth === 0) outside += char;
      }
      return { outside, depth };
    };

    let depth = 0;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {
      acceptNode: (node) =>
        // `translate="no"` marks what people typed or the system named (usernames, reasons, payloads):
        // data, not interface text, and the attribute tells browsers' translators the same.
        node.parentElement?.closest('script, style, noscript, template, [translate="no"]')
          ? NodeFilter.FILTER_REJECT
          : NodeFilter.FILTER_ACCEPT,
    });
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const result = scan(text, depth);
      depth = result.depth;
      const parent = node.parentElement;
      if (result.outside.trim() && parent && visible(parent)) {
        found.push({ where: nameOf(parent), text: text.trim(), outside: result.outside.trim() });
      }
    }

    for (const element of document.body.querySelectorAll('[aria-label], [title], [placeholder], img[alt]')) {
      if (!visible(element)) continue;
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = element.getAttribute(name);
        if (!value) continue;
        const { outside } = scan(value, 0);
        if (outside.trim())
          found.push({ where: `${nameOf(element)} @${name}`, text: value, outside: outside.trim() });
      }
    }

    const title = scan(document.title, 0).outside.trim();
    if (title) found.push({ where: '<title>', text: document.title, outside: title });
    return found;
  });
