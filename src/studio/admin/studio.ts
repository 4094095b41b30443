/**
 * The studio's own script in the browser, after Decap's bundle: registers the editor components
 * of the live-data blocks and the previews of the site's pages, then starts Decap, which reads
 * /admin/config.yml.
 */
import { liveBlockComponents, type LiveBlockLists } from "../live-block-components";
import type { PreviewTemplate } from "../decap-config";
import { registerPreviews, type DecapPreviewApi } from "./previews/register";

interface DecapGlobal extends DecapPreviewApi {
  registerEditorComponent: (component: unknown) => void;
  init: () => void;
}

declare global {
  interface Window {
    CMS: DecapGlobal;
    DEBRIX_STUDIO_LISTS: LiveBlockLists;
    /** The previews of the configuration the studio serves (previewTemplates of src/studio/decap-config.ts). */
    DEBRIX_STUDIO_PREVIEWS: PreviewTemplate[];
  }
}

for (const component of liveBlockComponents(window.DEBRIX_STUDIO_LISTS))
  window.CMS.registerEditorComponent(component);
registerPreviews(window.CMS, window.DEBRIX_STUDIO_PREVIEWS);
window.CMS.init();
