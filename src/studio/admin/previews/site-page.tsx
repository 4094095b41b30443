/**
 * What every preview shows around the site's page: a bar that says which entry and which market's
 * site it is (with a choice where there are several), what the build would refuse in the entry,
 * and the page itself inside the providers the site's components read (i18next with the market's
 * catalog, the static queries' results).
 */
import { PageLanguageContext } from "../../../hooks/use-page-language";
import React from "react";
import i18next, { type i18n as I18n } from "i18next";
import { I18nextProvider } from "react-i18next";
import { formatPath, formatValue, type DataIssue } from "../../../rules/data/issues";
import { instanceOptions } from "../../../runtime/page-i18n";
import { SITE_I18NEXT_OPTIONS } from "../../../shared/i18next-options";
import { StaticQueries } from "./site-modules/gatsby";
import { marketConfigQuery, visitorRegionsQuery, type MarketData } from "./page-data";
import { drawWithVisitor, previewVisitor } from "./site-modules/visitor";

/** One i18next instance per catalog, as each artifact has one (docs/decisions.md#d52-one-i18next-instance-per-artifact). */
const instances = new WeakMap<object, I18n>();

/** The market's catalog as one namespace: the site splits it by page (src/node/catalog-namespaces.ts), each key keeping its full path. */
function catalogI18n(locale: string, catalog: object): I18n {
  const known = instances.get(catalog);
  if (known) return known;
  const i18n = i18next.createInstance();
  void i18n.init({
    ...instanceOptions({ i18nextOptions: SITE_I18NEXT_OPTIONS }, locale, locale),
    resources: { [locale]: { translation: catalog } },
  });
  instances.set(catalog, i18n);
  return i18n;
}

export interface Choice {
  label: string;
  value: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  onChange: (value: string) => void;
}

/** A choice of the bar (which region of the file, which market's site), shown only when there is something to choose. */
function ChoiceField({ label, value, options, onChange }: Choice) {
  if (options.length < 2) return null;
  return (
    <label className="studio-preview__choice">
      {label}{" "}
      <select value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The issues of the entry, as `npm run check:content` words them: file, field, value and what is allowed. */
export function IssueList({
  issues,
  lineLabel = "line",
}: {
  issues: readonly DataIssue[];
  lineLabel?: string;
}) {
  if (issues.length === 0) return null;
  return (
    <section
      className="studio-preview__issues"
      role="alert"
      aria-label="What the build would refuse"
    >
      <p className="studio-preview__issues-title">
        The build would refuse{" "}
        {issues.length === 1 ? "this value" : `these ${issues.length} values`} (the content check
        says the same on save):
      </p>
      <ul>
        {issues.map((issue, index) => (
          <li key={index}>
            <code>{issue.file}</code>
            {issue.line ? ` (${lineLabel} ${issue.line})` : ""}
            {issue.path.length > 0 || issue.value !== undefined ? (
              <>
                {", field "}
                <code>{formatPath(issue.path)}</code>
                {" = "}
                <code>{formatValue(issue.value)}</code>
              </>
            ) : null}
            {`: ${issue.message}`}
          </li>
        ))}
      </ul>
    </section>
  );
}

interface BoundaryState {
  error?: Error;
}

/**
 * A page the site's components cannot draw from the entry (a region without zones, a block naming
 * an unknown region) shows why instead of an empty preview; the next change of the entry tries again.
 */
class PageBoundary extends React.Component<
  { resetKey: unknown; children: React.ReactNode },
  BoundaryState
> {
  state: BoundaryState = {};

  static getDerivedStateFromError(error: Error): BoundaryState {
    return { error };
  }

  componentDidUpdate(previous: { resetKey: unknown }) {
    if (previous.resetKey !== this.props.resetKey && this.state.error)
      this.setState({ error: undefined });
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <p className="studio-preview__note" role="status">
        The page cannot be drawn from this entry yet ({this.state.error.message}). It is drawn again
        as soon as the entry allows it.
      </p>
    );
  }
}

export interface SitePageProps {
  /** What the bar says is shown, e.g. "Region FR_LYON". */
  title: string;
  choices: readonly Choice[];
  issues: readonly DataIssue[];
  lineLabel?: string;
  /** The market whose site the page is drawn in, with its catalog; none when no market shows the entry. */
  view?: MarketData;
  catalog?: object;
  /** Why there is no page to draw, when `view` is missing. */
  missing?: string;
  /** Changes whenever the entry does, so that a page that failed is tried again. */
  resetKey: unknown;
  children?: React.ReactNode;
}

export function SitePage({
  title,
  choices,
  issues,
  lineLabel,
  view,
  catalog,
  missing,
  resetKey,
  children,
}: SitePageProps) {
  const queries = React.useMemo(
    () =>
      view
        ? { MarketConfig: marketConfigQuery(view), VisitorRegions: visitorRegionsQuery(view) }
        : {},
    [view],
  );
  // A new visitor for each preview and market: what a visitor who arrives on the page sees.
  const market = view?.market;
  const visitor = React.useMemo(() => (market ? previewVisitor(market) : undefined), [market]);
  if (visitor) drawWithVisitor(visitor);
  return (
    <div className="studio-preview">
      <div className="studio-preview__bar">
        <span className="studio-preview__title">
          {title}
          {view ? ` · ${view.market} site` : ""}
        </span>
        {choices.map((choice) => (
          <ChoiceField key={choice.label} {...choice} />
        ))}
      </div>
      <IssueList issues={issues} lineLabel={lineLabel} />
      {view && catalog ? (
        <I18nextProvider i18n={catalogI18n(view.language.catalog, catalog)}>
          <StaticQueries.Provider value={queries}>
            <PageLanguageContext.Provider value={view.language.catalog}>
              <PageBoundary resetKey={resetKey}>{children}</PageBoundary>
            </PageLanguageContext.Provider>
          </StaticQueries.Provider>
        </I18nextProvider>
      ) : (
        <p className="studio-preview__note">{missing ?? "No market's site shows this entry."}</p>
      )}
    </div>
  );
}
