/** The session feature's public entry: what other features may use. */
export { RequireAdmin } from './components/require-admin';
export { RequireSession } from './components/require-session';
export { useLogout } from './hooks/use-logout';
