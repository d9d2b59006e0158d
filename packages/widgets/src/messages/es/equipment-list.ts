import type { equipmentList as english } from '../en/equipment-list';
import type { Words } from '../index';

const CATEGORIES = {
  'lift-trucks': 'Montacargas',
  'construction-equipment': 'Equipo de construcción',
  'aerial-work-platforms': 'Plataformas de trabajo aéreo',
  'rail-cars': 'Vagones de ferrocarril',
  'warehouse-equipment': 'Equipo de almacén',
};

/** `<equipment-list>`'s words in Spanish (loaded with the element's code: see messages/es.ts). */
export const equipmentList: Words<typeof english> = {
  gridLabel: 'Equipos',
  loading: 'Cargando equipos…',
  empty:
    'Por ahora no hay equipos que coincidan. Vuelva a consultar pronto o comuníquese con nosotros.',
  error: 'No se pudieron cargar los equipos. Revise su conexión e inténtelo de nuevo.',
  retry: 'Intentar de nuevo',
  perDay: 'Por día',
  perWeek: 'Por semana',
  perMonth: 'Por mes',
  price: 'Precio',
  priceOnRequest: 'Precio a solicitud',
  addToQuote: 'Agregar a la cotización',
  inQuote: 'En la lista de cotización',
  added: (title) => `${title} está en su lista de cotización.`,
  listFull: (max) =>
    `Su lista de cotización está llena (${max} unidades). Envíela o vacíela primero.`,
  pagination: 'Páginas',
  previous: 'Anterior',
  next: 'Siguiente',
  page: (page, pages) => `Página ${page} de ${pages}`,
  count: (n) => (n === 1 ? '1 unidad' : `${n} unidades`),
  searchForm: 'Buscar en los equipos',
  searchLabel: 'Buscar',
  searchPlaceholder: 'Marca, modelo o n.º de inventario',
  searchButton: 'Buscar',
  categoriesLabel: 'Categoría',
  allCategories: 'Todas',
  category: (value) =>
    Object.hasOwn(CATEGORIES, value) ? CATEGORIES[value as keyof typeof CATEGORIES] : String(value),
};
