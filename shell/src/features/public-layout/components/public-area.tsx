import { useLocation } from 'react-router-dom';
import { NotFoundRoute } from 'shared-ui/not-found-route';
import { isMarketingPath } from '../../../lib/paths';
import { RemoteArea } from '../../remotes';
import { PublicLayout } from './public-layout';

/** Everything outside /dashboard: remote-marketing for its paths (spec §2), the not-found page otherwise. */
export function PublicArea() {
  const { pathname } = useLocation();
  return (
    <PublicLayout>
      {isMarketingPath(pathname) ? <RemoteArea name="marketing" /> : <NotFoundRoute home="/" />}
    </PublicLayout>
  );
}
