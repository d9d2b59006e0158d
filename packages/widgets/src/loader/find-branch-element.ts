import {
  LOCAL_BRANCH_UPDATED_EVENT,
  localBranchKey,
  parseLocalBranch,
  telHref,
} from '@liftline/sdk';
import { booleanAttribute, commonSettings, textAttribute } from '../elements/attributes';
import { branchPageHref, storeBase } from '../branch-finder/branch-page';
import { h, icon } from './dom';
import { LazyElement } from './lazy-element';
import { stored } from './stored';

/** The attributes of `<find-branch>` (besides `lang`). */
export const FIND_BRANCH_ATTRIBUTES = [
  'api-base',
  'product',
  'label',
  'always-show-default-text',
  'store-url',
  'site-key',
] as const;

/**
 * The storefront's branch finder for any web page: a link ('Find Local Branch') that opens the
 * 'Find location by zip code' dialog; once a branch is saved it shows the branch's city and
 * state and a phone link. Every `<find-branch>` of a page (and the page itself, through the
 * `local-branch-updated` event on `window`) shows the same branch. The loader paints the link
 * (with the saved branch); the dialog's code loads when the visitor points at, focuses or touches
 * the element.
 *
 * @tag find-branch
 * @summary Find the nearest branch by zip code.
 *
 * @attr {string} api-base - Absolute API origin + `/api`, e.g. `https://rentals.example.com/api`. Default: `/api` on the page's origin.
 * @attr {string} product - Storage key prefix: the branch is saved in `localStorage` under `{product}_local_branch`. Default `liftline`.
 * @attr {string} label - Link text while no branch is saved. Default `Find Local Branch`.
 * @attr {boolean} always-show-default-text - Present: always show `label`, never the saved branch (`="false"` turns it off).
 * @attr {string} store-url - The store the found branch's page is on (`/branches/{id}` on it). Default: `api-base`'s origin.
 * @attr {string} site-key - The dealer site's publishable key (`pk_` and 24 letters or digits): counts this element's funnel events for the site. Default: the script tag's `data-site-key`. A malformed key counts nothing.
 * @attr {string} lang - The language of the words (`en` or `es`); default the closest `lang` of the page.
 *
 * @event {CustomEvent<BranchChangeDetail>} branch-change - A search in this element found a branch; `detail: { branch, zip_code }`. Bubbles and is composed.
 * @event {CustomEvent<LocalBranchUpdatedDetail>} local-branch-updated - Dispatched on `window` (not on the element) whenever any finder saves a branch; `detail: { productKey, zip_code, branch }`.
 *
 * @csspart root - The wrapper of the links and the phone number.
 * @csspart link - The button that opens the dialog: the label, or 'Change' beside the saved branch.
 * @csspart branch - The saved branch's city and state, a link to its page on the store.
 * @csspart phone - The saved branch's phone link.
 * @csspart dialog - The dialog.
 * @csspart input - The zip code field.
 * @csspart submit - The dialog's Submit button.
 * @csspart cancel - The dialog's Cancel button.
 * @csspart toast - The 'Oops!' error message.
 *
 * @cssproperty [--lf-color-primary=#c8211a] - Buttons, focus rings and links.
 * @cssproperty [--lf-color-primary-contrast=#ffffff] - Text on primary buttons.
 * @cssproperty [--lf-color-text=#1a1a1a] - Text in the dialog.
 * @cssproperty [--lf-color-muted=#5c5c5c] - Secondary text in the dialog.
 * @cssproperty [--lf-color-surface=#ffffff] - The dialog's background.
 * @cssproperty [--lf-color-danger=#b3261e] - Errors and the 'Oops!' message.
 * @cssproperty [--lf-font-family='DM Sans', system-ui, sans-serif] - The widget's font (the link and the dialog).
 * @cssproperty [--lf-radius=8px] - Corner radius of the dialog; buttons and fields use 75% of it.
 */
export class FindBranchElement extends LazyElement {
  static override chunk = 'find-branch';
  static override attributeNames = FIND_BRANCH_ATTRIBUTES;

  /** Property for `api-base` (reflects). */
  declare apiBase: string | null;
  /** Property for `product` (reflects). */
  declare product: string | null;
  /** Property for `label` (reflects). */
  declare label: string | null;
  /** Property for `always-show-default-text` (reflects; `false` sets `="false"`). */
  declare alwaysShowDefaultText: string | boolean | null;
  /** Property for `store-url` (reflects). */
  declare storeUrl: string | null;
  /** Property for `site-key` (reflects). */
  declare siteKey: string | null;

  protected override watched() {
    const { productKey } = commonSettings({ product: this.getAttribute('product') });
    return { event: LOCAL_BRANCH_UPDATED_EVENT, key: localBranchKey(productKey) };
  }

  protected override paint(): void {
    const { words } = this;
    const branch = parseLocalBranch(stored(this.watched().key));
    const showBranch =
      branch !== null && !booleanAttribute(this.getAttribute('always-show-default-text'));
    const pin = () =>
      icon(
        ['path', { d: 'M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z' }],
        ['circle', { cx: '12', cy: '9.5', r: '2.5' }],
      );
    const open = { type: 'button', part: 'link', 'aria-haspopup': 'dialog' };
    this.root.replaceChildren(
      h(
        'div',
        { class: 'lf-widget lf-branch-finder', part: 'root' },
        ...(showBranch
          ? [
              // The branch links to its page on the store; 'Change' opens the dialog.
              h(
                'a',
                {
                  class: 'lf-branch-finder__link',
                  part: 'branch',
                  href: branchPageHref(
                    storeBase(this.getAttribute('store-url'), this.getAttribute('api-base')),
                    branch.id,
                  ),
                },
                pin(),
                h('span', {}, words.findBranchPlace(branch.city, branch.state)),
              ),
              h(
                'button',
                {
                  ...open,
                  class: 'lf-branch-finder__link lf-branch-finder__change',
                  'aria-label': words.findBranchChangeLabel,
                },
                words.findBranchChange,
              ),
            ]
          : [
              h(
                'button',
                { ...open, class: 'lf-branch-finder__link' },
                pin(),
                h('span', {}, textAttribute(this.getAttribute('label')) ?? words.findBranchLabel),
              ),
            ]),
        showBranch &&
          branch.phone_number &&
          h(
            'a',
            { class: 'lf-branch-finder__phone', part: 'phone', href: telHref(branch.phone_number) },
            branch.phone_number,
          ),
      ),
    );
  }

  protected override control(): HTMLElement | null {
    return this.root.querySelector('[part="link"]');
  }
}
