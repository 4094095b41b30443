import React from "react";
import type { LanguageLink } from "../shared/page-context";

export interface LanguagePickerProps {
  /** The page in each of the market's languages, in the market's order. */
  links: readonly LanguageLink[];
  /** The locale of the page's own language, marked as the current one. */
  current: string;
  /** The picker's name, in the page's language. */
  label: string;
}

/**
 * The language picker of a market with several languages (docs/rules.md#language-picker): plain
 * links to this page in each other language, each named in its own language and marked with it
 * (`lang`, `hreflang`), the page's own language marked as current. Links work without a script
 * and before the page has hydrated; a choice is never remembered to redirect a later visit.
 */
export function LanguagePicker({ links, current, label }: LanguagePickerProps) {
  return (
    <nav className="language-picker" aria-label={label}>
      <ul className="center cluster language-picker__list">
        {links.map((link) => (
          <li key={link.locale}>
            {link.locale === current ? (
              <span className="language-picker__link" lang={link.locale} aria-current="true">
                {link.name}
              </span>
            ) : (
              <a
                className="language-picker__link"
                href={link.path}
                hrefLang={link.locale}
                lang={link.locale}
              >
                {link.name}
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
