// The staff screens' own utilities come with their texts: this module is the one every staff chunk
// loads first, and it is never in a customer route (vite.config.ts, index.css).
import '../staff.css';
import { loadNamespace, registerTextLoaders, type StaffNamespace } from './i18n.ts';
import type { TextTree } from './translations.ts';

// The staff apps' texts (the back office, the menu editor): imported only by their lazy chunks, which
// register these files with the text store before loading them. The customer's entry knows nothing of
// them, so every new staff screen's texts cost the customer routes nothing.
registerTextLoaders({
  ...import.meta.glob<TextTree>('../locales/staff/*.json', { import: 'default' }),
  ...import.meta.glob<TextTree>('../locales/admin/*.json', { import: 'default' }),
  ...import.meta.glob<TextTree>('../locales/adminPeople/*.json', { import: 'default' }),
  ...import.meta.glob<TextTree>('../locales/adminRestaurants/*.json', { import: 'default' }),
  ...import.meta.glob<TextTree>('../locales/adminZones/*.json', { import: 'default' }),
  ...import.meta.glob<TextTree>('../locales/adminSettings/*.json', { import: 'default' }),
  ...import.meta.glob<TextTree>('../locales/adminMoney/*.json', { import: 'default' }),
  ...import.meta.glob<TextTree>('../locales/adminOrders/*.json', { import: 'default' }),
  ...import.meta.glob<TextTree>('../locales/menuEditor/*.json', { import: 'default' }),
  ...import.meta.glob<TextTree>('../locales/statements/*.json', { import: 'default' }),
});

/**
 * A staff screen's module once it and its texts (page language and English) have arrived, with the
 * texts every staff screen shares (`staff`: the picture upload control).
 */
export function withStaffTexts<T>(screen: Promise<T>, ...namespaces: StaffNamespace[]): Promise<T> {
  const texts = (['staff', ...namespaces] as const).map(loadNamespace);
  return Promise.all([screen, ...texts]).then(([module]) => module);
}
