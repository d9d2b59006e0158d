import { FindBranchElement } from './find-branch-element';

if (!customElements.get('find-branch')) customElements.define('find-branch', FindBranchElement);
