import { type KeyboardEvent, type RefObject, useEffect, useRef } from 'react';
import { useTranslation } from '@/hooks/use-translation.ts';
import { Link } from 'react-router';
import { Bike, Headset, LogOut, ReceiptText, Settings, Store, UserRound } from '@/components/ui/icons.ts';
import { useLogout } from '@/hooks/use-logout.ts';
import { useProfile } from '@/hooks/use-profile.ts';
import { accountPaths } from '@/lib/account-paths.ts';
import { paths } from '@/lib/paths.ts';
import { staffHome } from '@/lib/staff-home.ts';

export type MenuFocus = 'first' | 'last';

type AccountMenuListProps = {
  id: string;
  /** Which item takes focus when the menu opens (ArrowUp on the button opens at the last). */
  focus: MenuFocus;
  /** The button and menu together: a press anywhere else closes the menu. */
  anchorRef: RefObject<HTMLDivElement | null>;
  ordersPath?: string;
  onClose: (returnFocus: boolean) => void;
};

const itemClasses =
  'flex w-full items-center gap-3 rounded-xl px-3 py-2.5 text-start text-sm font-semibold text-stone-800 outline-none hover:bg-stone-100 focus-visible:bg-stone-100 focus-visible:ring-2 focus-visible:ring-primary-600';

/** The open account menu: arrow keys, Home and End move between items; Escape and Tab close it. */
export default function AccountMenuList({ id, focus, anchorRef, ordersPath, onClose }: AccountMenuListProps) {
  const { t } = useTranslation();
  const logout = useLogout();
  const { profile } = useProfile();
  const staffApp = staffHome(profile?.role);
  const menuRef = useRef<HTMLDivElement>(null);
  const items = () => menuItems(menuRef.current);

  useEffect(() => {
    const all = menuItems(menuRef.current);
    (focus === 'first' ? all[0] : all.at(-1))?.focus();
  }, [focus]);

  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      if (!anchorRef.current?.contains(event.target as Node)) onClose(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [anchorRef, onClose]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const all = items();
    const index = all.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = {
      ArrowDown: (index + 1) % all.length,
      ArrowUp: (index - 1 + all.length) % all.length,
      Home: 0,
      End: all.length - 1,
    };
    if (event.key in moves) {
      event.preventDefault();
      all[moves[event.key]!]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onClose(true);
    } else if (event.key === 'Tab') {
      onClose(false);
    }
  };

  const entries = [
    // Staff find their app here, from any page (docs/product/screens.md#staff-apps).
    ...(staffApp === paths.console ? [{ to: staffApp, label: t('nav.console'), Icon: Store }] : []),
    ...(staffApp === paths.rider ? [{ to: staffApp, label: t('nav.riderApp'), Icon: Bike }] : []),
    ...(ordersPath ? [{ to: ordersPath, label: t('nav.orders'), Icon: ReceiptText }] : []),
    { to: accountPaths.profile, label: t('nav.profile'), Icon: UserRound },
    { to: accountPaths.settings, label: t('nav.settings'), Icon: Settings },
    // Where a signed-in customer looks for help (the contact page, docs/applications.md#pages).
    { to: paths.contact, label: t('nav.contact'), Icon: Headset },
  ];

  return (
    <div
      ref={menuRef}
      id={id}
      role="menu"
      aria-label={t('nav.accountMenu')}
      onKeyDown={onKeyDown}
      className="absolute end-0 top-full z-50 mt-2 w-56 rounded-2xl border border-stone-200 bg-white p-1.5 shadow-lg"
    >
      {entries.map(({ to, label, Icon }) => (
        <Link
          key={to}
          to={to}
          role="menuitem"
          tabIndex={-1}
          className={itemClasses}
          onClick={() => onClose(false)}
        >
          <Icon aria-hidden="true" className="size-5 text-stone-600" />
          {label}
        </Link>
      ))}
      <div role="separator" className="my-1 h-px bg-stone-200" />
      <button type="button" role="menuitem" tabIndex={-1} className={itemClasses} onClick={logout}>
        <LogOut aria-hidden="true" className="size-5 text-stone-600" />
        {t('nav.logout')}
      </button>
    </div>
  );
}

function menuItems(menu: HTMLElement | null): HTMLElement[] {
  return [...(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
}
