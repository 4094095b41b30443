import React from "react";
import type { PageProps } from "gatsby";
import { TextPage } from "../components/text-page";
import type { PageContext } from "../shared/page-context";

export default function BlogPage({ pageContext }: PageProps<unknown, PageContext>) {
  return <TextPage pageContext={pageContext} />;
}
