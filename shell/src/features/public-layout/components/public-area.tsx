import { RemoteArea } from '../../remotes';
import { PublicLayout } from './public-layout';

/**
 * Everything outside /dashboard goes to remote-marketing, whose own routes answer it, unknown paths
 * included (its not-found page): the shell keeps no list of public pages, so adding one is a marketing
 * deploy only.
 */
export function PublicArea() {
  return (
    <PublicLayout>
      <RemoteArea name="marketing" />
    </PublicLayout>
  );
}
