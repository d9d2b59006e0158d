import { widgetLang, type Lang } from '../messages';
import { findBranch } from '../messages/en/find-branch';

/** The words of the branch finder, by language (only English for now). */
const TABLES: Record<Lang, typeof findBranch> = { en: findBranch };

/** The branch finder's words for a `lang` (`en-US` → `en`; unknown → English). */
export const findBranchWords = (lang?: string | null) => TABLES[widgetLang(lang)];
