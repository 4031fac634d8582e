/**
 * A remote's standalone page: a single-spa root config with the remote's lifecycles as the only
 * application, active on every URL. The lifecycles load lazily, so this entry stays tiny.
 */
import { type LifeCycles, registerApplication, start } from 'single-spa';

export const startStandalonePage = (name: string, loadLifecycles: () => Promise<LifeCycles>): void => {
  registerApplication({ name, app: loadLifecycles, activeWhen: () => true });
  start({ urlRerouteOnly: true });
};
