import type { components } from '@liftline/sdk/schema';
import { enumLabelsEs } from '../api/enum-labels';
import { CATEGORY_LABELS } from '../catalog/catalog-labels';
import type { PageLocale } from './page-language';

type Equipment = components['schemas']['Equipment'];
type Category = components['schemas']['EquipmentCategory'];

/** What a unit's one-line summary is made of, already formatted for the language. */
export interface SummaryParts {
  condition: Equipment['condition'];
  year: number;
  make: string;
  model: string;
  category: Category;
  /** `$24,500`, or null when the unit is not for sale. */
  sale: string | null;
  /** Daily and weekly rates, or null when the unit is not for rent. */
  rent: { daily: string; weekly: string } | null;
  /** `Columbus, OH`, or null without a branch. */
  city: string | null;
  stock: string;
}

/**
 * The words of the pages' heads and structured data in one language (titles, descriptions,
 * breadcrumbs). A typed table per language: a missing sentence is a type error. Whole sentences
 * per language, never assembled from translated pieces (word order and gender differ).
 */
export interface SeoWords {
  categoryLabels: Readonly<Record<Category, string>>;
  home: string;
  equipment: string;
  /** `unitText` of a daily rate (schema.org UnitPriceSpecification). */
  day: string;
  categoryTitle: (label: string) => string;
  categoryDescription: (label: string) => string;
  unitSummary: (parts: SummaryParts) => string;
}

/** A category's name for one unit, lower case ("lift truck"). */
const EN_SINGULAR: Record<Category, string> = {
  'lift-trucks': 'lift truck',
  'construction-equipment': 'construction equipment',
  'aerial-work-platforms': 'aerial work platform',
  'rail-cars': 'rail car',
  'warehouse-equipment': 'warehouse equipment',
};

/** A category's name for one unit in Spanish, with its grammatical gender. */
const ES_SINGULAR: Record<Category, { name: string; feminine: boolean }> = {
  'lift-trucks': { name: 'Montacargas', feminine: false },
  'construction-equipment': { name: 'Equipo de construcción', feminine: false },
  'aerial-work-platforms': { name: 'Plataforma de trabajo aéreo', feminine: true },
  'rail-cars': { name: 'Vagón de ferrocarril', feminine: false },
  'warehouse-equipment': { name: 'Equipo de almacén', feminine: false },
};

const en: SeoWords = {
  categoryLabels: CATEGORY_LABELS,
  home: 'Home',
  equipment: 'Equipment',
  day: 'day',
  categoryTitle: (label) => `${label} for rent and sale | Liftline`,
  categoryDescription: (label) =>
    `${label} to rent or buy from Liftline: new and used units at branches near you, with daily, weekly and monthly rates and sale prices.`,
  unitSummary: ({ condition, year, make, model, category, sale, rent, city, stock }) => {
    const terms = [
      sale ? `for sale at ${sale}` : null,
      rent ? `for rent from ${rent.daily}/day, ${rent.weekly}/week` : null,
    ].filter(Boolean);
    const what = `${condition === 'new' ? 'New' : 'Used'} ${year} ${make} ${model} ${EN_SINGULAR[category]}`;
    const offer = terms.length ? ` ${terms.join(' or ')}` : '';
    const where = city ? ` at Liftline ${city}` : '';
    return `${what}${offer}${where}. Stock number ${stock}.`;
  },
};

const es: SeoWords = {
  categoryLabels: enumLabelsEs<Category>('EquipmentCategory'),
  home: 'Inicio',
  equipment: 'Equipos',
  day: 'día',
  categoryTitle: (label) => `${label} en alquiler y venta | Liftline`,
  categoryDescription: (label) =>
    `${label} en alquiler o venta en Liftline: unidades nuevas y usadas en sucursales cerca de usted, con tarifas diarias, semanales y mensuales y precios de venta.`,
  unitSummary: ({ condition, year, make, model, category, sale, rent, city, stock }) => {
    const { name, feminine } = ES_SINGULAR[category];
    const state =
      condition === 'new' ? (feminine ? 'nueva' : 'nuevo') : feminine ? 'usada' : 'usado';
    const terms = [
      sale ? `en venta a ${sale}` : null,
      rent ? `en alquiler desde ${rent.daily}/día, ${rent.weekly}/semana` : null,
    ].filter(Boolean);
    const offer = terms.length ? ` ${terms.join(' o ')}` : '';
    const where = city ? ` en Liftline ${city}` : '';
    return `${name} ${make} ${model} ${year} ${state}${offer}${where}. Número de inventario ${stock}.`;
  },
};

/** The head's and structured data's words of each language. */
export const SEO_WORDS: Readonly<Record<PageLocale, SeoWords>> = { en, es };
