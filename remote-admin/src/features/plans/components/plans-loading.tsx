import { useTranslation } from 'react-i18next';
import { Card } from 'shared-ui/card';
import { SkeletonText } from 'shared-ui/skeleton-text';
import { Spinner } from 'shared-ui/spinner';
import { Grid, Stack } from 'shared-ui/stack';
import { NAMESPACE } from '../../../i18n';

const PLACEHOLDER_CARDS = 3;

/** Placeholder cards while the plan list loads, announced as "Loading plans". */
export function PlansLoading() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Stack gap="md" aria-busy="true">
      <Spinner label={t('manage.loading')} />
      <Grid $min="16rem" aria-hidden="true">
        {Array.from({ length: PLACEHOLDER_CARDS }, (_, index) => (
          // Identical placeholders that never reorder.
          // biome-ignore lint/suspicious/noArrayIndexKey: static list
          <Card key={index}>
            <SkeletonText lines={5} />
          </Card>
        ))}
      </Grid>
    </Stack>
  );
}
