import r2wc from '@r2wc/react-to-web-component';
import { attributeMap, withRawAttributes } from '../attributes';
import { adoptStyles } from '../shadow-styles';
import { baseCss, FindBranchView, findBranchCss } from './find-branch-view';

export const FIND_BRANCH_ATTRIBUTES = attributeMap([
  'api-base',
  'product',
  'label',
  'always-show-default-text',
] as const);

const Base = withRawAttributes(
  r2wc(FindBranchView, {
    shadow: 'open',
    props: {
      apiBase: 'string',
      product: 'string',
      label: 'string',
      alwaysShowDefaultText: 'string',
    },
  }),
  FIND_BRANCH_ATTRIBUTES,
);

/**
 * The storefront's branch finder for any web page: a link ('Find Local Branch') that opens the
 * 'Find location by zip code' dialog; once a branch is saved it shows the branch's city and
 * state and a phone link. Every `<find-branch>` of a page (and the page itself, through the
 * `local-branch-updated` event on `window`) shows the same branch.
 *
 * @tag find-branch
 * @summary Find the nearest branch by zip code.
 *
 * @attr {string} api-base - Absolute API origin + `/api`, e.g. `https://rentals.example.com/api`. Default: `/api` on the page's origin.
 * @attr {string} product - Storage key prefix: the branch is saved in `localStorage` under `{product}_local_branch`. Default `liftline`.
 * @attr {string} label - Link text while no branch is saved. Default `Find Local Branch`.
 * @attr {boolean} always-show-default-text - Present: always show `label`, never the saved branch (`="false"` turns it off).
 *
 * @event {CustomEvent<BranchChangeDetail>} branch-change - A search in this element found a branch; `detail: { branch, zip_code }`. Bubbles and is composed.
 * @event {CustomEvent<LocalBranchUpdatedDetail>} local-branch-updated - Dispatched on `window` (not on the element) whenever any finder saves a branch; `detail: { productKey, zip_code, branch }`.
 *
 * @csspart root - The wrapper of the link and the phone number.
 * @csspart link - The link (a button) that opens the dialog.
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
export class FindBranchElement extends Base {
  /** Property for `api-base`. */
  declare apiBase: string | undefined;
  /** Property for `product`. */
  declare product: string | undefined;
  /** Property for `label`. */
  declare label: string | undefined;
  /** Property for `always-show-default-text` (reflects to the attribute; `false` sets `="false"`). */
  declare alwaysShowDefaultText: string | boolean | undefined;

  constructor() {
    super();
    adoptStyles(this.shadowRoot!, baseCss);
    adoptStyles(this.shadowRoot!, findBranchCss);
  }
}
