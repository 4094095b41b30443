import React from "react";
import type { PageProps } from "gatsby";
import { useTranslation } from "react-i18next";
import { ToolPage } from "../components/tools/tool-page";
import { Section } from "../components/section";
import { Button } from "../components/button";
import { PageLink } from "../components/page-link";
import { usePageAddress } from "../hooks/use-page-address";
import type { CanItGoInModel, EntryView, ToolPageContext } from "../rules/tools/model-types";
import { matchesQuery, searchKey } from "../rules/tools/search";
import { addressParams, queryOf } from "../rules/tools/url-state";

type Context = ToolPageContext<CanItGoInModel>;

/** The parameter of the address, and the name of the search field. */
export const QUERY_PARAM = "q";
/** Where the search without JavaScript lands: the whole list. */
export const LIST_ID = "a-z";

/**
 * "Can it go in?": every waste of the catalogue and every common item visitors ask about, A to Z,
 * each with an anchor, and a search over their names, synonyms and codes (accents and case set
 * aside). Without JavaScript the list is all there, and the search sends the visitor to it.
 */
export default function CanItGoInPage({ pageContext }: PageProps<unknown, Context>) {
  const { t } = useTranslation();
  const model = pageContext.tool;
  return (
    <ToolPage
      pageContext={pageContext}
      page="CAN_IT_GO_IN"
      seeAlso={{
        name: t("tools.links.whichContainer"),
        body: t("tools.links.whichContainerBody"),
        path: model.whichContainerPath,
        tinted: true,
      }}
    >
      <WasteSearch model={model} action={`${pageContext.primaryPath}#${LIST_ID}`} />
    </ToolPage>
  );
}

/** The labels of an entry's facts, read once for the whole list. */
type Labels = Record<
  | "takenAs"
  | "services"
  | "notWith"
  | "instead"
  | "code"
  | "hazardous"
  | "document"
  | "articles"
  | "synonyms"
  | "sources",
  string
>;

