// Entry of the widget bundle (widgets.js / widgets.mjs): defines the custom elements.
import r2wc from '@r2wc/react-to-web-component';
import { FindBranchElement } from './find-branch-element';

const FindBranch = r2wc(FindBranchElement, {
  shadow: 'open',
  props: {
    apiBase: 'string',
    product: 'string',
    label: 'string',
    alwaysShowDefaultText: 'boolean',
  },
});

if (!customElements.get('find-branch')) customElements.define('find-branch', FindBranch);
