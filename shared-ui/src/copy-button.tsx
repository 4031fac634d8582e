import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonSize, type ButtonVariant } from './button';
import { VisuallyHidden } from './visually-hidden';

/** How long "Copied!" stays before the button reads its label again (spec: 2 s). */
export const COPY_CONFIRMATION_MS = 2000;

export interface CopyButtonProps {
  /** The text put on the clipboard. */
  text: string;
  label?: string;
  copiedLabel?: string;
  failedLabel?: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  onCopied?: () => void;
  className?: string;
}

/** Writes to the clipboard; falls back to a hidden textarea where the async API is missing (plain http). */
const writeToClipboard = async (text: string): Promise<void> => {
  if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  const ok = typeof document.execCommand === 'function' && document.execCommand('copy');
  area.remove();
  if (!ok) throw new Error('Copy is not available');
};

type CopyState = 'idle' | 'copied' | 'failed';

/** Copies `text` and says "Copied!" for 2 s; the change is announced through a polite live region. */
export function CopyButton({
  text,
  label: labelProp,
  copiedLabel: copiedLabelProp,
  failedLabel: failedLabelProp,
  variant = 'secondary',
  size = 'sm',
  onCopied,
  className,
}: CopyButtonProps) {
  const { t } = useTranslation('ui');
  const label = labelProp ?? t('copy.label');
  const copiedLabel = copiedLabelProp ?? t('copy.copied');
  const failedLabel = failedLabelProp ?? t('copy.failed');
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const settle = (next: CopyState) => {
    setState(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setState('idle'), COPY_CONFIRMATION_MS);
  };

  const copy = async () => {
    try {
      await writeToClipboard(text);
      settle('copied');
      onCopied?.();
    } catch {
      settle('failed');
    }
  };

  const shown = state === 'copied' ? copiedLabel : state === 'failed' ? failedLabel : label;
  return (
    <>
      <Button variant={variant} size={size} className={className} onClick={copy}>
        {shown}
      </Button>
      <VisuallyHidden role="status" aria-live="polite">
        {state === 'idle' ? '' : shown}
      </VisuallyHidden>
    </>
  );
}
