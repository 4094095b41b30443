import React from "react";
import { Link } from "gatsby";
import { Button } from "./button";

export interface ConsentBannerProps {
  visible: boolean;
  onChoose: (choice: boolean) => void;
  privacyPath: string | null;
  labels: { title: string; text: string; accept: string; decline: string; more: string };
}

/**
 * The cookie banner (SPEC §4): accept or decline, both equally easy. It is rendered into the HTML
 * and hidden by CSS at once when the head script finds a choice or embedded mode, so it neither
 * flashes nor shifts the page. On phones it sits above the contact bar, never over the call button.
 */
export function ConsentBanner({ visible, onChoose, privacyPath, labels }: ConsentBannerProps) {
  const titleId = React.useId();
  if (!visible) return null;
  return (
    <section className="consent-banner" role="dialog" aria-modal="false" aria-labelledby={titleId} aria-describedby={`${titleId}-text`}>
      <div className="consent-banner__inner">
        <h2 id={titleId} className="consent-banner__title">
          {labels.title}
        </h2>
        <p id={`${titleId}-text`} className="consent-banner__text">
          {labels.text}
          {privacyPath && (
            <>
              {" "}
              <Link to={privacyPath}>{labels.more}</Link>
            </>
          )}
        </p>
        <div className="consent-banner__actions">
          <Button onClick={() => onChoose(false)} outlined className="consent-banner__decline" tracking="consent_decline">
            {labels.decline}
          </Button>
          <Button onClick={() => onChoose(true)} dark className="consent-banner__accept" tracking="consent_accept">
            {labels.accept}
          </Button>
        </div>
      </div>
    </section>
  );
}
