/** The remotes feature's public entry: what other features may use. */
export { RemoteArea } from './components/remote-area';
