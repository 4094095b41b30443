import React from "react";
import { Link } from "gatsby";
import { useTranslation } from "react-i18next";
import { PAGEFIND_SCRIPT } from "../../shared/site-search";
import { CategoryNav, type TopicLink } from "./topic-links";

/** The part of Pagefind's browser API the panel uses (https://pagefind.app/docs/api/). */
interface Pagefind {
  options(options: { excerptLength?: number }): Promise<void>;
  init(): Promise<void>;
  debouncedSearch(
    term: string,
    options: { filters?: Record<string, string> },
    debounceMs?: number,
  ): Promise<{ results: { id: string; data(): Promise<ResultData> }[] } | null>;
}

interface ResultData {
  url: string;
  excerpt: string;
  meta: { title?: string };
}

interface Found {
  id: string;
  url: string;
  title: string;
  excerpt: string;
}

/** Results shown at most: the best ones; a search that finds more says how many. */
const SHOWN_RESULTS = 8;

let loading: Promise<Pagefind> | null = null;

/** Pagefind's script, loaded once, from the artifact itself (never bundled: the build writes it after the bundles). */
function loadPagefind(): Promise<Pagefind> {
  loading ??= import(/* webpackIgnore: true */ PAGEFIND_SCRIPT).then(async (module: Pagefind) => {
    await module.options({ excerptLength: 24 });
    await module.init();
    return module;
  });
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

/**
 * Pagefind's excerpt is HTML: the article's text, escaped, with <mark> around the words found. It
 * is read as text and marks only, so nothing in it can become markup or script.
 */
function Excerpt({ html }: { html: string }) {
  const parts = React.useMemo(() => {
    const body = new DOMParser().parseFromString(html, "text/html").body;
    return [...body.childNodes].map((node, index) =>
      node.nodeName === "MARK" ? (
        <mark key={index}>{node.textContent}</mark>
      ) : (
        <React.Fragment key={index}>{node.textContent}</React.Fragment>
      ),
    );
  }, [html]);
  return <p className="search-results__excerpt">{parts}</p>;
}

export interface SearchPanelProps {
  id: string;
  open: boolean;
  onClose: () => void;
  categories: readonly TopicLink[];
}

/** The search form and its results, announced as they change; Escape closes it. */
export function SearchPanel({ id, open, onClose, categories }: SearchPanelProps) {
  const { t } = useTranslation();
  const input = React.useRef<HTMLInputElement>(null);
  const [term, setTerm] = React.useState("");
  const [category, setCategory] = React.useState("");
  const [state, setState] = React.useState<
    | { kind: "idle" | "loading" | "error" }
    | { kind: "done"; term: string; total: number; found: Found[] }
  >({ kind: "idle" });

  // Loading starts as soon as the panel is wanted (the button focused or pointed at), before it opens.
  React.useEffect(() => {
    loadPagefind().catch(() => setState({ kind: "error" }));
  }, []);

  React.useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);

  React.useEffect(() => {
    const query = term.trim();
    if (!open || query === "") {
      setState({ kind: "idle" });
      return;
    }
    let current = true;
    setState((previous) => (previous.kind === "done" ? previous : { kind: "loading" }));
    loadPagefind()
      .then((pagefind) =>
        pagefind.debouncedSearch(query, category ? { filters: { category } } : {}, 200),
      )
      .then(async (search) => {
        if (!search || !current) return;
        const data = await Promise.all(
          search.results
            .slice(0, SHOWN_RESULTS)
            .map(async (result) => ({ id: result.id, ...(await result.data()) })),
        );
        if (!current) return;
        setState({
          kind: "done",
          term: query,
          total: search.results.length,
          found: data.map((result) => ({
            id: result.id,
            url: result.url,
            title: result.meta.title ?? result.url,
            excerpt: result.excerpt,
          })),
        });
      })
      .catch(() => current && setState({ kind: "error" }));
    return () => {
      current = false;
    };
  }, [term, category, open]);

  if (!open) return null;
  const status =
    state.kind === "loading"
      ? t("blog.search.loading")
      : state.kind === "error"
        ? t("blog.search.error")
        : state.kind === "done" && state.total > 0
          ? t("blog.search.results", { count: state.total, query: state.term })
          : state.kind === "done"
            ? t("blog.search.none", { query: state.term })
            : "";

  return (
    <div
      id={id}
      className="blog-search__panel"
      onKeyDown={(event) => {
        if (event.key === "Escape") onClose();
      }}
    >
      <form
        role="search"
        className="switcher blog-search__form"
        onSubmit={(event) => event.preventDefault()}
      >
        <div className="field blog-search__term">
          <label htmlFor={`${id}-term`}>{t("blog.search.label")}</label>
          <input
            ref={input}
            id={`${id}-term`}
            className="input"
            type="search"
            value={term}
            onChange={(event) => setTerm(event.target.value)}
            autoComplete="off"
            enterKeyHint="search"
          />
        </div>
        {categories.length > 0 && (
          <div className="field blog-search__category">
            <label htmlFor={`${id}-category`}>{t("blog.search.category")}</label>
            <select
              id={`${id}-category`}
              className="input"
              value={category}
              onChange={(event) => setCategory(event.target.value)}
            >
              <option value="">{t("blog.search.allCategories")}</option>
              {/* The filter's values are the categories' names, as the articles show them. */}
              {categories.map((candidate) => (
                <option key={candidate.key} value={candidate.name}>
                  {candidate.name}
                </option>
              ))}
            </select>
          </div>
        )}
      </form>
      <p className="blog-search__status" role="status" aria-live="polite">
        {status}
      </p>
      {state.kind === "done" && state.found.length > 0 && (
        <ol className="stack search-results">
          {state.found.map((result) => (
            <li key={result.id}>
              <Link to={result.url} className="tap-target search-results__link" onClick={onClose}>
                {result.title}
              </Link>
              <Excerpt html={result.excerpt} />
            </li>
          ))}
        </ol>
      )}
      {state.kind === "done" && state.found.length === 0 && categories.length > 0 && (
        <CategoryNav categories={categories} label={t("blog.search.categories")} />
      )}
      <button type="button" className="link-button blog-search__close" onClick={onClose}>
        {t("blog.search.close")}
      </button>
    </div>
  );
}
