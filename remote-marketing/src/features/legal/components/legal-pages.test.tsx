import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDate } from 'shared-ui/format';
import { loadTestCatalogs } from 'shared-ui/testing/i18n';
import { renderInApp } from 'shared-ui/testing/render-in-app';
import { ABOUT_LAST_UPDATED, AboutPage } from './about-page';
import { PRIVACY_LAST_UPDATED, PrivacyPage } from './privacy-page';
import { TERMS_LAST_UPDATED, TermsPage } from './terms-page';

const meta = (selector: string, attribute = 'content') =>
  document.head.querySelector(selector)?.getAttribute(attribute);

const sectionTitles = () =>
  screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

/** The table of contents: each link's text and the section heading its anchor leads to. */
const contentsTargets = () =>
  within(screen.getByRole('navigation', { name: 'Contents' }))
    .getAllByRole('link')
    .map((link) => {
      const target = document.getElementById(link.getAttribute('href')?.slice(1) ?? '');
      return [link.textContent, target?.querySelector('h2')?.textContent];
    });

// jsdom has no layout, so no scrolling: a stand-in records where the page asked to go.
const scrollIntoView = jest.fn();
beforeAll(() => {
  Element.prototype.scrollIntoView = scrollIntoView;
});
beforeEach(() => scrollIntoView.mockClear());

describe('terms and conditions', () => {
  it('has one h1, its date in the reader language, and the sections the issue asks for', () => {
    renderInApp(<TermsPage />, { url: '/terms-and-conditions' });
    expect(screen.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText(`Last updated: ${formatDate(TERMS_LAST_UPDATED)}`)).toBeInTheDocument();
    expect(sectionTitles()).toEqual(
      expect.arrayContaining([
        'Contents',
        'Who may use Vestora',
        'Investment plans',
        'Daily earnings and the return of capital',
        'Withdrawals',
        'Fees',
        'Suspension and closure',
        'Risk',
      ]),
    );
  });

  it('states the age, the withdrawal limits, the network fees and the risk', () => {
    renderInApp(<TermsPage />, { url: '/terms-and-conditions' });
    const section = (name: string) => screen.getByRole('region', { name });
    expect(section('Who may use Vestora')).toHaveTextContent('at least 18 years old');
    expect(section('Withdrawals')).toHaveTextContent(
      'at level 1, at most $500; at level 2, less than $1,000',
    );
    expect(section('Fees')).toHaveTextContent(
      '$20 for Bitcoin, Ethereum, XRP and Solana, and $10 for Tether',
    );
    expect(section('Daily earnings and the return of capital')).toHaveTextContent('your capital is returned');
    expect(within(section('Risk')).getByRole('note', { name: 'Risk warning' })).toHaveTextContent(
      'Your capital and returns are not guaranteed by any public scheme.',
    );
  });

  it('has a table of contents whose links lead to every section', () => {
    renderInApp(<TermsPage />, { url: '/terms-and-conditions' });
    const targets = contentsTargets();
    expect(targets).toHaveLength(13);
    for (const [text, heading] of targets) expect(heading).toBe(text);
  });

  it('describes itself to search engines and link previews', () => {
    renderInApp(<TermsPage />, { url: '/terms-and-conditions' });
    expect(document.title).toBe('Terms and conditions · Vestora');
    expect(meta('meta[name="description"]')).toMatch(/^The rules for using Vestora/);
    expect(meta('link[rel="canonical"]', 'href')).toBe('http://localhost/terms-and-conditions');
    expect(meta('meta[property="og:title"]')).toBe('Terms and conditions · Vestora');
    expect(meta('meta[property="og:url"]')).toBe('http://localhost/terms-and-conditions');
  });
});

describe('privacy policy', () => {
  it('says what is collected, how documents are kept, the one cookie, local storage and erasure', () => {
    renderInApp(<PrivacyPage />, { url: '/privacy-policy' });
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeInTheDocument();
    expect(screen.getByText(`Last updated: ${formatDate(PRIVACY_LAST_UPDATED)}`)).toBeInTheDocument();
    const section = (name: string) => screen.getByRole('region', { name });
    expect(section('What we collect and why')).toHaveTextContent('date of birth');
    expect(section('Identity documents')).toHaveTextContent(/stored encrypted.*only our administrators/);
    expect(section('Cookies and local storage')).toHaveTextContent('a single cookie, XSRF-TOKEN');
    expect(section('Cookies and local storage')).toHaveTextContent(
      /your session .*light or dark theme, and your language/,
    );
    expect(section('How long we keep it')).toHaveTextContent('erased within 30 days');
    expect(section('E-mail')).toBeInTheDocument();
    for (const [text, heading] of contentsTargets()) expect(heading).toBe(text);
  });

  it('jumps to a section from the table of contents', async () => {
    renderInApp(<PrivacyPage />, { url: '/privacy-policy' });
    const link = within(screen.getByRole('navigation', { name: 'Contents' })).getByRole('link', {
      name: 'Cookies and local storage',
    });
    expect(link).toHaveAttribute('href', '#privacy-storage');
    await userEvent.click(link);
    expect(document.getElementById('privacy-storage')).toHaveAccessibleName('Cookies and local storage');
  });

  it('scrolls to the section named in the address on arrival', () => {
    renderInApp(<PrivacyPage />, { url: '/privacy-policy#privacy-retention' });
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('privacy-retention'));
  });
});

describe('about us', () => {
  it('has its heading, sections, the risk warning and no table of contents', () => {
    renderInApp(<AboutPage />, { url: '/about-us' });
    expect(screen.getByRole('heading', { level: 1, name: 'About us' })).toBeInTheDocument();
    expect(screen.getByText(`Last updated: ${formatDate(ABOUT_LAST_UPDATED)}`)).toBeInTheDocument();
    expect(sectionTitles()).toEqual([
      'Who we are',
      'How it works',
      'Our principles',
      'Security',
      'Risk',
      'Contact us',
    ]);
    expect(screen.queryByRole('navigation', { name: 'Contents' })).not.toBeInTheDocument();
    expect(screen.getByRole('note', { name: 'Risk warning' })).toBeInTheDocument();
    expect(meta('link[rel="canonical"]', 'href')).toBe('http://localhost/about-us');
  });
});

describe('in another language', () => {
  it('shows the text, the headings and the date in French', async () => {
    await loadTestCatalogs('fr');
    renderInApp(<TermsPage />, { url: '/terms-and-conditions' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Conditions générales' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Sommaire' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Retraits' })).toHaveTextContent('moins de 1 000 $');
    expect(screen.getByText(/^Dernière mise à jour : 27 nov\. 2026$/)).toBeInTheDocument();
    expect(document.title).toBe('Conditions générales · Vestora');
  });
});
