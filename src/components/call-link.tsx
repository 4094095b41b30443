import React from "react";

/** A number to call, as data/regions gives it: the international form dials, the display form is read. */
export interface PhoneNumber {
  number: string;
  numberFormatted: string;
}

/** The address that dials `number`, given in international form (+33465710101): for links and the site's buttons. */
export const telHref = (number: string) => `tel:${number}`;

/** The number as a plain link, written as visitors read it. */
export function CallLink({ phone, className }: { phone: PhoneNumber; className?: string }) {
  return (
    <a href={telHref(phone.number)} className={className}>
      {phone.numberFormatted}
    </a>
  );
}
