import React from "react";
import { Link } from "gatsby";
import { ContactActions, type ContactActionsProps } from "./contact-actions";
import { usePinnedHeight } from "../hooks/use-pinned-height";

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
 * While the menu is open as a drop-down (the toggle is shown), Tab and Shift+Tab go round the
 * toggle and the menu's links only, so focus cannot wander into the page behind the menu.
 */
function keepFocusInMenu(event: KeyboardEvent, toggle: HTMLElement, menu: HTMLElement) {
  if (getComputedStyle(toggle).display === "none") return;
  const stops: HTMLElement[] = [toggle, ...menu.querySelectorAll<HTMLElement>("a[href], button:not([disabled])")];
  const current = stops.findIndex((stop) => stop === document.activeElement);
  const step = event.shiftKey ? -1 : 1;
  const next = current === -1 ? (event.shiftKey ? stops.length - 1 : 0) : (current + step + stops.length) % stops.length;
  event.preventDefault();
  stops[next].focus();
}

/**
 * Site header: logo, main navigation and contact actions. Below the desktop breakpoint the
 * navigation collapses into a menu that keeps focus while open and closes on an outside click, on
 * Escape (focus back on the toggle) and on navigation. The header sticks to the top and the
 * contact actions to the bottom of small screens: their heights go to the stylesheet, which keeps
 * focused elements clear of them (usePinnedHeight).
 */
export function Header({ logo, homeLabel, navItems, currentKey, currentLabel, currentPath, labels, contact }: HeaderProps) {
  const [open, setOpen] = React.useState(false);
  const root = React.useRef<HTMLElement>(null);
  const toggle = React.useRef<HTMLButtonElement>(null);
  const menu = React.useRef<HTMLElement>(null);
  const menuId = React.useId();
  usePinnedHeight(root, "--header-pinned");

  React.useEffect(() => setOpen(false), [currentPath]);

  React.useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: MouseEvent | TouchEvent) => {
      if (root.current && event.target instanceof Node && !root.current.contains(event.target)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Tab" && toggle.current && menu.current) keepFocusInMenu(event, toggle.current, menu.current);
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
          // The visible label first, so a voice-control user can say what they see (WCAG 2.5.3).
          aria-label={`${currentLabel} – ${open ? labels.menuClose : labels.menuOpen}`}
          onClick={() => setOpen((isOpen) => !isOpen)}
        >
          <span className="menu-toggle__label">{currentLabel}</span>
          <span className={open ? "menu-toggle__icon is-open" : "menu-toggle__icon"} aria-hidden="true" />
        </button>
        <nav ref={menu} id={menuId} className={open ? "site-nav is-open" : "site-nav"} aria-label={labels.nav}>
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
