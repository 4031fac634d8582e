import { useTranslation } from 'react-i18next';
import type { DepositAddress } from 'shared-api/types';
import { Badge } from 'shared-ui/badge';
import { Button } from 'shared-ui/button';
import { useFormat } from 'shared-ui/format';
import { VisuallyHidden } from 'shared-ui/visually-hidden';
import styled from 'styled-components';
import { NAMESPACE } from '../../../i18n';
import { AddressText } from './address-text';

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.spacing.sm} ${({ theme }) => theme.spacing.md};
  align-items: center;
  padding: ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  /* A phone gives the address the whole width; the QR and Delete go below it. */
  @media (max-width: 480px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Details = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.xs};
  min-width: 0;
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Qr = styled.img`
  width: 3rem;
  height: 3rem;
  object-fit: contain;
  background: #fff;
  border-radius: ${({ theme }) => theme.radii.sm};
`;

export interface AddressListProps {
  addresses: DepositAddress[];
  onDelete: (address: DepositAddress) => void;
}

/** Newest first: the newest is Active (users pay to it), the others Inactive. */
export function AddressList({ addresses, onDelete }: AddressListProps) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  return (
    <List>
      {addresses.map((entry) => (
        <Row key={entry.id} aria-label={entry.address}>
          <Details>
            <AddressText>{entry.address}</AddressText>
            <Meta>
              <Badge tone={entry.active ? 'success' : 'neutral'}>
                {entry.active ? t('addresses.list.active') : t('addresses.list.inactive')}
              </Badge>
              <span>{t('addresses.list.added', { date: format.dateTime(entry.created_at) })}</span>
            </Meta>
          </Details>
          <Meta>
            <Qr src={entry.qr_code} alt={t('addresses.list.qrAlt')} loading="lazy" />
            <Button variant="danger" size="sm" onClick={() => onDelete(entry)}>
              {t('addresses.list.delete')}
              <VisuallyHidden> {entry.address}</VisuallyHidden>
            </Button>
          </Meta>
        </Row>
      ))}
    </List>
  );
}
