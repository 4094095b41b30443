import React from "react";
import { Link } from "gatsby";
import { SocialIcon, StoreBadge } from "./brand-marks";
import type { SocialNetwork } from "../shared/keys";
import { needsScript } from "../runtime/head-script";
import { CallLink } from "./call-link";

export interface FooterLink {
  key: string;
  label: string;
  to: string;
  external: boolean;
}

export interface FooterProps {
  companyName: string;
  address: { street: string; postalCode: string; city: string };
  openingHours: string;
  phone: { number: string; numberFormatted: string };
  email: string;
  links: FooterLink[];
  /** The market's region pages and the page listing them; none when the market has no regions page. */
  regions: { title: string; links: { key: string; label: string; to: string }[] } | null;
  socialLinks: { label: SocialNetwork; to: string }[];
  supporters: { label: string; to: string; src: string }[];
  appStores: { ios: string; android: string } | null;
  copyright: string;
  /** Below the copyright: the locale switcher of non-production builds. */
  extra?: React.ReactNode;
  /** Reopens the cookie banner, so a choice can be changed (or withdrawn) as easily as it was made. */
  onCookieSettings: () => void;
  labels: {
    company: string;
    legal: string;
    followUs: string;
    supportedBy: string;
    apps: string;
    appStore: string;
    googlePlay: string;
    newTab: string;
    cookieSettings: string;
    social: (network: string) => string;
  };
}

function NewTab({ label }: { label: string }) {
  return <span className="visually-hidden"> {label}</span>;
}

/** Company details, the region pages, legal links, social links, supporters and store badges (docs/rules.md#navigation-and-footer). */
export function Footer({
  companyName,
  address,
  openingHours,
  phone,
  email,
  links,
  regions,
  socialLinks,
  supporters,
  appStores,
  copyright,
  extra,
  onCookieSettings,
  labels,
}: FooterProps) {
  return (
    <footer className="site-footer">
      <div className="center grid site-footer__grid">
        <section className="site-footer__company" aria-label={labels.company}>
          <p className="site-footer__name">{companyName}</p>
          <address>
            {address.street}
            <br />
            {address.postalCode} {address.city}
            <br />
            <CallLink phone={phone} className="tap-target" />
            <br />
            <a href={`mailto:${email}`} className="tap-target">
              {email}
            </a>
          </address>
          <p className="site-footer__hours">{openingHours}</p>
        </section>

        {regions && (
          <nav className="site-footer__regions" aria-label={regions.title}>
            <p className="site-footer__heading">{regions.title}</p>
            <ul>
              {regions.links.map((link) => (
                <li key={link.key}>
                  <Link to={link.to} className="tap-target">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}

        {links.length > 0 && (
          <nav className="site-footer__legal" aria-label={labels.legal}>
            <ul>
              {links.map((link) => (
                <li key={link.key}>
                  {link.external ? (
                    <a
                      href={link.to}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="tap-target"
                    >
                      {link.label}
                      <NewTab label={labels.newTab} />
                    </a>
                  ) : (
                    <Link to={link.to} className="tap-target">
                      {link.label}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        )}

        {socialLinks.length > 0 && (
          <section className="site-footer__social" aria-label={labels.followUs}>
            <p className="site-footer__heading">{labels.followUs}</p>
            <ul className="cluster">
              {socialLinks.map((link) => (
                <li key={link.label}>
                  <a
                    href={link.to}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${labels.social(link.label)} ${labels.newTab}`}
                  >
                    <SocialIcon network={link.label} />
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}

        {appStores && (
          <section className="site-footer__apps" aria-label={labels.apps}>
            <p className="site-footer__heading">{labels.apps}</p>
            <ul className="cluster">
              <li>
                <a href={appStores.ios} target="_blank" rel="noopener noreferrer">
                  <StoreBadge store="ios" label={labels.appStore} />
                  <NewTab label={labels.newTab} />
                </a>
              </li>
              <li>
                <a href={appStores.android} target="_blank" rel="noopener noreferrer">
                  <StoreBadge store="android" label={labels.googlePlay} />
                  <NewTab label={labels.newTab} />
                </a>
              </li>
            </ul>
          </section>
        )}

        {supporters.length > 0 && (
          <section className="site-footer__supporters" aria-label={labels.supportedBy}>
            <p className="site-footer__heading">{labels.supportedBy}</p>
            <ul className="cluster">
              {supporters.map((supporter) => (
                <li key={supporter.label}>
                  <a href={supporter.to} target="_blank" rel="noopener noreferrer">
                    <img
                      src={supporter.src}
                      alt={supporter.label}
                      width="120"
                      height="48"
                      loading="lazy"
                    />
                    <NewTab label={labels.newTab} />
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
      <p className="center site-footer__copyright">
        {copyright}{" "}
        <button type="button" className="link-button" onClick={onCookieSettings} {...needsScript}>
          {labels.cookieSettings}
        </button>
      </p>
      {extra}
    </footer>
  );
}
