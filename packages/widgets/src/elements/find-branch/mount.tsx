// Chunk entry of <find-branch> (vite.chunks.config.ts): the branch finder and its dialog.
import { mountView } from '../mount-view';
import { findBranchMount } from './find-branch-view';

export const mount = mountView(findBranchMount);
