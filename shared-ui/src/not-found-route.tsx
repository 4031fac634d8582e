import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from './button';
import { NotFound } from './not-found';

export interface NotFoundRouteProps {
  /** Where "back" goes, inside the app: `/`, `/dashboard`, `/dashboard/admin/manage-plan`. */
  home: string;
  homeLabel?: string;
}

/** The `*` route of an area: the 404 page with a client-side link home (no full page reload). */
export function NotFoundRoute({ home, homeLabel: homeLabelProp }: NotFoundRouteProps) {
  const { t } = useTranslation('ui');
  const homeLabel = homeLabelProp ?? t('notFound.home');
  return (
    <NotFound
      homeHref={home}
      homeLabel={homeLabel}
      action={
        <Button as={Link} to={home}>
          {homeLabel}
        </Button>
      }
    />
  );
}
