/**
 * The part of react-i18next the platform uses, provided by the shared `react-i18next` singleton (see
 * shared.ts): a shared module cannot be tree-shaken, and the whole library (SSR helpers, the ICU `<IcuTrans>`,
 * HOCs) is about 10 KB gzip where this subset is about half. Apps import `react-i18next` as usual; an import
 * of a name missing here fails the build, so add it here when a screen needs it.
 */
export {
  getI18n,
  I18nContext,
  I18nextProvider,
  initReactI18next,
  Trans,
  Translation,
  useTranslation,
} from 'react-i18next-full';
