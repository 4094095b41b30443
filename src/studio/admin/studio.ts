/**
 * The studio's own script in the browser, after Decap's bundle: registers the editor components
 * of the live-data blocks, then starts Decap, which reads /admin/config.yml.
 */
import { liveBlockComponents, type LiveBlockLists } from "../live-block-components";

interface DecapGlobal {
  registerEditorComponent: (component: unknown) => void;
  init: () => void;
}

declare global {
  interface Window {
    CMS: DecapGlobal;
    DEBRIX_STUDIO_LISTS: LiveBlockLists;
  }
}

for (const component of liveBlockComponents(window.DEBRIX_STUDIO_LISTS)) window.CMS.registerEditorComponent(component);
window.CMS.init();
