import React from "react";
import { Button } from "./button";
import { usePinnedHeight } from "../hooks/use-pinned-height";
import { CallButton } from "./call-link";

export interface ContactActionsProps {
  /** The active region's number: international form for tel:, display form for the label. */
  phone: { number: string; numberFormatted: string };
  /** Links into the app, already carrying the region and tracking query (buildAppLink). */
  loginUrl: string;
  signupUrl: string;
  labels: { group: string; login: string; signup: string };
}

function PhoneIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" focusable="false" aria-hidden="true">
      <path
        fill="currentColor"
        d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2c.3-.3.7-.4 1-.2 1.1.4 2.3.6 3.6.6.6 0 1 .4 1 1V20c0 .6-.4 1-1 1A17 17 0 0 1 3 4c0-.6.4-1 1-1h3.5c.6 0 1 .4 1 1 0 1.3.2 2.5.6 3.6.1.3 0 .7-.2 1l-2.3 2.2Z"
      />
    </svg>
  );
}

/**
 * Call button and the links to the separate web application, shown on every page: a bar
 * fixed to the bottom of small screens, whose height the stylesheet keeps free (usePinnedHeight).
 */
export function ContactActions({ phone, loginUrl, signupUrl, labels }: ContactActionsProps) {
  const bar = React.useRef<HTMLDivElement>(null);
  usePinnedHeight(bar, "--contact-bar-pinned");
  return (
    <div ref={bar} className="contact-actions" role="group" aria-label={labels.group}>
      <CallButton
        phone={phone}
        icon={<PhoneIcon />}
        bold
        tracking="contact_call"
        className="contact-actions__call"
      />
      <Button href={loginUrl} text tracking="contact_login" className="contact-actions__login">
        {labels.login}
      </Button>
      <Button href={signupUrl} dark tracking="contact_signup" className="contact-actions__signup">
        {labels.signup}
      </Button>
    </div>
  );
}
