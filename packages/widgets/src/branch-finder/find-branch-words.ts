import { wordsOf } from '../messages';
import { findBranch } from '../messages/en/find-branch';

/**
 * The branch finder's words for a `lang` (`es-US` → Spanish once the chunk `words-es` added them;
 * unknown → English).
 */
export const findBranchWords = (lang?: string | null) => wordsOf('findBranch', findBranch, lang);
