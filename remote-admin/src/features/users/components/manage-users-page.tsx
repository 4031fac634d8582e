import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from 'shared-ui/empty-state';
import { ErrorPanel } from 'shared-ui/error-panel';
import { Field } from 'shared-ui/field';
import { useFormat } from 'shared-ui/format';
import { errorText } from 'shared-ui/i18n';
import { Input } from 'shared-ui/input';
import { SkeletonText } from 'shared-ui/skeleton-text';
import { Stack } from 'shared-ui/stack';
import { PageHeading } from '../../../components/page-heading';
import { NAMESPACE } from '../../../i18n';
import { useUserSearch } from '../api/use-user-search';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { UserList } from './user-list';

/** How long typing must pause before the search goes to the server. */
export const SEARCH_DEBOUNCE_MS = 300;

/** /dashboard/admin/manage-users — every live account, searched by username or e-mail as you type. */
export function ManageUsersPage() {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();
  const [search, setSearch] = useState('');
  const settled = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const users = useUserSearch(settled);

  let body: ReactNode;
  if (users.isError && !users.data) {
    body = (
      <ErrorPanel
        title={t('users.loadFailed')}
        message={errorText(users.error)}
        onRetry={() => void users.refetch()}
      />
    );
  } else if (!users.data) {
    body = (
      <div role="status" aria-label={t('users.loading')}>
        <SkeletonText lines={5} />
      </div>
    );
  } else if (users.data.length === 0) {
    body = (
      <EmptyState
        title={t('users.empty')}
        text={settled ? t('users.emptySearch', { search: settled }) : undefined}
      />
    );
  } else {
    body = (
      <>
        <p role="status">
          {t('users.count', { count: users.data.length, number: format.number(users.data.length) })}
        </p>
        <UserList users={users.data} />
      </>
    );
  }

  return (
    <>
      <PageHeading title={t('users.title')} description={t('users.description')} />
      <Stack gap="md">
        <Field label={t('users.searchLabel')} hint={t('users.searchHint')}>
          <Input
            type="search"
            value={search}
            autoComplete="off"
            onChange={(event) => setSearch(event.target.value)}
          />
        </Field>
        {body}
      </Stack>
    </>
  );
}
