import React from "react";
import { useTranslation } from "react-i18next";
import type { StandardPageProps } from "./standard-page";
import type { CopyValues } from "../shared/copy-values";

/**
 * A page's own texts from the catalog, as StandardPage takes them: `<key>.title` and
 * `<key>.description` for the head, `<key>.heading` for the h1 and `<key>.intro` as the lead
 * paragraph beside it, each filled with `values`. `key` is the page's entry, `pages.SERVICES`.
 */
export function usePageCopy(
  key: string,
  values: CopyValues | Record<string, never> = {},
): Pick<StandardPageProps, "title" | "description" | "heading" | "intro"> {
  const { t } = useTranslation();
  return {
    title: t(`${key}.title`, values),
    description: t(`${key}.description`, values),
    heading: t(`${key}.heading`, values),
    intro: <p className="lead">{t(`${key}.intro`, values)}</p>,
  };
}
