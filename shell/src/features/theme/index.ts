/** The theme feature's public entry: what other features may use. */
export { ThemeToggle } from './components/theme-toggle';
