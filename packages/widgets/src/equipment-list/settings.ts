import {
  DEFAULT_BASE_URL,
  EQUIPMENT_CATEGORY_LABELS,
  type EquipmentCategory,
  type paths,
} from '@liftline/sdk';
import {
  commonSettings,
  idAttribute,
  textAttribute,
  type CommonSettings,
} from '../elements/attributes';
import type { WidgetAttributes } from '../elements/mount-contract';
import { widgetLang, type Lang } from '../messages';
import { readPerPage } from './skeleton';

/** `GET /equipment`'s `sort` values (the API's enum). */
export type EquipmentSort = NonNullable<
  NonNullable<paths['/equipment']['get']['parameters']['query']>['sort']
>;

const SORTS: readonly EquipmentSort[] = [
  'relevance',
  'price_asc',
  'price_desc',
  'year_desc',
  'year_asc',
  'newest',
  'capacity_desc',
];

/** What `<equipment-list>` shows: its attributes read, every bad value replaced by its default. */
export interface EquipmentListSettings extends CommonSettings {
  /** `branch-id`: only this branch's units; null: the saved branch, else every branch. */
  branchId: number | null;
  /** `category`: one of the API's categories; null (absent or unknown): every category. */
  category: EquipmentCategory | null;
  /** `listing`: `rent` or `buy`; null (absent or anything else): both. */
  listing: 'rent' | 'buy' | null;
  /** `per-page`: 1 to 100; default 12. */
  perPage: number;
  /** `sort`: one of the API's sorts; null (absent or unknown): the API's default, `newest`. */
  sort: EquipmentSort | null;
  /** `search` present (any value): a search box over make, model, title and stock number. */
  search: boolean;
  /**
   * `categories`: chips to narrow the list to one category. Absent: no chips. Present and empty
   * (or naming no known category): every category's chip; else the categories it names
   * (comma- or space-separated), in that order.
   */
  categories: EquipmentCategory[] | null;
  lang: Lang;
}

/** Whether `url` makes a URL on this page (`URL.canParse` is too recent for some browsers). */
function isUrl(url: string): boolean {
  try {
    return Boolean(new URL(url, document.baseURI));
  } catch {
    return false;
  }
}

const oneOf = <T extends string>(values: readonly T[], value: string | undefined): T | null =>
  values.includes(value as T) ? (value as T) : null;

const CATEGORIES = Object.keys(EQUIPMENT_CATEGORY_LABELS) as EquipmentCategory[];

/** The `categories` attribute as chips (see `EquipmentListSettings.categories`). */
function categoryChips(value: string | null | undefined): EquipmentCategory[] | null {
  if (value == null) return null;
  const named = value
    .split(/[\s,]+/)
    .filter((name): name is EquipmentCategory => CATEGORIES.includes(name as EquipmentCategory));
  return named.length ? [...new Set(named)] : [...CATEGORIES];
}

/** The attributes as the list reads them (`lang`: the element's, else the page's). */
export function equipmentListSettings(
  attributes: WidgetAttributes,
  inheritedLang?: string | null,
): EquipmentListSettings {
  const value = (name: string) => textAttribute(attributes[name] ?? undefined);
  const common = commonSettings({ apiBase: value('api-base'), product: value('product') });
  return {
    ...common,
    baseUrl: isUrl(common.baseUrl) ? common.baseUrl : DEFAULT_BASE_URL,
    branchId: idAttribute(value('branch-id')),
    category: oneOf(CATEGORIES, value('category')),
    listing: oneOf(['rent', 'buy'], value('listing')),
    perPage: readPerPage(value('per-page')),
    sort: oneOf(SORTS, value('sort')),
    // Present with any value, as the loader's first paint reads it (it reserves the row).
    search: attributes.search != null,
    categories: categoryChips(attributes.categories),
    lang: widgetLang(value('lang') ?? inheritedLang),
  };
}