function WasteSearch({ model, action }: { model: CanItGoInModel; action: string }) {
  const { t } = useTranslation();
  const id = React.useId();
  const inputRef = React.useRef<HTMLInputElement>(null);
  const { opened, replaceQuery } = usePageAddress();
  const [query, setQuery] = React.useState("");
  const [ready, setReady] = React.useState(false);

  // What the field holds as the page hydrates, read before any render writes the state into it
  // (the effects of the hydrating commit run before the updates they schedule).
  const typed = React.useRef("");
  React.useEffect(() => {
    typed.current = inputRef.current?.value ?? "";
  }, []);
  // Once hydrated: what the visitor typed before the page answered, else the address's search.
  React.useEffect(() => {
    if (!opened) return;
    setQuery(
      typed.current !== "" ? typed.current : (addressParams(opened.search).get(QUERY_PARAM) ?? ""),
    );
    setReady(true);
  }, [opened]);
  React.useEffect(() => {
    if (ready) replaceQuery(queryOf([[QUERY_PARAM, query]]));
  }, [ready, query, replaceQuery]);

  // A link to another entry ("not with: rubble") that the search hides: the search gives way, so
  // the entry shows, and the page goes to it once drawn. The browser could not scroll to it hidden.
  const [goingTo, setGoingTo] = React.useState<string | null>(null);
  React.useEffect(() => {
    const ids = new Set(model.entries.map((entry) => entry.id));
    const onHashChange = () => {
      const id = decodeURIComponent(window.location.hash.slice(1));
      if (ids.has(id) && document.getElementById(id)?.hidden) {
        setQuery("");
        setGoingTo(id);
      }
    };
    window.addEventListener("hashchange", onHashChange);
    return () => window.removeEventListener("hashchange", onHashChange);
  }, [model.entries]);
  React.useEffect(() => {
    if (goingTo === null) return;
    document.getElementById(goingTo)?.scrollIntoView();
    setGoingTo(null);
  }, [goingTo]);

  const key = searchKey(query);
  const found = React.useMemo(
    () =>
      new Set(
        model.entries
          .filter((entry) => matchesQuery(entry.searchKey, key))
          .map((entry) => entry.id),
      ),
    [model.entries, key],
  );
  const letters = React.useMemo(() => {
    const byLetter = new Map<string, EntryView[]>();
    for (const entry of model.entries)
      byLetter.set(entry.letter, [...(byLetter.get(entry.letter) ?? []), entry]);
    return [...byLetter];
  }, [model.entries]);
  const labels: Labels = React.useMemo(
    () => ({
      takenAs: t("tools.canItGoIn.takenAs"),
      services: t("tools.canItGoIn.services"),
      notWith: t("tools.canItGoIn.notWith"),
      instead: t("tools.canItGoIn.instead"),
      code: t("tools.canItGoIn.code"),
      hazardous: t("tools.canItGoIn.hazardous"),
      document: t("tools.canItGoIn.document"),
      articles: t("tools.canItGoIn.articles"),
      synonyms: t("tools.canItGoIn.synonyms"),
      sources: t("tools.canItGoIn.sources"),
    }),
    [t],
  );
  // What each letter shows, as one text a letter can compare: a search redraws only the letters
  // whose shown entries changed, rather than comparing every entry of the list.
  const shownIn = letters.map(([, entries]) =>
    entries
      .filter((entry) => found.has(entry.id))
      .map((entry) => entry.id)
      .join(" "),
  );
  const shownLetters = letters
    .filter((_, index) => shownIn[index] !== "")
    .map(([letter]) => letter)
    .join(" ");

  return (
    <Section title={t("tools.canItGoIn.title")}>
      <form
        className="cluster waste-search"
        method="get"
        action={action}
        role="search"
        onSubmit={(event) => event.preventDefault()}
      >
        <div className="tool-field waste-search__field">
          <label htmlFor={`${id}-q`}>{t("tools.canItGoIn.searchLabel")}</label>
          <input
            ref={inputRef}
            id={`${id}-q`}
            name={QUERY_PARAM}
            type="search"
            autoComplete="off"
            spellCheck={false}
            aria-describedby={`${id}-hint`}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
          <p id={`${id}-hint`} className="tool-field__hint">
            {t("tools.canItGoIn.searchHint")}
          </p>
        </div>
        <Button type="submit" dark tracking="can_it_go_in_search">
          {t("tools.canItGoIn.submit")}
        </Button>
      </form>
      <p className="waste-search__status" role="status" aria-live="polite">
        {key === ""
          ? t("tools.canItGoIn.all", { count: model.entries.length })
          : found.size > 0
            ? t("tools.canItGoIn.results", { count: found.size, query: query.trim() })
            : t("tools.canItGoIn.none", { query: query.trim() })}
      </p>
      <LetterLinks
        label={t("tools.canItGoIn.lettersLabel")}
        letters={letters}
        shown={shownLetters}
      />
      <div id={LIST_ID} className="stack waste-groups">
        {letters.map(([letter, entries], index) => (
          <WasteGroup
            key={letter}
            letter={letter}
            entries={entries}
            shown={shownIn[index]}
            labels={labels}
          />
        ))}
      </div>
    </Section>
  );
}

