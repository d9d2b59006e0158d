import { Trans, useLingui } from '@lingui/react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { LocalBranchFinder } from '@/components/branch-finder/local-branch-finder';
import { BarsIcon, CloseIcon, PersonIcon } from '@/components/icons/icons';
import { LanguageSwitcher } from '@/components/language-switcher/language-switcher';
import { Logo } from '@/components/logo/logo';
import { paths } from '@/config/paths';
import { useSavedBranch } from '@/hooks/use-saved-branch';
import { useWindowScrolled } from '@/hooks/use-window-scrolled';
import { AuthSession, useAbsoluteHref, useUser } from '@/lib/auth';
import styles from './header.module.scss';
import { NavLink } from './nav-link';
import { QuoteListLink } from './quote-list-link';
import { SearchForm } from './search-form';
import { SearchPopover } from './search-popover';

const NAV_ITEMS = [
  {
    label: /*i18n*/ { id: 'header.nav.equipment', message: 'Equipment' },
    href: paths.equipment.getHref(),
  },
  {
    label: /*i18n*/ { id: 'header.nav.inventory', message: 'Inventory' },
    href: paths.equipmentInventory.getHref(),
  },
  {
    label: /*i18n*/ { id: 'header.nav.branches', message: 'Branches' },
    href: paths.branches.getHref(),
  },
] as const;

const messages = {
  home: /*i18n*/ { id: 'header.home', message: 'Liftline home' },
  menu: /*i18n*/ { id: 'header.menu', message: 'Menu' },
  main: /*i18n*/ { id: 'header.mainNav', message: 'Main' },
};

/** Log in (coming back here afterwards), or the account link and Sign out. */
function AccountLinks({ onNavigate }: { onNavigate: () => void }) {
  const user = useUser();
  const actor = AuthSession.useActorRef();
  const here = useAbsoluteHref();
  if (!user)
    return (
      <div className={styles.account}>
        <NavLink
          href={paths.login.getHref(here === '/' ? undefined : here)}
          className={styles.accountLink}
          onClick={onNavigate}
        >
          <PersonIcon size={20} />
          <Trans id="header.logIn" message="Log in" />
        </NavLink>
      </div>
    );
  return (
    <div className={styles.account}>
      <NavLink href={paths.account.getHref()} className={styles.accountLink} onClick={onNavigate}>
        <PersonIcon size={20} />
        <Trans id="header.myAccount" message="My account" />
      </NavLink>
      <button
        type="button"
        className={styles.signOut}
        onClick={() => {
          onNavigate();
          actor.send({ type: 'logout' });
        }}
      >
        <Trans id="header.signOut" message="Sign out" />
      </button>
    </div>
  );
}

function isInsideDialog(node: EventTarget | null): boolean {
  return node instanceof Element && node.closest('dialog, [role="dialog"]') !== null;
}

/**
 * The fixed top bar: transparent at the top of the page, solid once scrolled; below
 * 1200px the links, search and branch finder move into a slide-in menu behind the bars button.
 */
export function Header() {
  const { i18n } = useLingui();
  const scrolled = useWindowScrolled();
  const savedBranch = useSavedBranch();
  const [pathname] = useLocation();
  const search = useSearch();
  const here = `${pathname}?${search}`;
  // The menu belongs to the page it was opened on: navigating anywhere closes it.
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const menuOpen = openedAt === here;
  const menuId = useId();
  const headerRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  const closeMenu = useCallback(() => setOpenedAt(null), []);

  useEffect(() => {
    const header = headerRef.current;
    if (!menuOpen || !header) return;
    const onKeyDown = (event: KeyboardEvent) => {
      // Escape inside the branch finder's dialog closes that dialog, not the menu behind it.
      if (event.key !== 'Escape' || event.defaultPrevented || isInsideDialog(event.target)) return;
      setOpenedAt(null);
      toggleRef.current?.focus();
    };
    // Keyboard users leaving the menu (Tab past its end) close it, so it never covers focused content.
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget;
      if (next === null || header.contains(next as Node) || isInsideDialog(next)) return;
      setOpenedAt(null);
    };
    document.addEventListener('keydown', onKeyDown);
    header.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      header.removeEventListener('focusout', onFocusOut);
    };
  }, [menuOpen]);

  return (
    <header
      ref={headerRef}
      className={styles.header}
      data-state={scrolled ? 'solid' : 'transparent'}
      data-menu-open={menuOpen}
    >
      <div className={styles.inner}>
        <Link
          href={paths.home.getHref()}
          className={styles.brand}
          aria-label={i18n._(messages.home)}
          onClick={closeMenu}
        >
          <Logo />
        </Link>

        <button
          ref={toggleRef}
          type="button"
          className={styles.menuToggle}
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setOpenedAt(menuOpen ? null : here)}
        >
          {menuOpen ? <CloseIcon size={28} /> : <BarsIcon size={28} />}
          <span className="visually-hidden">{i18n._(messages.menu)}</span>
        </button>

        <div id={menuId} className={styles.menu} data-open={menuOpen}>
          <nav className={styles.nav} aria-label={i18n._(messages.main)}>
            <ul className={styles.navList}>
              {NAV_ITEMS.map((item) => (
                <li key={item.href}>
                  <NavLink href={item.href} className={styles.navLink} onClick={closeMenu}>
                    {i18n._(item.label)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <SearchPopover />
          <div className={styles.menuSearch}>
            <SearchForm />
          </div>
          <LocalBranchFinder className={styles.branchFinder} />
          {savedBranch ? (
            <Link
              href={paths.branch.getHref(savedBranch.id)}
              className={styles.branchDetails}
              onClick={closeMenu}
            >
              <Trans id="header.branchDetails" message="Branch details" />
            </Link>
          ) : null}
          <LanguageSwitcher className={styles.accountLink} />
          <AccountLinks onNavigate={closeMenu} />
        </div>

        {/* Beside the menu, not in it: the number of lines stays in sight on phones too. */}
        <QuoteListLink onNavigate={closeMenu} />
      </div>
    </header>
  );
}
