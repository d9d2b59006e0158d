/**
 * Styles inside the shadow root. Where constructable stylesheets exist, one `CSSStyleSheet` per
 * stylesheet is shared by every element (`adoptedStyleSheets`), which a strict CSP allows without
 * `style-src 'unsafe-inline'`. Older browsers get a `<style>` element in the shadow root instead.
 */
export const constructableStyles =
  typeof ShadowRoot !== 'undefined' &&
  'adoptedStyleSheets' in ShadowRoot.prototype &&
  typeof CSSStyleSheet !== 'undefined' &&
  'replaceSync' in CSSStyleSheet.prototype;

const sheets = new Map<string, CSSStyleSheet>();

/** Adopts `css` into `root` (once). Returns false when this browser needs `<ShadowStyles>`. */
export function adoptStyles(root: ShadowRoot, css: string): boolean {
  if (!constructableStyles) return false;
  let sheet = sheets.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    sheets.set(css, sheet);
  }
  if (!root.adoptedStyleSheets.includes(sheet)) {
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  }
  return true;
}

/**
 * Adopts `css` into `root`, or, where stylesheets cannot be adopted, appends a `<style>` and
 * returns it.
 */
export function addStyles(root: ShadowRoot, css: string): HTMLStyleElement | null {
  if (adoptStyles(root, css)) return null;
  const style = document.createElement('style');
  style.textContent = css;
  root.append(style);
  return style;
}
