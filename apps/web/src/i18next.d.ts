import 'i18next';
import type account from './locales/account/en.json';
import type applications from './locales/applications/en.json';
import type addresses from './locales/addresses/en.json';
import type checkout from './locales/checkout/en.json';
import type home from './locales/home/en.json';
import type legal from './locales/legal/en.json';
import type menu from './locales/menu/en.json';
import type consoleTexts from './locales/console/en.json';
import type orders from './locales/orders/en.json';
import type payments from './locales/payments/en.json';
import type rider from './locales/rider/en.json';
import type adminTexts from './locales/admin/en.json';
import type staffTexts from './locales/staff/en.json';
import type adminPeopleTexts from './locales/adminPeople/en.json';
import type adminRestaurantsTexts from './locales/adminRestaurants/en.json';
import type adminZonesTexts from './locales/adminZones/en.json';
import type adminSettingsTexts from './locales/adminSettings/en.json';
import type adminMoneyTexts from './locales/adminMoney/en.json';
import type adminOrdersTexts from './locales/adminOrders/en.json';
import type menuEditorTexts from './locales/menuEditor/en.json';
import type statementsTexts from './locales/statements/en.json';
import type en from './locales/en.json';

// Translation keys are checked at compile time against the English files.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      translation: typeof en;
      home: typeof home;
      menu: typeof menu;
      legal: typeof legal;
      account: typeof account;
      addresses: typeof addresses;
      checkout: typeof checkout;
      payments: typeof payments;
      orders: typeof orders;
      applications: typeof applications;
      console: typeof consoleTexts;
      rider: typeof rider;
      admin: typeof adminTexts;
      staff: typeof staffTexts;
      adminPeople: typeof adminPeopleTexts;
      adminRestaurants: typeof adminRestaurantsTexts;
      adminZones: typeof adminZonesTexts;
      adminSettings: typeof adminSettingsTexts;
      adminMoney: typeof adminMoneyTexts;
      adminOrders: typeof adminOrdersTexts;
      menuEditor: typeof menuEditorTexts;
      statements: typeof statementsTexts;
    };
  }
}
