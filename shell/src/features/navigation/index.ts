/** The navigation feature's public entry: what other features may use. */
export { MenuToggleButton } from './components/menu-toggle-button';
export { useMenuDisclosure } from './hooks/use-menu-disclosure';
