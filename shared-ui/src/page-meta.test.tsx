import { act, render } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { type PageMeta, useNoIndex, usePageMeta } from './page-meta';

const head = (selector: string, attribute = 'content') =>
  document.head.querySelector(selector)?.getAttribute(attribute) ?? null;

let navigate: (to: string) => void = () => undefined;

function Page(meta: PageMeta) {
  usePageMeta(meta);
  navigate = useNavigate();
  return null;
}

function Dashboard() {
  useNoIndex();
  return null;
}

const renderPage = (meta: PageMeta, path = '/about-us') =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Page {...meta} />
    </MemoryRouter>,
  );

const about = { title: 'About us', description: 'Who runs Vestora and how it works.' };

beforeEach(() => {
  document.head.innerHTML = '<meta name="description" content="The template default." />';
  document.title = 'Vestora: fixed daily returns on crypto';
});

describe('usePageMeta', () => {
  it('sets the title, description, canonical URL and the Open Graph tags of the page', () => {
    renderPage(about);
    expect(document.title).toBe('About us · Vestora');
    expect(head('meta[name="description"]')).toBe(about.description);
    expect(head('link[rel="canonical"]', 'href')).toBe('http://localhost/about-us');
    expect(head('meta[property="og:title"]')).toBe('About us · Vestora');
    expect(head('meta[property="og:description"]')).toBe(about.description);
    expect(head('meta[property="og:url"]')).toBe('http://localhost/about-us');
    expect(head('meta[property="og:type"]')).toBe('website');
    expect(head('meta[property="og:site_name"]')).toBe('Vestora');
    // One tag each, the template's description reused rather than duplicated.
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  });

  it('leaves the query out of the canonical URL and follows the route', () => {
    renderPage(about, '/login?next=%2Fdashboard');
    expect(head('link[rel="canonical"]', 'href')).toBe('http://localhost/login');
    act(() => navigate('/privacy-policy'));
    expect(head('link[rel="canonical"]', 'href')).toBe('http://localhost/privacy-policy');
    expect(head('meta[property="og:url"]')).toBe('http://localhost/privacy-policy');
  });

  it('follows a new title and description (another language)', () => {
    const { rerender } = renderPage(about);
    rerender(
      <MemoryRouter initialEntries={['/about-us']}>
        <Page title="À propos" description="Qui gère Vestora." />
      </MemoryRouter>,
    );
    expect(document.title).toBe('À propos · Vestora');
    expect(head('meta[name="description"]')).toBe('Qui gère Vestora.');
    expect(document.head.querySelectorAll('meta[property="og:title"]')).toHaveLength(1);
  });

  it('puts the template back when the page goes', () => {
    const { unmount } = renderPage(about);
    unmount();
    expect(document.title).toBe('Vestora: fixed daily returns on crypto');
    expect(head('meta[name="description"]')).toBe('The template default.');
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.head.querySelector('meta[property="og:url"]')).toBeNull();
  });
});

describe('useNoIndex', () => {
  it('asks search engines not to index while shown, and stops asking afterwards', () => {
    const { unmount } = render(<Dashboard />);
    expect(head('meta[name="robots"]')).toBe('noindex, nofollow');
    unmount();
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });
});
