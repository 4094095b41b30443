import React from "react";
import { useTranslation } from "react-i18next";
import { SEARCH_MARKER_ATTRIBUTE } from "../../shared/site-search";
import type { TopicLink } from "./topic-links";
import { needsScript } from "../../runtime/head-script";

/**
 * The search panel and Pagefind load only once the visitor opens the search (or moves to its
 * button), so a page that is not searched sends no more code (docs/rules.md#blog-search).
 */
const SearchPanel = React.lazy(() =>
  import("./search-panel").then(({ SearchPanel: component }) => ({ default: component })),
);

/**
 * The blog's search: a button that opens the search below it. It shows only with scripts, which run
 * the search; a tap made before the page hydrated is replayed then (docs/rules.md#early-taps).
 */
export function BlogSearch({ categories }: { categories: readonly TopicLink[] }) {
  const { t } = useTranslation();
  const id = React.useId();
  const toggle = React.useRef<HTMLButtonElement>(null);
  const [open, setOpen] = React.useState(false);
  const [wanted, setWanted] = React.useState(false);
  const marker = { [SEARCH_MARKER_ATTRIBUTE]: "" };
  const close = React.useCallback(() => {
    setOpen(false);
    toggle.current?.focus();
  }, []);

  return (
    // A landmark of its own: it sits between the header and the main content.
    <section className="blog-search" aria-label={t("blog.search.landmark")} {...needsScript}>
      <div className="center blog-search__inner">
        <button
          ref={toggle}
          type="button"
          className="blog-search__toggle"
          aria-expanded={open}
          aria-controls={open ? id : undefined}
          onFocus={() => setWanted(true)}
          onPointerEnter={() => setWanted(true)}
          onClick={() => {
            setWanted(true);
            setOpen((value) => !value);
          }}
          {...marker}
        >
          <SearchIcon />
          {t("blog.search.open")}
        </button>
        {wanted && (
          <React.Suspense fallback={null}>
            <SearchPanel id={id} open={open} onClose={close} categories={categories} />
          </React.Suspense>
        )}
      </div>
    </section>
  );
}

function SearchIcon() {
  return (
    <svg
      className="blog-search__icon"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.5" />
      <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}
