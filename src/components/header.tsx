import React from "react";
import { Link } from "gatsby";
import { ContactActions, type ContactActionsProps } from "./contact-actions";

export interface HeaderNavItem {
  key: string;
  label: string;
  to: string;
}

export interface HeaderProps {
  /** The market's logo, already labelled. */
  logo: React.ReactNode;
  homeLabel: string;
  navItems: HeaderNavItem[];
  /** Key of the entry the current page belongs to, if any. */
  currentKey: string | null;
  /** What the closed mobile menu shows: the current page's label. */
  currentLabel: string;
  /** Changes on every route change, so the mobile menu closes on navigation. */
  currentPath: string;
  labels: { nav: string; menuOpen: string; menuClose: string };
  contact: ContactActionsProps;
}

/**
 * Site header: logo, main navigation and contact actions. Below the desktop breakpoint the
 * navigation collapses into a menu that closes on an outside click, on Escape and on navigation.
 */
export function Header({ logo, homeLabel, navItems, currentKey, currentLabel, currentPath, labels, contact }: HeaderProps) {
  const [open, setOpen] = React.useState(false);
  const root = React.useRef<HTMLElement>(null);
  const toggle = React.useRef<HTMLButtonElement>(null);
  const menuId = React.useId();

  React.useEffect(() => setOpen(false), [currentPath]);

  React.useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: MouseEvent | TouchEvent) => {
      if (root.current && event.target instanceof Node && !root.current.contains(event.target)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener("mousedown", onPointerDown);
    document.addEventListener("touchstart", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("mousedown", onPointerDown);
      document.removeEventListener("touchstart", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open]);

  return (
    <header className="site-header" ref={root}>
      <div className="site-header__bar">
        <Link to="/" className="site-header__logo" aria-label={homeLabel}>
          {logo}
        </Link>
        <button
          ref={toggle}
          type="button"
          className="menu-toggle"
          aria-expanded={open}
          aria-controls={menuId}
          aria-label={`${open ? labels.menuClose : labels.menuOpen} (${currentLabel})`}
          onClick={() => setOpen((isOpen) => !isOpen)}
        >
          <span className="menu-toggle__label">{currentLabel}</span>
          <span className={open ? "menu-toggle__icon is-open" : "menu-toggle__icon"} aria-hidden="true" />
        </button>
        <nav id={menuId} className={open ? "site-nav is-open" : "site-nav"} aria-label={labels.nav}>
          <ul className="site-nav__list">
            {navItems.map((item) => (
              <li key={item.key}>
                <Link
                  to={item.to}
                  className={item.key === currentKey ? "site-nav__link is-active" : "site-nav__link"}
                  // "page" on the entry's own page, "true" on the pages below it (a service detail page).
                  aria-current={item.to === currentPath ? "page" : item.key === currentKey ? "true" : undefined}
                  onClick={() => setOpen(false)}
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <ContactActions {...contact} />
      </div>
    </header>
  );
}
