import React from "react";
import { Link } from "gatsby";
import { Button } from "./button";
import { usePinnedHeight } from "../hooks/use-pinned-height";
import { CONSENT_CHOICE_ATTRIBUTE } from "../runtime/consent";
import { needsScript } from "../runtime/head-script";

export interface ConsentBannerProps {
  visible: boolean;
  /** The visitor asked for the banner again (the footer's cookie settings): focus moves into it. */
  reopened: boolean;
  onChoose: (choice: boolean) => void;
  privacyPath: string | null;
  /** Where focus goes after a choice made from the banner when nothing was focused before it. */
  fallbackFocusId: string;
  labels: { title: string; text: string; accept: string; decline: string; more: string };
}

/**
 * The cookie banner (docs/rules.md#consent): accept or decline, both equally easy. It is rendered into the HTML
 * and hidden by CSS at once when the head script finds a choice or embedded mode, so it neither
 * flashes nor shifts the page. On phones it sits above the contact bar, never over the call button.
 *
 * Keyboard: the banner sits at the bottom of the screen, so the layout puts it last in the page
 * and Tab reaches it after the footer (Shift+Tab from the top of the page reaches it at once).
 * Its height is kept as `--consent-banner-pinned`, from which the stylesheet keeps the same room
 * free at the end of the page and in the scroll padding, so it never hides a focused element.
 * A choice made from inside the banner sends focus back to the element focused before it.
 *
 * Before the page hydrates, the head script answers the two buttons itself (`data-consent-choice`:
 * the banner goes at once); without scripts nothing sets a cookie, and the banner does not show.
 */
export function ConsentBanner({ visible, ...dialog }: ConsentBannerProps) {
  return visible ? <ConsentDialog {...dialog} /> : null;
}

/** The banner itself, mounted while it shows, so its height and focus are followed from its first frame. */
function ConsentDialog({
  reopened,
  onChoose,
  privacyPath,
  fallbackFocusId,
  labels,
}: Omit<ConsentBannerProps, "visible">) {
  const titleId = React.useId();
  const root = React.useRef<HTMLElement>(null);
  /** The element that had focus when focus came into the banner. */
  const focusedBefore = React.useRef<Element | null>(null);
  usePinnedHeight(root, "--consent-banner-pinned");

  React.useEffect(() => {
    if (reopened) root.current?.focus();
  }, [reopened]);

  const onFocus = (event: React.FocusEvent<HTMLElement>) => {
    const from = event.relatedTarget;
    if (!(from instanceof Node && event.currentTarget.contains(from))) focusedBefore.current = from;
  };

  const choose = (choice: boolean) => {
    // The banner goes away with the choice; focus must not fall back to <body> with it.
    if (root.current?.contains(document.activeElement)) {
      const previous = focusedBefore.current;
      // It may be gone or hidden since, and then does not take focus. Neither jumps the page:
      // the visitor may have scrolled since, and Tab goes on from there anyway.
      if (previous instanceof HTMLElement && previous.isConnected)
        previous.focus({ preventScroll: true });
      if (document.activeElement !== previous)
        document.getElementById(fallbackFocusId)?.focus({ preventScroll: true });
    }
    onChoose(choice);
  };

  return (
    <section
      ref={root}
      className="consent-banner"
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={`${titleId}-text`}
      tabIndex={-1}
      onFocus={onFocus}
      {...needsScript}
    >
      <div className="sidebar consent-banner__inner">
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
          <Button
            onClick={() => choose(false)}
            outlined
            className="consent-banner__decline"
            tracking="consent_decline"
            data={{ [CONSENT_CHOICE_ATTRIBUTE]: "false" }}
          >
            {labels.decline}
          </Button>
          <Button
            onClick={() => choose(true)}
            dark
            className="consent-banner__accept"
            tracking="consent_accept"
            data={{ [CONSENT_CHOICE_ATTRIBUTE]: "true" }}
          >
            {labels.accept}
          </Button>
        </div>
      </div>
    </section>
  );
}
