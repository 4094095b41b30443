import React from "react";
import { consentStore } from "../runtime/visitor";
import { bannerVisible } from "../runtime/consent";
import { isEmbedded } from "../runtime/head-script";

/**
 * The cookie choice and whether the banner shows. The HTML always holds the banner (the head
 * script hides it by CSS when a choice exists); after hydration React follows the cookie.
 */
export function useConsent() {
  const store = consentStore();
  const choice = React.useSyncExternalStore(store.subscribe, store.getChoice, () => null);
  const reopened = React.useSyncExternalStore(store.subscribe, store.isReopened, () => false);
  const [embedded, setEmbedded] = React.useState(false);
  React.useEffect(() => setEmbedded(isEmbedded()), []);
  return {
    bannerVisible: bannerVisible(choice, embedded, reopened),
    reopened,
    choose: store.choose,
    reopen: store.reopen,
  };
}
