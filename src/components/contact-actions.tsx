import React from "react";

export interface ContactActionsProps {
  /** International form, used in the tel: link. */
  number: string;
  loginUrl: string;
  signupUrl: string;
  /** `call` already holds the number in its display form. */
  labels: { call: string; login: string; signup: string };
}

/** Call button and the links to the separate web application (SPEC §1), shown on every page. */
export function ContactActions({ number, loginUrl, signupUrl, labels }: ContactActionsProps) {
  return (
    <div className="contact-actions">
      <a className="button button--primary" href={`tel:${number}`}>
        {labels.call}
      </a>
      <a className="button" href={loginUrl}>
        {labels.login}
      </a>
      <a className="button button--outlined" href={signupUrl}>
        {labels.signup}
      </a>
    </div>
  );
}
