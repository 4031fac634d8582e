import { useEffect } from 'react';
import { PRODUCT_NAME } from './logo';

/** `Sign in` → `Sign in · Vestora`. */
export const documentTitle = (title: string): string => `${title} · ${PRODUCT_NAME}`;

/** Names the browser tab after the page (screen-reader users hear it on navigation). */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
