import { useLocation } from 'react-router-dom';
import { isMarketingPath } from '../../../lib/paths';
import { NotFoundPage } from '../../navigation/components/not-found-page';
import { RemoteArea } from '../../remotes/components/remote-area';
import { PublicLayout } from './public-layout';

/** Everything outside /dashboard: remote-marketing for its paths (spec §2), the not-found page otherwise. */
export function PublicArea() {
  const { pathname } = useLocation();
  return (
    <PublicLayout>
      {isMarketingPath(pathname) ? <RemoteArea name="marketing" /> : <NotFoundPage />}
    </PublicLayout>
  );
}
