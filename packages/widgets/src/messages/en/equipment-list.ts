/**
 * `<equipment-list>`'s words (English), re-exported by `messages/en.ts` with the other areas. In a
 * module of its own so that the list's chunk carries its words and nothing of the other elements':
 * a chunk bundles whole modules, and en.ts is every element's.
 */
import { EQUIPMENT_CATEGORY_LABELS, type EquipmentCategory } from '@liftline/sdk';

export const equipmentList = {
  /** The grid's name for screen readers (a list of units). */
  gridLabel: 'Equipment',
  /** While a page of units loads. */
  loading: 'Loading equipment…',
  /** No unit matches the element's filters. */
  empty: 'No equipment matches right now. Please check back soon or contact us.',
  /** The page could not be loaded (offline, server trouble). */
  error: 'The equipment could not be loaded. Check your connection and try again.',
  retry: 'Try again',
  /** The rates' labels (rent) and the sale price's (buy). */
  perDay: 'Per day',
  perWeek: 'Per week',
  perMonth: 'Per month',
  price: 'Price',
  priceOnRequest: 'Price on request',
  /** The card's button, before and after the unit is in the shared quote list. */
  addToQuote: 'Add to quote',
  inQuote: 'In quote list',
  /** Announced when a unit joined the list, or could not (the list holds 50 lines at most). */
  added: (title: string) => `${title} is in your quote list.`,
  listFull: (max: number) => `Your quote list is full (${max} units). Send or empty it first.`,
  /** The pager. */
  pagination: 'Pages',
  previous: 'Previous',
  next: 'Next',
  page: (page: number, pages: number) => `Page ${page} of ${pages}`,
  count: (n: number) => (n === 1 ? '1 unit' : `${n} units`),
  /** The `search` box (its form's name, the field's name and hint, its button). */
  searchForm: 'Search the equipment',
  searchLabel: 'Search',
  searchPlaceholder: 'Make, model or stock number',
  searchButton: 'Search',
  /** The `categories` chips: the group's name, the chip of every category, each category's. */
  categoriesLabel: 'Category',
  allCategories: 'All',
  category: (value: string) =>
    Object.hasOwn(EQUIPMENT_CATEGORY_LABELS, value)
      ? EQUIPMENT_CATEGORY_LABELS[value as EquipmentCategory]
      : String(value),
} as const;