/** The letters of the list, each a link to its group; `shown` names the letters with entries shown. */
const LetterLinks = React.memo(function LetterLinks({
  label,
  letters,
  shown,
}: {
  label: string;
  letters: readonly (readonly [string, EntryView[]])[];
  shown: string;
}) {
  const shownLetters = new Set(shown.split(" "));
  return (
    <nav aria-label={label}>
      <ul className="cluster waste-letters">
        {letters.map(([letter]) => (
          <li key={letter} hidden={!shownLetters.has(letter)}>
            <a href={`#letter-${letter}`} className="waste-letters__link">
              {letter}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
});

/** A letter and its entries; `shown` names the ids of its entries the search shows ("" for none). */
const WasteGroup = React.memo(function WasteGroup({
  letter,
  entries,
  shown,
  labels,
}: {
  letter: string;
  entries: readonly EntryView[];
  shown: string;
  labels: Labels;
}) {
  const shownIds = new Set(shown.split(" "));
  return (
    <section className="waste-group" aria-labelledby={`letter-${letter}`} hidden={shown === ""}>
      <h3 id={`letter-${letter}`} className="waste-group__letter">
        {letter}
      </h3>
      <ul className="grid waste-list">
        {entries.map((entry) => (
          <WasteEntry
            key={entry.id}
            entry={entry}
            hidden={!shownIds.has(entry.id)}
            labels={labels}
          />
        ))}
      </ul>
    </section>
  );
});

/**
 * One entry: a search only changes whether it is hidden. Its facts are drawn once; showing or
 * hiding it sets one attribute and leaves them (and their links) as they are.
 */
const WasteEntry = React.memo(function WasteEntry({
  entry,
  hidden,
  labels,
}: {
  entry: EntryView;
  hidden: boolean;
  labels: Labels;
}) {
  return (
    <li id={entry.id} className="stack waste-entry" hidden={hidden}>
      <EntryFacts entry={entry} labels={labels} />
    </li>
  );
});

/** What an entry says: its name, whether it is taken, and its facts. */
const EntryFacts = React.memo(function EntryFacts({
  entry,
  labels,
}: {
  entry: EntryView;
  labels: Labels;
}) {
  return (
    <>
      <h4 className="waste-entry__name">{entry.name}</h4>
      <p className="waste-entry__status" data-status={entry.status}>
        {entry.statusText}
      </p>
      {entry.why && <p>{entry.why}</p>}
      <dl className="waste-entry__facts">
        {entry.takenAs && (
          <div>
            <dt>{labels.takenAs}</dt>
            <dd>
              <a href={`#${entry.takenAs.id}`}>{entry.takenAs.name}</a>
            </dd>
          </div>
        )}
        {entry.services.length > 0 && (
          <div>
            <dt>{labels.services}</dt>
            <dd>
              <ul className="cluster waste-entry__links">
                {entry.services.map((service) => (
                  <li key={service.key}>
                    <PageLink to={service.path}>{service.name}</PageLink>
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        )}
        {entry.notWith.length > 0 && (
          <div>
            <dt>{labels.notWith}</dt>
            <dd>
              <ul className="cluster waste-entry__links">
                {entry.notWith.map((other) => (
                  <li key={other.id}>
                    <a href={`#${other.id}`}>{other.name}</a>
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        )}
        {entry.instead && (
          <div>
            <dt>{labels.instead}</dt>
            <dd>
              <p>{entry.instead.text}</p>
              {entry.instead.service && (
                <p>
                  <PageLink to={entry.instead.service.path}>{entry.instead.service.name}</PageLink>
                </p>
              )}
              {entry.instead.sources.length > 0 && (
                <p className="waste-entry__sources">
                  <span className="waste-entry__sources-label">{labels.sources}</span>{" "}
                  {entry.instead.sources.map((source, index) => (
                    <React.Fragment key={index}>
                      {index > 0 && " · "}
                      <a href={source.url} rel="noopener noreferrer">
                        {source.site}
                      </a>
                    </React.Fragment>
                  ))}
                </p>
              )}
            </dd>
          </div>
        )}
        <div>
          <dt>{labels.code}</dt>
          <dd>
            {entry.code}
            {entry.hazardous && ` (${labels.hazardous})`}
          </dd>
        </div>
        {entry.document && (
          <div>
            <dt>{labels.document}</dt>
            <dd>
              <strong>{entry.document.name}</strong>. {entry.document.description}
            </dd>
          </div>
        )}
        {entry.articles.length > 0 && (
          <div>
            <dt>{labels.articles}</dt>
            <dd>
              <ul className="stack waste-entry__articles">
                {entry.articles.map((article) => (
                  <li key={article.path}>
                    <PageLink to={article.path}>{article.title}</PageLink>
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        )}
        {entry.synonyms.length > 0 && (
          <div>
            <dt>{labels.synonyms}</dt>
            <dd>{entry.synonyms.join(", ")}</dd>
          </div>
        )}
      </dl>
    </>
  );
});
