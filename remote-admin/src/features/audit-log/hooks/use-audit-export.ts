import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditEntry } from 'shared-api/types';
import { type AuditFilter, getAuditLog } from 'shared-api/user-calls';
import { csvText, saveText } from 'shared-ui/csv';
import { errorText } from 'shared-ui/i18n';
import { notify } from 'shared-ui/toast';
import { NAMESPACE } from '../../../i18n';

const PAGE = 500;
/** 100,000 entries at most: beyond that an export belongs in the database, not in a browser tab. */
const MAX_PAGES = 200;

/** Every entry the filter selects, newest first, saved as `vestora-audit-<date>.csv`. */
export const useAuditExport = (filter: AuditFilter) => {
  const { t } = useTranslation(NAMESPACE);
  const [pending, setPending] = useState(false);

  const exportCsv = async () => {
    setPending(true);
    try {
      const entries: AuditEntry[] = [];
      let cursor: number | undefined;
      for (let page = 0; page < MAX_PAGES; page += 1) {
        const response = await getAuditLog({ ...filter, limit: PAGE, ...(cursor ? { cursor } : {}) });
        entries.push(...response.entries);
        if (response.next_cursor === null) break;
        cursor = response.next_cursor;
      }
      const header = [
        t('audit.csv.time'),
        t('audit.csv.actor'),
        t('audit.csv.action'),
        t('audit.csv.actionCode'),
        t('audit.csv.targetType'),
        t('audit.csv.targetId'),
        t('audit.csv.details'),
      ];
      const rows = entries.map((entry) => [
        entry.created_at,
        entry.actor ?? t('audit.system'),
        t(`audit.actions.${entry.action}`, { defaultValue: entry.action }),
        entry.action,
        entry.target_type,
        entry.target_id ?? '',
        JSON.stringify(entry.payload),
      ]);
      saveText(csvText([header, ...rows]), `vestora-audit-${new Date().toISOString().slice(0, 10)}.csv`);
    } catch (error) {
      notify.error(errorText(error, t('audit.exportFailed')));
    } finally {
      setPending(false);
    }
  };

  return { exportCsv, pending };
};
