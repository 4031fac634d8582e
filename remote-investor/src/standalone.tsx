/**
 * The standalone page's single-spa root config: registers this remote's lifecycles as the only application,
 * active on every URL, and starts single-spa. `npm run dev -w remote-investor` serves it; so does dist/standalone.html.
 */
import { registerApplication, start } from 'single-spa';

registerApplication({
  name: 'remote-investor',
  app: () => import('./lifecycles'),
  activeWhen: () => true,
});

start({ urlRerouteOnly: true });
