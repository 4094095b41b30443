import React from "react";
import { useTranslation } from "react-i18next";
import { Button } from "./button";

/** A number to call, as data/regions gives it: the international form dials, the display form is read. */
export interface PhoneNumber {
  number: string;
  numberFormatted: string;
}

/** The address that dials `number`, given in international form (+33465710101). */
const telHref = (number: string) => `tel:${number}`;

/** The number as a plain link, written as visitors read it. */
export function CallLink({ phone, className }: { phone: PhoneNumber; className?: string }) {
  return (
    <a href={telHref(phone.number)} className={className}>
      {phone.numberFormatted}
    </a>
  );
}

export interface CallButtonProps {
  phone: PhoneNumber;
  /** Interaction name pushed to the tag manager's data layer. */
  tracking: string;
  size?: "small" | "medium" | "large";
  dark?: boolean;
  outlined?: boolean;
  bold?: boolean;
  icon?: React.ReactNode;
  className?: string;
  /** A sentence of the page's own in place of "Call {number}" (the not-found page's). */
  children?: React.ReactNode;
}

/** The site's button that dials a region's number, labelled "Call 020 7946 0001" in the page's language. */
export function CallButton({ phone, tracking, children, ...look }: CallButtonProps) {
  const { t } = useTranslation();
  return (
    <Button href={telHref(phone.number)} tracking={tracking} {...look}>
      {children ?? t("contact.call", { number: phone.numberFormatted })}
    </Button>
  );
}
