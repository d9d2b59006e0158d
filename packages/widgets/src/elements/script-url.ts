/**
 * The URL this bundle was loaded from, captured while it runs: `document.currentScript` for the
 * classic script (widgets.js), `import.meta.url` for the module (widgets.mjs). Files next to the
 * bundle (the request-quote dialog) are resolved against it, whatever page embeds the widgets.
 */
export const scriptUrl: string =
  (typeof document !== 'undefined' && (document.currentScript as HTMLScriptElement | null)?.src) ||
  import.meta.url ||
  (typeof location !== 'undefined' ? location.href : '');
