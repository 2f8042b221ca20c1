import type { Namespace as TypedNamespace, TFunction } from 'i18next';
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { loadNamespace, type Namespace, textStore } from '@/lib/i18n.ts';
import type { TranslateOptions } from '@/lib/translations.ts';

type Namespaces = Namespace | readonly Namespace[];

/** The part of i18next's `i18n` object the screens use. */
export type I18nInfo = { language: string; resolvedLanguage: string };

/**
 * The screens' view of the texts, with react-i18next's shape: `t` is typed against the English files
 * (i18next.d.ts); `ready` is false until every requested namespace has arrived (then it re-renders).
 * The first namespace is the default for `t`; `{ ns }` reads another.
 */
export function useTranslation<N extends Namespaces = 'translation'>(namespaces?: N) {
  const list = useMemo(
    () =>
      namespaces === undefined ? ['translation'] : Array.isArray(namespaces) ? namespaces : [namespaces],
    // A literal array argument is a new object each render; its contents are what matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [String(namespaces)],
  ) as Namespace[];
  const store = textStore();
  const version = useSyncExternalStore(store.subscribe, store.version, store.version);
  const ready = list.every((ns) => store.has(store.language, ns) && store.has('en', ns));

  useEffect(() => {
    if (!ready) void Promise.all(list.map(loadNamespace)).catch(() => undefined);
  }, [ready, list]);

  const [defaultNs] = list;
  // `version` makes a new `t` once texts arrive, so memoised children update too.
  const translate = useCallback(
    (key: string, options?: TranslateOptions) => store.translate(defaultNs ?? 'translation', key, options),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [store, defaultNs, version],
  );
  const i18n: I18nInfo = { language: store.language, resolvedLanguage: store.language };
  return {
    t: translate as unknown as TFunction<N extends TypedNamespace ? N : 'translation'>,
    i18n,
    ready,
  };
}
