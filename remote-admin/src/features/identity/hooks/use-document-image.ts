import { useEffect, useState } from 'react';
import { errorText } from 'shared-ui/i18n';
import { getIdentityDocument } from '../api/get-identity-document';

export type DocumentImage =
  | { state: 'loading' }
  | { state: 'ready'; url: string }
  | { state: 'failed'; message: string };

/**
 * One side of a user's identity document as an object URL, revoked when the screen leaves (or the user
 * or side changes): the decrypted picture does not outlive the review in the browser's memory.
 */
export function useDocumentImage(userId: number, side: 'front' | 'back', enabled: boolean): DocumentImage {
  const [image, setImage] = useState<DocumentImage>({ state: 'loading' });

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    let url: string | null = null;
    setImage({ state: 'loading' });
    getIdentityDocument(userId, side, controller.signal).then(
      (blob) => {
        if (controller.signal.aborted) return;
        url = URL.createObjectURL(blob);
        setImage({ state: 'ready', url });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setImage({ state: 'failed', message: errorText(error) });
      },
    );
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [userId, side, enabled]);

  return image;
}
