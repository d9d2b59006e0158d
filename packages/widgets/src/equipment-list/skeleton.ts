/**
 * `<equipment-list>`'s first paint, drawn by the loader before the list's code arrives: a grid of
 * `per-page` empty cards and the pager's row, with exactly the boxes the loaded list has (every
 * height below is fixed: the picture's aspect ratio, two lines of title, the price block, the
 * 44px button, the pager's 44px row), so nothing moves when the real cards replace these. While
 * its first page loads, the list renders these very nodes again (skeleton.test.ts compares them).
 * No imports: the loader carries this file. With `search` or `categories` the first paint keeps
 * the room of their rows (44px each, 8px between, then the list's 1rem gap) by padding: the rows
 * themselves come with the list's code (equipment-list.scss), the loader carries no more.
 *
 * The loader's element adopts `skeletonCss` into the shadow root (a constructable stylesheet:
 * allowed by a strict `style-src`) and keeps it when the list mounts; `paintSkeleton` only builds
 * the DOM.
 */

/** `per-page` when the attribute is absent or not a whole number ≥ 1. */
export const DEFAULT_PER_PAGE = 12;
/** The API's largest `per_page` for `GET /equipment`: larger values are brought down to it. */
export const MAX_PER_PAGE = 100;

/**
 * The `per-page` attribute as the list reads it (the loader must paint as many cards): a whole
 * number from 1 up, at most {@link MAX_PER_PAGE}; anything else is {@link DEFAULT_PER_PAGE}.
 */
export function readPerPage(attribute: string | null | undefined): number {
  const text = attribute?.trim() ?? '';
  if (!/^\d+$/.test(text)) return DEFAULT_PER_PAGE;
  const value = Number(text);
  return value < 1 ? DEFAULT_PER_PAGE : Math.min(value, MAX_PER_PAGE);
}

/** Box-defining rules shared by the skeleton and the loaded list (class prefix `lf-eql`). */
export const skeletonCss = `
:host{display:block}
.lf-eql{display:grid;gap:1rem;margin:0;font-size:1rem;line-height:1.5}
.lf-eql-grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(min(100%,15rem),1fr));gap:1rem;margin:0;padding:0;list-style:none}
.lf-eql-item{display:flex;min-width:0;margin:0;padding:0}
.lf-eql-card{box-sizing:border-box;display:flex;flex-direction:column;flex:1;min-width:0;margin:0;overflow:hidden;border:1px solid #d6d6d6;border-radius:var(--lf-radius,8px);background:var(--lf-color-surface,#fff)}
.lf-eql-media{position:relative;display:block;order:-1;aspect-ratio:4/3;width:100%;height:auto;margin:0;overflow:hidden;background:#ececec}
.lf-eql-body{display:grid;grid-template-rows:2.75rem 2.5rem 44px;gap:.5rem;padding:.75rem 1rem 1rem}
.lf-eql-title{height:2.75rem;margin:0;overflow:hidden;font-size:1rem;line-height:1.375rem}
.lf-eql-price{height:2.5rem;margin:0;overflow:hidden;font-size:.875rem;line-height:1.25rem}
.lf-eql-action{box-sizing:border-box;width:100%;height:44px;min-height:44px}
.lf-eql-bone{display:block;border-radius:4px;background:#ececec}
.lf-eql-pager{box-sizing:border-box;display:flex;align-items:center;justify-content:space-between;gap:.5rem;min-height:44px}
:host([search]) .lf-eql:not(.lf-widget){padding-top:60px}
:host([categories]) .lf-eql:not(.lf-widget){padding-top:60px}
:host([search][categories]) .lf-eql:not(.lf-widget){padding-top:112px}
`;

/** One empty card: the same four rows as a loaded card, without words. */
function skeletonCard(): HTMLElement {
  const item = document.createElement('li');
  item.className = 'lf-eql-item';
  const card = document.createElement('div');
  card.className = 'lf-eql-card';
  card.setAttribute('part', 'card');
  const media = document.createElement('div');
  media.className = 'lf-eql-media';
  const body = document.createElement('div');
  body.className = 'lf-eql-body';
  for (const row of ['lf-eql-title', 'lf-eql-price', 'lf-eql-action']) {
    const bone = document.createElement('div');
    bone.className = `${row} lf-eql-bone`;
    body.append(bone);
  }
  card.append(body, media);
  item.append(card);
  return item;
}

/**
 * Paints `perPage` empty cards (pass `readPerPage(host.getAttribute('per-page'))`, the count the
 * loaded list shows) and the pager's empty row into `root`, replacing what it holds. The grid is
 * `aria-hidden` and the whole is `aria-busy` until the list mounts.
 */
export function paintSkeleton(root: ShadowRoot, perPage: number): void {
  const count =
    Number.isInteger(perPage) && perPage > 0 ? Math.min(perPage, MAX_PER_PAGE) : DEFAULT_PER_PAGE;
  const wrapper = document.createElement('div');
  wrapper.className = 'lf-eql';
  wrapper.setAttribute('aria-busy', 'true');
  const grid = document.createElement('ul');
  grid.className = 'lf-eql-grid';
  grid.setAttribute('part', 'grid');
  grid.setAttribute('aria-hidden', 'true');
  for (let index = 0; index < count; index += 1) grid.append(skeletonCard());
  const pager = document.createElement('div');
  pager.className = 'lf-eql-pager';
  wrapper.append(grid, pager);
  root.replaceChildren(wrapper);
}
