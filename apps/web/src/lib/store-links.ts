export type Store = 'appStore' | 'googlePlay';
type AppLinks = { appStoreUrl?: string | null; playStoreUrl?: string | null } | null | undefined;

/**
 * The app-store badges to show: one per store whose link the operator set (APP_STORE_URL,
 * PLAY_STORE_URL; docs/applications.md#app-store-badges), pointing at that link; none without links.
 */
export function storeBadges(links: AppLinks): { store: Store; href: string }[] {
  const all: { store: Store; href: string | null | undefined }[] = [
    { store: 'appStore', href: links?.appStoreUrl },
    { store: 'googlePlay', href: links?.playStoreUrl },
  ];
  return all.flatMap(({ store, href }) => (href ? [{ store, href }] : []));
}
