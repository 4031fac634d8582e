import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StatementEntry } from 'shared-api/types';
import { saveText } from 'shared-ui/csv';
import { errorText } from 'shared-ui/i18n';
import { notify } from 'shared-ui/toast';
import { NAMESPACE } from '../../../i18n';
import { fetchWholeStatement, statementCsv } from '../api/statement-csv';

/** Fetches the whole ledger and saves it as `vestora-statement-<date>.csv`; a failure is a toast. */
export const useStatementDownload = () => {
  const { t } = useTranslation(NAMESPACE);
  const [pending, setPending] = useState(false);

  const download = async () => {
    setPending(true);
    try {
      const entries = await fetchWholeStatement();
      const csv = statementCsv(entries, {
        columns: {
          date: t('history.csv.date'),
          type: t('history.csv.type'),
          status: t('history.csv.status'),
          amount: t('history.csv.amount'),
          balance: t('history.csv.balance'),
          reference: t('history.csv.reference'),
          method: t('history.csv.method'),
          plan: t('history.csv.plan'),
          note: t('history.csv.note'),
        },
        typeLabel: (type: StatementEntry['type']) => t(`transaction.type.${type}`),
        statusLabel: (status: StatementEntry['status']) => t(`transaction.status.${status}`),
      });
      saveText(csv, `vestora-statement-${new Date().toISOString().slice(0, 10)}.csv`);
    } catch (error) {
      notify.error(errorText(error, t('history.statementFailed')));
    } finally {
      setPending(false);
    }
  };

  return { download, pending };
};
