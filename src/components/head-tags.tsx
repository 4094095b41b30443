import React from "react";
import { Helmet } from "react-helmet-async";
import { useHydrating } from "../hooks/use-hydrating";

/**
 * Tags for the page's head, through react-helmet-async: in the server HTML, and replaced, not
 * piled up, on a client-side navigation.
 *
 * While the browser hydrates the page it loaded, they wait. Hydration runs in slices
 * (gatsby-browser.tsx), each Helmet hands over its tags as it renders, and react-helmet-async
 * rewrites the head at the next animation frame with the tags handed over so far: a frame between
 * two slices removed the tags of the Helmets not rendered yet (the canonical link, the
 * description, the Open Graph tags, the JSON-LD) and the next one put them back. The server HTML
 * already holds every tag, so nothing is lost by waiting; all Helmets then render at once, find
 * the head as they want it and leave it alone. A Helmet renders nothing into the page itself, so
 * waiting changes nothing hydration compares.
 */
export function HeadTags({ children }: { children: React.ReactNode }) {
  return useHydrating() ? null : <Helmet>{children}</Helmet>;
}
