import React from "react";
import type { PageProps } from "gatsby";
import { useTranslation } from "react-i18next";
import { HeadTags } from "../components/head-tags";
import { Layout } from "../components/layout";
import { StandardPage, type StandardPageProps } from "../components/standard-page";
import { Section } from "../components/section";
import { Button } from "../components/button";
import { OrderActions } from "../components/order-actions";
import { CtaSection } from "../components/sections/cta-section";
import { useAppLinks } from "../hooks/use-app-links";
import { usePageData } from "../hooks/use-page-data";
import { useMarket } from "../hooks/use-market";
import { fullTitle } from "../shared/seo-tags";
import { routeKey } from "../runtime/route-guard";
import type { DynamicPageContent } from "../shared/dynamic-page";
import type { DynamicShellContext, PageContext } from "../shared/page-context";
import NotFoundPage from "./not-found";
import { CallButton } from "../components/call-link";

/**
 * The /de/{slug+} catch-all (docs/rules.md#dynamic-pages): a client-only page that renders the route's data file
 * (content/dynamic/<market>/… built into its index.json). A path with no data file shows the
 * not-found page; data that cannot be read shows an error with a way forward, never a blank page.
 */
export default function DynamicPage({
  location,
  pageContext,
}: PageProps<unknown, DynamicShellContext>) {
  const { t } = useTranslation();
  const { brand } = useMarket();
  const path = routeKey(location.pathname);
  const state = usePageData<DynamicPageContent>(path);
  const context = { ...pageContext, primaryPath: path };

  if (state.status === "loading") {
    return (
      <Layout pageContext={context} pageLabel="">
        {/* The shell's title (a page needs one); each /de/… page made from the shell gets its own. */}
        <HeadTags>
          <title>{fullTitle(t("dynamic.loading"), brand.name)}</title>
        </HeadTags>
        <div className="page-intro page-loading">
          <div className="center switcher page-intro__inner">
            <p role="status">{t("dynamic.loading")}</p>
          </div>
        </div>
      </Layout>
    );
  }
  if (state.status === "not-found") {
    const notFound: PageContext = {
      ...pageContext,
      routeId: "NOT_FOUND",
      kind: "NOT_FOUND",
      pageKey: "NOT_FOUND",
      serviceKey: null,
      regionKey: null,
      legalKey: null,
      primaryPath: path,
      alternates: [],
    };
    return <NotFoundPage pageContext={notFound} />;
  }
  if (state.status === "error") {
    return (
      <StandardPage
        pageContext={{
          ...context,
          canonicalUrl: `${new URL(pageContext.canonicalUrl).origin}${path}`,
        }}
        title={t("dynamic.errorTitle")}
        description={t("dynamic.errorDescription")}
        heading={t("dynamic.errorTitle")}
        intro={<ErrorIntro />}
      />
    );
  }
  const { content, canonicalUrl } = state.data;
  return <DynamicContentPage pageContext={{ ...context, canonicalUrl }} content={content} />;
}

/**
 * A dynamic page once its data has arrived: its heading, intro, sections and closing action. A
 * component of its own, which the content studio's preview renders with the page being edited.
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

function ErrorIntro() {
  const { t } = useTranslation();
  return (
    <>
      <p className="lead">{t("dynamic.errorText")}</p>
      <div className="cluster button-row">
        <Button onClick={() => window.location.reload()} dark tracking="dynamic_retry">
          {t("dynamic.retry")}
        </Button>
        <RegionCallButton />
      </div>
    </>
  );
}

/** The visitor's region's number, read here so that a change of region renders the button alone. */
function RegionCallButton() {
  const { region } = useAppLinks();
  return region ? <CallButton phone={region} outlined tracking="dynamic_call" /> : null;
}
