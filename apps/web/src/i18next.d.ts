import 'i18next';
import type account from './locales/account/en.json';
import type legal from './locales/legal/en.json';
import type en from './locales/en.json';

// Translation keys are checked at compile time against the English files.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en; legal: typeof legal; account: typeof account };
  }
}
