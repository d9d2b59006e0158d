import type { loader as english, quoteListButton as englishButton } from '../en';
import type { LoaderWords } from '../../loader/loader-words';
import type { Words } from '../index';

/**
 * The loader's words in Spanish: the chunk `loader-es` (this module, an entry of vite.chunks.config.ts), which the loader
 * imports before it paints a Spanish element. Never in widgets.js.
 */
export const loader: Words<typeof english> = {
  findBranchLabel: 'Buscar sucursal',
  findBranchPlace: (city, state) => `${city}, ${state}`,
  findBranchChange: 'Cambiar',
  findBranchChangeLabel: 'Cambiar sucursal',
  requestQuoteButton: 'Solicitar cotización',
  loadErrorTitle: '¡Uy!',
  loadError: 'No se pudo cargar esta parte de la página. Revise su conexión e inténtelo de nuevo.',
  dismiss: 'Cerrar aviso',
};

/** `<quote-list-button>` in Spanish. */
export const quoteListButton: Words<typeof englishButton> = {
  buttonText: 'Lista de cotización',
  name: (label, n) => (n === 1 ? `${label} 1 unidad` : `${label} ${n} unidades`),
};

/** Both, as the loader takes them (see loader/loader-words.ts). */
export const words: LoaderWords = { ...loader, ...quoteListButton };
