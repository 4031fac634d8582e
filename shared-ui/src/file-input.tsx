import {
  type ChangeEvent,
  type ComponentPropsWithRef,
  type ReactNode,
  useEffect,
  useId,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ErrorText, Hint, joinIds, Label } from './field';
import type {} from './styled';

export interface FileInputProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'multiple'> {
  label: ReactNode;
  /** Called with the chosen file, or null when the choice is cleared. */
  onFileChange?: (file: File | null) => void;
  hint?: ReactNode;
  error?: ReactNode;
  /** Alt text of the preview image. */
  previewAlt?: string;
}

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  min-width: 0;
`;

const NativeInput = styled.input`
  display: block;
  width: 100%;
  max-width: 100%;
  padding: ${({ theme }) => theme.spacing.sm};
  border: 1px dashed ${({ theme }) => theme.colors.controlBorder};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }

  &::file-selector-button {
    margin-right: ${({ theme }) => theme.spacing.sm};
    padding: ${({ theme }) => theme.spacing.xs} ${({ theme }) => theme.spacing.md};
    border: 1px solid ${({ theme }) => theme.colors.controlBorder};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surfaceAlt};
    color: ${({ theme }) => theme.colors.text};
    cursor: pointer;
  }
`;

const Preview = styled.img`
  width: 100%;
  max-width: 14rem;
  max-height: 14rem;
  object-fit: contain;
  margin-top: ${({ theme }) => theme.spacing.xs};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

/**
 * A file picker for one image (`accept="image/*"` unless told otherwise) that previews the chosen
 * image. The native input keeps its `name`, so a surrounding `<form>` can submit it as FormData.
 */
export function FileInput({
  label,
  onFileChange,
  onChange,
  hint,
  error,
  previewAlt: previewAltProp,
  accept = 'image/*',
  id,
  className,
  ...inputProps
}: FileInputProps) {
  const { t } = useTranslation('ui');
  const previewAlt = previewAltProp ?? t('fileInput.previewAlt');
  const generated = useId();
  const inputId = id ?? `file-${generated}`;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);

  // Release the object URL of the previous preview (and the last one on unmount).
  useEffect(() => {
    if (!previewUrl) return;
    return () => URL.revokeObjectURL(previewUrl);
  }, [previewUrl]);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    const canPreview = typeof URL.createObjectURL === 'function';
    setPreviewUrl(canPreview && file?.type.startsWith('image/') ? URL.createObjectURL(file) : null);
    onFileChange?.(file);
    onChange?.(event);
  };

  return (
    <Wrapper className={className}>
      <Label htmlFor={inputId}>{label}</Label>
      {hint && <Hint id={hintId}>{hint}</Hint>}
      <NativeInput
        {...inputProps}
        id={inputId}
        type="file"
        accept={accept}
        aria-invalid={error ? true : inputProps['aria-invalid']}
        aria-describedby={joinIds(inputProps['aria-describedby'], hintId, errorId)}
        onChange={handleChange}
      />
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
      {previewUrl && <Preview src={previewUrl} alt={previewAlt} />}
    </Wrapper>
  );
}
