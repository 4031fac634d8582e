import { useTranslation } from 'react-i18next';
import { Button } from 'shared-ui/button';
import { useFormat } from 'shared-ui/format';
import styled from 'styled-components';
import { NAMESPACE } from '../../../i18n';
import { type StatusFilter as Status, statusFilters } from '../utils/transaction-view';

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.xs};
`;

export interface StatusFilterProps {
  value: Status;
  counts: Record<Status, number>;
  onChange: (status: Status) => void;
}

/** All, pending, confirmed, failed: one pressed button, each with how many rows it shows. */
export function StatusFilter({ value, counts, onChange }: StatusFilterProps) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  return (
    <Choices role="group" aria-label={t('transactions.statusFilter')}>
      {statusFilters.map((status) => (
        <Button
          key={status}
          size="sm"
          variant={value === status ? 'primary' : 'secondary'}
          aria-pressed={value === status}
          onClick={() => onChange(status)}
        >
          {t('transactions.filterChoice', {
            status: t(`transactions.status.${status}`),
            number: format.number(counts[status]),
          })}
        </Button>
      ))}
    </Choices>
  );
}
