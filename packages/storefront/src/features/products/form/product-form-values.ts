import type { EquipmentCategory } from '@liftline/sdk';
import type {
  EquipmentCondition,
  FuelType,
  Product,
  ProductCreateInput,
  ProductStatus,
} from '../api/product-types';

/** One line of the specification table being edited (`key` only keeps React's list stable). */
export interface SpecRow {
  key: string;
  label: string;
  value: string;
}

/** The product form's state: text inputs hold strings, turned into the API's types on submit. */
export interface ProductFormValues {
  title: string;
  stock_number: string;
  category: EquipmentCategory | '';
  make: string;
  model: string;
  year: string;
  condition: EquipmentCondition | '';
  status: ProductStatus;
  for_rent: boolean;
  for_sale: boolean;
  sale_price: string;
  rental_daily: string;
  rental_weekly: string;
  rental_monthly: string;
  fuel_type: FuelType | '';
  capacity_lbs: string;
  lift_height_ft: string;
  hours_used: string;
  branch_id: string;
  /** Units of this equipment the branch holds (what quote lists and holds book per day). */
  fleet_quantity: string;
  description: string;
  specs: SpecRow[];
}

let specKeys = 0;
export function newSpecRow(label = '', value = ''): SpecRow {
  specKeys += 1;
  return { key: `spec-${String(specKeys)}`, label, value };
}

export function emptyProductValues(): ProductFormValues {
  return {
    title: '',
    stock_number: '',
    category: '',
    make: '',
    model: '',
    year: '',
    condition: '',
    status: 'draft',
    for_rent: false,
    for_sale: false,
    sale_price: '',
    rental_daily: '',
    rental_weekly: '',
    rental_monthly: '',
    fuel_type: '',
    capacity_lbs: '',
    lift_height_ft: '',
    hours_used: '',
    branch_id: '',
    fleet_quantity: '1',
    description: '',
    specs: [],
  };
}

const text = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

export function productValues(product: Product): ProductFormValues {
  return {
    title: product.title,
    stock_number: product.stock_number,
    category: product.category,
    make: product.make,
    model: product.model,
    year: String(product.year),
    condition: product.condition,
    status: product.status,
    for_rent: product.for_rent,
    for_sale: product.for_sale,
    sale_price: text(product.sale_price),
    rental_daily: text(product.rental_rates?.daily),
    rental_weekly: text(product.rental_rates?.weekly),
    rental_monthly: text(product.rental_rates?.monthly),
    fuel_type: product.fuel_type ?? '',
    capacity_lbs: text(product.capacity_lbs),
    lift_height_ft: text(product.lift_height_ft),
    hours_used: text(product.hours_used),
    branch_id: text(product.branch_id),
    fleet_quantity: String(product.fleet_quantity),
    description: product.description,
    specs: product.specs.map((spec) => newSpecRow(spec.label, spec.value)),
  };
}

/** Spec lines that are sent: a line with neither label nor value is just left out. */
export function sentSpecRows(specs: readonly SpecRow[]): SpecRow[] {
  return specs.filter((row) => row.label.trim() || row.value.trim());
}

/** What the user typed as a number ("1,250" and "$1250" are fine), or NaN; '' → null. */
export function parseNumber(value: string): number | null {
  const cleaned = value.replace(/[\s,$]/g, '');
  if (!cleaned) return null;
  return /^-?(\d+\.?\d*|\.\d+)$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

/** The form as the API's create/update body (every field: `null` clears, specs replace the list). */
export function toProductInput(values: ProductFormValues): ProductCreateInput {
  const rates = [values.rental_daily, values.rental_weekly, values.rental_monthly].map(parseNumber);
  const [daily, weekly, monthly] = rates;
  return {
    title: values.title.trim(),
    stock_number: values.stock_number.trim(),
    category: values.category as EquipmentCategory,
    make: values.make.trim(),
    model: values.model.trim(),
    year: Number(values.year.trim()),
    condition: values.condition as EquipmentCondition,
    status: values.status,
    for_rent: values.for_rent,
    for_sale: values.for_sale,
    sale_price: parseNumber(values.sale_price),
    rental_rates:
      daily === null || weekly === null || monthly === null || daily === undefined
        ? null
        : { daily, weekly: weekly as number, monthly: monthly as number },
    fuel_type: values.fuel_type || null,
    capacity_lbs: parseNumber(values.capacity_lbs),
    lift_height_ft: parseNumber(values.lift_height_ft),
    hours_used: parseNumber(values.hours_used),
    branch_id: parseNumber(values.branch_id),
    fleet_quantity: parseNumber(values.fleet_quantity) as number,
    description: values.description,
    specs: sentSpecRows(values.specs).map((row) => ({
      label: row.label.trim(),
      value: row.value.trim(),
    })),
  };
}
