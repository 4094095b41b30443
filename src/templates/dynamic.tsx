import React from "react";
import type { PageProps } from "gatsby";
import { useTranslation } from "react-i18next";
import { StandardPage, type StandardPageProps } from "../components/standard-page";
import { Section } from "../components/section";
import { OrderActions } from "../components/order-actions";
import { CtaSection } from "../components/sections/cta-section";
import { useAppLinks } from "../hooks/use-app-links";
import type { DynamicPageContent } from "../shared/dynamic-page";
import type { DynamicPageContext } from "../shared/page-context";
import { CallButton } from "../components/call-link";

/**
 * A /de/{slug+} page of content/dynamic/ (docs/rules.md#dynamic-pages), rendered at build time like
 * any other page from the content its context carries
 * (docs/decisions.md#d94-the-de-pages-are-rendered-at-build-time): the server HTML holds the whole
 * page and hydrates as it is. A client navigation to it checks the route's index.json (its hash)
 * first, as every navigation does (src/runtime/route-guard.ts).
 */
export default function DynamicPage({ pageContext }: PageProps<unknown, DynamicPageContext>) {
  const { content, ...context } = pageContext;
  return <DynamicContentPage pageContext={context} content={content} />;
}

/**
 * A dynamic page's heading, intro, sections and closing action. A component of its own, which the
 * content studio's preview renders with the page being edited.
 */
export function DynamicContentPage({
  pageContext,
  content,
}: {
  pageContext: StandardPageProps["pageContext"];
  content: DynamicPageContent;
}) {
  const { t } = useTranslation();
  return (
    <StandardPage
      pageContext={pageContext}
      title={content.title}
      description={content.description}
      heading={content.heading ?? content.title}
      intro={content.intro ? <p className="lead">{content.intro}</p> : undefined}
    >
      {content.sections.map((section, index) => (
        <Section key={section.title} title={section.title} tinted={index % 2 === 1}>
          {section.paragraphs.map((paragraph, paragraphIndex) => (
            <p key={paragraphIndex}>{paragraph}</p>
          ))}
        </Section>
      ))}
      {content.action !== "none" && (
        <CtaSection title={t("home.cta.title")}>
          {content.action === "order" ? <OrderActions tracking="dynamic" /> : <RegionCallButton />}
        </CtaSection>
      )}
    </StandardPage>
  );
}

/** The visitor's region's number, read here so that a change of region renders the button alone. */
function RegionCallButton() {
  const { region } = useAppLinks();
  return region ? <CallButton phone={region} outlined tracking="dynamic_call" /> : null;
}
