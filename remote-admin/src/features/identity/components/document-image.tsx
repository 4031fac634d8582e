import { useTranslation } from 'react-i18next';
import { Spinner } from 'shared-ui/spinner';
import styled from 'styled-components';
import { NAMESPACE } from '../../../i18n';
import { useDocumentImage } from '../hooks/use-document-image';

const Figure = styled.figure`
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  min-width: 0;
`;

const Caption = styled.figcaption`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Frame = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 10rem;
  padding: ${({ theme }) => theme.spacing.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Picture = styled.img`
  display: block;
  max-width: 100%;
  max-height: 24rem;
  object-fit: contain;
`;

/** One side of the document, fetched through the admin-only call. */
export function DocumentImage({
  userId,
  side,
  available,
}: {
  userId: number;
  side: 'front' | 'back';
  available: boolean;
}) {
  const { t } = useTranslation(NAMESPACE);
  const image = useDocumentImage(userId, side, available);
  const caption = side === 'front' ? t('identity.detail.frontSide') : t('identity.detail.backSide');
  return (
    <Figure>
      <Caption>{caption}</Caption>
      <Frame>
        {!available ? (
          <span>{t('identity.detail.notGiven')}</span>
        ) : image.state === 'loading' ? (
          <Spinner label={t('identity.detail.imageLoading')} />
        ) : image.state === 'failed' ? (
          <span role="alert">
            {t('identity.detail.imageFailed')} {image.message}
          </span>
        ) : (
          <Picture src={image.url} alt={caption} />
        )}
      </Frame>
    </Figure>
  );
}
