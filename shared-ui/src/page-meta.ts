import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { documentTitle } from './document-title';
import { PRODUCT_NAME } from './logo';

export interface PageMeta {
  /** The page's own name: the tab shows `title · Vestora`, og:title the same. */
  title: string;
  /** One or two sentences for search results and link previews (meta description, og:description). */
  description: string;
}

/** A `<meta>` or `<link>` of the document head this module manages: how to find it and which attribute holds the value. */
interface HeadTag {
  selector: string;
  create: () => HTMLElement;
  attribute: 'content' | 'href';
}

const metaByName = (name: string): HeadTag => ({
  selector: `meta[name="${name}"]`,
  create: () => Object.assign(document.createElement('meta'), { name }),
  attribute: 'content',
});

const metaByProperty = (property: string): HeadTag => ({
  selector: `meta[property="${property}"]`,
  create: () => {
    const element = document.createElement('meta');
    element.setAttribute('property', property);
    return element;
  },
  attribute: 'content',
});

const canonicalLink: HeadTag = {
  selector: 'link[rel="canonical"]',
  create: () => Object.assign(document.createElement('link'), { rel: 'canonical' }),
  attribute: 'href',
};

/**
 * Sets one head tag and returns how to undo it: the value it had before comes back (the HTML template's
 * default description), a tag that did not exist goes again. Undoing on unmount keeps a page's tags from
 * outliving it (a dashboard must not carry the last public page's canonical URL).
 */
const setHeadTag = (tag: HeadTag, value: string): (() => void) => {
  const existing = document.head.querySelector<HTMLElement>(tag.selector);
  const element = existing ?? document.head.appendChild(tag.create());
  const previous = existing?.getAttribute(tag.attribute) ?? null;
  element.setAttribute(tag.attribute, value);
  return () => {
    if (previous === null) element.remove();
    else element.setAttribute(tag.attribute, previous);
  };
};

/** The canonical address of a path: this origin, the path, no query or fragment (`/login?next=x` → `/login`). */
export const canonicalUrl = (pathname: string): string => new URL(pathname, window.location.origin).href;

/**
 * What search engines and link previews read for a public page: the document title, meta description,
 * canonical URL and the Open Graph tags (og:title, og:description, og:url, og:type, og:site_name). The URL
 * follows the current route. Call once per page component: `usePageMeta({ title, description })`; it
 * replaces `useDocumentTitle` there.
 */
export function usePageMeta({ title, description }: PageMeta): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const url = canonicalUrl(pathname);
    const fullTitle = documentTitle(title);
    const previousTitle = document.title;
    document.title = fullTitle;
    const undo = [
      setHeadTag(metaByName('description'), description),
      setHeadTag(canonicalLink, url),
      setHeadTag(metaByProperty('og:title'), fullTitle),
      setHeadTag(metaByProperty('og:description'), description),
      setHeadTag(metaByProperty('og:url'), url),
      setHeadTag(metaByProperty('og:type'), 'website'),
      setHeadTag(metaByProperty('og:site_name'), PRODUCT_NAME),
    ];
    return () => {
      for (const step of undo.reverse()) step();
      document.title = previousTitle;
    };
  }, [title, description, pathname]);
}

/**
 * Keeps search engines out while the calling component is shown (`<meta name="robots" content="noindex">`):
 * the shell uses it for everything under /dashboard.
 */
export function useNoIndex(): void {
  useEffect(() => setHeadTag(metaByName('robots'), 'noindex, nofollow'), []);
}
