/**
 * The standalone page: this remote's lifecycles as the only single-spa application.
 * `npm run dev -w remote-admin` serves it; so does dist/standalone.html.
 */
import { startStandalonePage } from 'shared-ui/standalone-page';

startStandalonePage('remote-admin', () => import('./lifecycles'));
