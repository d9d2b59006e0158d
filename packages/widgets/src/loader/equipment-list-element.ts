import { paintSkeleton, readPerPage, skeletonCss } from '../equipment-list/skeleton';
import { LazyElement } from './lazy-element';

/** The attributes of `<equipment-list>` (besides `lang`). */
export const EQUIPMENT_LIST_ATTRIBUTES = [
  'api-base',
  'product',
  'branch-id',
  'category',
  'listing',
  'per-page',
  'sort',
  'search',
  'categories',
  'site-key',
] as const;

/**
 * The dealer's fleet: a responsive grid of cards (picture, title, rates or price, **Add to quote**)
 * with previous / next pages. The loader paints a skeleton of `per-page` cards with the boxes of
 * the real ones; the list's code loads when the element comes within 400px of the viewport.
 *
 * @tag equipment-list
 * @summary A dealer's fleet, with Add to quote.
 *
 * @attr {string} api-base - Absolute API origin + `/api`, e.g. `https://rentals.example.com/api`. Default: `/api` on the page's origin.
 * @attr {string} product - Storage key prefix of the saved branch and of the quote list (`{product}_quote_list`). Default `liftline`.
 * @attr {number} branch-id - Only this branch's units. Default: the branch saved by `<find-branch>`; none saved: every branch.
 * @attr {string} category - Only this category's units: `lift-trucks`, `construction-equipment`, `aerial-work-platforms`, `rail-cars`, `warehouse-equipment`. Anything else: every category.
 * @attr {string} listing - `rent` or `buy`: only units offered that way. Default: both.
 * @attr {number} per-page - Units per page, 1 to 100 (above 100 means 100). Anything else: 12.
 * @attr {string} sort - `relevance`, `price_asc`, `price_desc`, `year_desc`, `year_asc`, `newest`, `capacity_desc`. Anything else: `newest`.
 * @attr {boolean} search - Present (any value): adds a search box above the list (make, model, title, stock number; applied on Search or Enter). Default: none.
 * @attr {string} categories - Adds category chips above the list ("All" and one per category, one pressed at a time). Empty: every category; else the categories to offer, comma- or space-separated (`lift-trucks, aerial-work-platforms`). `category` is the chip pressed first. Default: none.
 * @attr {string} site-key - The dealer site's publishable key (`pk_` and 24 letters or digits): counts this element's funnel events for the site. Default: the script tag's `data-site-key`. A malformed key counts nothing.
 * @attr {string} lang - The language of the words (`en` or `es`); default the closest `lang` of the page.
 *
 * @event {CustomEvent<{ id: number }>} equipment-select - The visitor chose a unit (its title or picture); `detail: { id }`. Bubbles, is composed and cancelable: `preventDefault()` keeps the visitor on the page. Not fired for Ctrl/⌘/Shift/middle clicks.
 *
 * @csspart grid - The list of cards.
 * @csspart card - Each unit's card.
 * @csspart search - The search box's field (`search`).
 * @csspart chip - Each category chip (`categories`).
 * @csspart toast - The 'Oops!' message when the list's code cannot be loaded.
 *
 * @cssproperty [--lf-color-primary=#c8211a] - Buttons, focus rings and links.
 * @cssproperty [--lf-color-primary-contrast=#ffffff] - Text on primary buttons.
 * @cssproperty [--lf-color-text=#1a1a1a] - Text of the cards.
 * @cssproperty [--lf-color-muted=#5c5c5c] - Secondary text.
 * @cssproperty [--lf-color-surface=#ffffff] - The cards' background.
 * @cssproperty [--lf-color-danger=#b3261e] - Errors and the 'Oops!' message.
 * @cssproperty [--lf-font-family='DM Sans', system-ui, sans-serif] - The widget's font.
 * @cssproperty [--lf-radius=8px] - Corner radius of the cards; buttons use 75% of it.
 */
export class EquipmentListElement extends LazyElement {
  static override chunk = 'equipment-list';
  static override attributeNames = EQUIPMENT_LIST_ATTRIBUTES;
  static override nearViewport = true;

  /** Property for `api-base` (reflects). */
  declare apiBase: string | null;
  /** Property for `product` (reflects). */
  declare product: string | null;
  /** Property for `branch-id` (reflects). */
  declare branchId: string | number | null;
  /** Property for `category` (reflects). */
  declare category: string | null;
  /** Property for `listing` (reflects). */
  declare listing: string | null;
  /** Property for `per-page` (reflects). */
  declare perPage: string | number | null;
  /** Property for `sort` (reflects). */
  declare sort: string | null;
  /** Property for `search` (reflects). */
  declare search: string | null;
  /** Property for `categories` (reflects). */
  declare categories: string | null;
  /** Property for `site-key` (reflects). */
  declare siteKey: string | null;

  constructor() {
    super();
    this.addStyles(skeletonCss);
  }

  protected override paint(): void {
    paintSkeleton(this.root, readPerPage(this.getAttribute('per-page')));
  }
}
