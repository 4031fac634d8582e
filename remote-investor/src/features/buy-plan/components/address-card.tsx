import { useTranslation } from 'react-i18next';
import { Card } from 'shared-ui/card';
import { CopyButton } from 'shared-ui/copy-button';
import styled from 'styled-components';
import { NAMESPACE } from '../../../i18n';

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.spacing.md};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Layout = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.lg};
  align-items: center;
`;

const Qr = styled.img`
  width: 10rem;
  height: 10rem;
  padding: ${({ theme }) => theme.spacing.xs};
  /* A QR code needs a light quiet zone to scan, in either theme. */
  background: #fff;
  border-radius: ${({ theme }) => theme.radii.sm};
`;

const Details = styled.div`
  display: flex;
  flex: 1 1 14rem;
  min-width: 0;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const Address = styled.code`
  display: block;
  padding: ${({ theme }) => theme.spacing.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  overflow-wrap: anywhere;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Text = styled.p`
  margin: 0;
`;

export interface AddressCardProps {
  coinName: string;
  address: string;
  /** URL of the address's QR image. */
  qrCode: string;
  instruction: string;
}

/** The active deposit address of the coin: its QR image, the address as text and a copy button. */
export function AddressCard({ coinName, address, qrCode, instruction }: AddressCardProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Card as="section" aria-labelledby="payment-address-title">
      <Title id="payment-address-title">{t('payment.address', { coin: coinName })}</Title>
      <Layout>
        <Qr src={qrCode} alt={t('payment.qrAlt', { coin: coinName })} width={160} height={160} />
        <Details>
          <Text>{instruction}</Text>
          <Address data-testid="deposit-address">{address}</Address>
          <div>
            <CopyButton text={address} label={t('payment.copy')} copiedLabel={t('payment.copied')} />
          </div>
        </Details>
      </Layout>
    </Card>
  );
}
