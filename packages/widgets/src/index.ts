// React entry of @liftline/widgets: the components the storefront (or a React host) renders.
// The custom elements (<find-branch>, …) live in the separate `elements` build.
import './branch-finder/branch-finder.scss';

export { BranchFinder, DEFAULT_BRANCH_FINDER_LABEL } from './branch-finder/branch-finder';
export type { BranchFinderProps } from './branch-finder/branch-finder';
export { TOAST_DURATION_MS } from './toast/inline-toast';
