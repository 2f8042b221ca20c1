// Deploys (docs/operations.md "Deploys"): a tab still running an earlier build sends that build's
// registered hashes. The API keeps answering the last builds' documents while they still validate; one
// it no longer knows (DOCUMENT_NOT_REGISTERED) or no longer answers (DOCUMENT_OUTDATED) means this tab
// is out of date. It says so and reloads into the new build once, instead of failing quietly. Nothing
// typed is lost: the cart is in localStorage, written on every change (lib/cart/cart-store.ts).
// Loaded only when an answer says so (lib/graphql-client.ts): no first load carries it.
import type { CombinedError } from 'urql';
import { isOutdatedClient } from './api-error.ts';
import { textStore } from './i18n.ts';
import { type KeyValueStore, getStore, readItem, writeItem } from './storage.ts';
import { showToast } from './toast.ts';

/** sessionStorage: when this tab last reloaded for a new version (ms), so it never reloads in a loop. */
export const RELOADED_AT_KEY = 'newVersionReloadedAt';
/** Long enough to read the notice; short enough that nobody starts typing meanwhile. */
export const RELOAD_DELAY_MS = 1500;
/** A tab that reloaded this recently and is still refused has the current build: no second reload. */
export const RELOAD_GUARD_MS = 60_000;

export type NewVersionDeps = {
  reload: () => void;
  notify: (kind: 'info' | 'error', message: string) => void;
  text: (key: 'newVersion.reloading' | 'newVersion.reloadFailed') => string;
  storage: KeyValueStore;
  now: () => number;
  schedule: (run: () => void, ms: number) => void;
};

const browserDeps = (): NewVersionDeps => ({
  reload: () => window.location.reload(),
  notify: (kind, message) => showToast(kind, message, { duration: RELOAD_DELAY_MS + 5000 }),
  text: (key) => String(textStore().translate('translation', key)),
  storage: getStore('sessionStorage'),
  now: () => Date.now(),
  schedule: (run, ms) => void setTimeout(run, ms),
});

/** Returns what to call with every answer's error: the first outdated answer starts the reload. */
export function createNewVersionReload(deps: NewVersionDeps = browserDeps()) {
  let started = false;
  return (error: Pick<CombinedError, 'graphQLErrors'> | undefined): void => {
    if (started || !isOutdatedClient(error)) return;
    started = true;
    const last = Number(readItem(RELOADED_AT_KEY, deps.storage));
    if (Number.isFinite(last) && last > 0 && deps.now() - last < RELOAD_GUARD_MS) {
      deps.notify('error', deps.text('newVersion.reloadFailed'));
      return;
    }
    deps.notify('info', deps.text('newVersion.reloading'));
    deps.schedule(() => {
      writeItem(RELOADED_AT_KEY, String(deps.now()), deps.storage);
      deps.reload();
    }, RELOAD_DELAY_MS);
  };
}
