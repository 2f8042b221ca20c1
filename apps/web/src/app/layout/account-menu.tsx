import { Suspense, lazy, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '@/hooks/use-translation.ts';
import { Avatar } from '@/components/account/avatar.tsx';
import { ChevronDown, UserRound } from '@/components/ui/icons.ts';
import { useProfile } from '@/hooks/use-profile.ts';
import { identifyUser } from '@/lib/analytics.ts';
import type { MenuFocus } from './account-menu-list.tsx';

// The open menu is a further small chunk, fetched when the menu first opens: every signed-in page
// loads this button, few open the menu (page weight).
const AccountMenuList = lazy(() => import('./account-menu-list.tsx'));

/**
 * The signed-in customer's menu in the bar (docs/product/screens.md#top-bar-and-footer): a button with the
 * initial-letter avatar opening Orders (once that screen exists), Profile, Settings and Logout. A menu button
 * in the WAI-ARIA pattern: Enter, Space or the arrow keys open it, Escape closes it. Loaded lazily by the
 * bar, so the profile query (and the generated documents module) stays out of the entry chunk.
 */
export default function AccountMenu({ ordersPath }: { ordersPath?: string }) {
  const { t } = useTranslation();
  const { profile } = useProfile();
  const [open, setOpen] = useState<MenuFocus | null>(null);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const anchorRef = useRef<HTMLDivElement>(null);

  // After a reload the session outlives the page's memory: the analytics identity follows the profile.
  useEffect(() => {
    if (profile) identifyUser({ userId: profile._id });
  }, [profile]);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(null);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  return (
    <div ref={anchorRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open !== null}
        aria-controls={open ? menuId : undefined}
        aria-label={profile ? t('nav.accountMenuFor', { name: profile.name }) : t('nav.accountMenu')}
        onClick={() => setOpen((current) => (current ? null : 'first'))}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
          event.preventDefault();
          setOpen(event.key === 'ArrowDown' ? 'first' : 'last');
        }}
        className="flex items-center gap-1 rounded-full p-1 text-stone-800 transition-colors hover:bg-stone-100"
      >
        {profile ? (
          <Avatar name={profile.name} />
        ) : (
          <span className="flex size-8 items-center justify-center rounded-full bg-stone-100">
            <UserRound aria-hidden="true" className="size-5" />
          </span>
        )}
        <ChevronDown aria-hidden="true" className="size-4" />
      </button>
      {open && (
        <Suspense fallback={null}>
          <AccountMenuList
            id={menuId}
            focus={open}
            anchorRef={anchorRef}
            ordersPath={ordersPath}
            onClose={close}
          />
        </Suspense>
      )}
    </div>
  );
}
