/**
 * The preview's own bar and messages, above the site's page: the only styles of the preview frame
 * that are not the site's (src/styles/global.css), registered as raw CSS.
 */
export const STUDIO_PREVIEW_CSS = `
/* The right padding leaves room for Decap's buttons over the frame's top right corner. */
.studio-preview__bar { display: flex; flex-wrap: wrap; gap: 0.5rem 1.25rem; align-items: center; padding: 0.5rem 4rem 0.5rem 1rem; background: #1f2933; color: #fff; font: 14px/1.4 system-ui, sans-serif; }
.studio-preview__title { font-weight: 600; margin-right: auto; }
.studio-preview__choice select { margin-left: 0.25rem; max-width: 16rem; font: inherit; }
.studio-preview__issues { margin: 0; padding: 0.75rem 1rem; background: #fdecea; color: #611a15; border-bottom: 3px solid #c62828; font: 14px/1.45 system-ui, sans-serif; }
.studio-preview__issues-title { margin: 0 0 0.25rem; font-weight: 600; }
.studio-preview__issues ul { margin: 0; padding-left: 1.25rem; }
.studio-preview__issues code { font-size: 13px; background: rgba(0, 0, 0, 0.06); padding: 0 0.2em; border-radius: 3px; overflow-wrap: anywhere; }
.studio-preview__note { margin: 1rem; padding: 0.75rem 1rem; background: #fff8e1; color: #4e3b00; font: 14px/1.45 system-ui, sans-serif; white-space: pre-wrap; }
`;
