import { useEffect, useState } from 'react';
import { qrTextMatchesAddress } from 'shared-api/contract/address-formats';
import { readQrImage } from '../utils/read-qr-image';

/**
 * What the chosen QR image says about the typed address: `reading` while decoding, `unchecked` when
 * nothing can be said (no image yet, or this browser cannot decode), `matches`, `other` (it encodes
 * something else: `text`), `unreadable` (no QR code found).
 */
export type QrCheck =
  | { state: 'unchecked' | 'reading' | 'unreadable' }
  | { state: 'matches' }
  | { state: 'other'; text: string };

export function useQrCheck(image: File | null, address: string): QrCheck {
  const [decoded, setDecoded] = useState<{ image: File; text: string | null | undefined } | null>(null);

  useEffect(() => {
    if (!image) return;
    let current = true;
    void readQrImage(image)
      .catch(() => undefined)
      .then((text) => {
        if (current) setDecoded({ image, text });
      });
    return () => {
      current = false;
    };
  }, [image]);

  if (!image) return { state: 'unchecked' };
  if (decoded?.image !== image) return { state: 'reading' };
  if (decoded.text === undefined) return { state: 'unchecked' };
  if (decoded.text === null) return { state: 'unreadable' };
  const typed = address.trim();
  if (!typed) return { state: 'unchecked' };
  return qrTextMatchesAddress(decoded.text, typed)
    ? { state: 'matches' }
    : { state: 'other', text: decoded.text };
}
