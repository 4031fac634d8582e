/** The language feature's public entry: what other features may use. */
export { LanguageBridge } from './components/language-bridge';
export { LanguageSwitcher } from './components/language-switcher';
