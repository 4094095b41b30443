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
  /** What the closed mobile menu shows: the current page's label (the word "Menu" where it is longer than the room). */
  currentLabel: string;
  /** Changes on every route change, so the mobile menu closes on navigation. */
  currentPath: string;
  /** `menu`: the toggle's word where the current page's label is longer than the room. */
  labels: { nav: string; menu: string; menuOpen: string; menuClose: string };
  contact: ContactActionsProps;
  /** Where the logo leads: the home page of the page's language. */
  homePath?: string;
  /** The language picker of a market with several languages, at the top of the header. */
  languagePicker?: React.ReactNode;
}

/**
 * While the menu is open as a drop-down (its toggle is shown), Tab and Shift+Tab go round the
 * toggle and the menu's links only, so focus cannot wander into the page behind the menu.
 */
function keepFocusInMenu(
  event: KeyboardEvent,
  disclosure: HTMLElement,
  toggle: HTMLElement,
  menu: HTMLElement,
) {
  if (getComputedStyle(disclosure).display === "none") return;
  const stops: HTMLElement[] = [
    toggle,
    ...menu.querySelectorAll<HTMLElement>("a[href], button:not([disabled])"),
  ];
  const current = stops.findIndex((stop) => stop === document.activeElement);
  const step = event.shiftKey ? -1 : 1;
  const next =
    current === -1
      ? event.shiftKey
        ? stops.length - 1
        : 0
      : (current + step + stops.length) % stops.length;
  event.preventDefault();
  stops[next].focus();
}

/**
 * Site header: logo, main navigation and contact actions. Below the desktop breakpoint the
 * navigation collapses into a menu that keeps focus while open and closes on an outside click, on
 * Escape (focus back on the toggle) and on navigation. The header sticks to the top and the
 * contact actions to the bottom of small screens: their heights go to the stylesheet, which keeps
 * focused elements clear of them (usePinnedHeight).
 *
 * The toggle is a `<details>` element's summary, and the menu shows while it is open (CSS): it
 * opens and closes without any script, so it answers from the first paint, before the page has
 * hydrated, and without JavaScript (docs/rules.md#early-taps). React follows the element's state
 * (its `toggle` event) rather than owning it, so hydration keeps a menu opened before it.
 */
export function Header({
  logo,
  homeLabel,
  navItems,
  currentKey,
  currentLabel,
  currentPath,
  labels,
  contact,
  homePath = "/",
  languagePicker,
}: HeaderProps) {
  const [open, setOpen] = React.useState(false);
  const root = React.useRef<HTMLElement>(null);
  const disclosure = React.useRef<HTMLDetailsElement>(null);
  const toggle = React.useRef<HTMLElement>(null);
  const menu = React.useRef<HTMLElement>(null);
  const menuId = React.useId();
  usePinnedHeight(root, "--header-pinned");

  const close = React.useCallback(() => {
    if (disclosure.current) disclosure.current.open = false;
  }, []);

  // A menu the visitor opened before the page hydrated: its toggle event came before React listened.
  React.useEffect(() => setOpen(disclosure.current?.open ?? false), []);

  // Closed on navigation; not on the first render, which would close a menu opened before it.
  const shownPath = React.useRef(currentPath);
  React.useEffect(() => {
    if (shownPath.current === currentPath) return;
    shownPath.current = currentPath;
    close();
  }, [currentPath, close]);

  // Listening from hydration on, and asking the element whether the menu is open: an Escape or a
  // tap pressed just after opening it comes before React has re-rendered for its toggle event
  // (on a slow phone, a hydration in a transition), and must close it all the same.
  React.useEffect(() => {
    const isOpen = () => disclosure.current?.open === true;
    const onPointerDown = (event: MouseEvent | TouchEvent) => {
      if (
        isOpen() &&
        root.current &&
        event.target instanceof Node &&
        !root.current.contains(event.target)
      )
        close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isOpen()) return;
      if (event.key === "Tab" && disclosure.current && toggle.current && menu.current)
        keepFocusInMenu(event, disclosure.current, toggle.current, menu.current);
      if (event.key !== "Escape") return;
      close();
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
  }, [close]);

  const bar = (
    <div className="center site-header__bar">
      <Link to={homePath} className="site-header__logo" aria-label={homeLabel}>
        {logo}
      </Link>
      <details
        ref={disclosure}
        className="menu"
        onToggle={(event) => setOpen(event.currentTarget.open)}
      >
        <summary
          ref={toggle}
          className="menu-toggle"
          aria-controls={menuId}
          // The visible label first, so a voice-control user can say what they see (WCAG 2.5.3).
          aria-label={`${currentLabel} – ${open ? labels.menuClose : labels.menuOpen}`}
        >
          <span className="menu-toggle__label">
            <span className="menu-toggle__menu">{labels.menu}</span>
            <span className="menu-toggle__page">{currentLabel}</span>
          </span>
          <span className="menu-toggle__icon" aria-hidden="true" />
        </summary>
      </details>
      <nav ref={menu} id={menuId} className="site-nav" aria-label={labels.nav}>
        <ul className="site-nav__list">
          {navItems.map((item) => (
            <li key={item.key}>
              <Link
                to={item.to}
                className="site-nav__link"
                // "page" on the entry's own page, "true" on the pages below it (a service detail page);
                // the stylesheet marks the entry by it.
                aria-current={
                  item.to === currentPath ? "page" : item.key === currentKey ? "true" : undefined
                }
                onClick={close}
              >
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <ContactActions {...contact} />
    </div>
  );

  return (
    <header className="site-header" ref={root}>
      {/* With no picker the header has one child, as it always had: React's ids inside stay the same. */}
      {languagePicker ? (
        <>
          {languagePicker}
          {bar}
        </>
      ) : (
        bar
      )}
    </header>
  );
}
