import type { requestQuote as english } from '../en/request-quote';
import type { Words } from '../index';

// Short month names as es-US writes them (`Intl`, without loading it here).
const MONTHS = [
  'ene',
  'feb',
  'mar',
  'abr',
  'may',
  'jun',
  'jul',
  'ago',
  'sept',
  'oct',
  'nov',
  'dic',
];
/** "3 dic" for a calendar day (`2026-12-03`), whatever the viewer's time zone. */
const dayMonth = (day: string) => `${Number(day.slice(8))} ${MONTHS[Number(day.slice(5, 7)) - 1]}`;
/** "3 dic", "3–5 dic", "30 dic–2 ene" for each run of days, joined: "3–5 dic y 9 dic". */
const dayRuns = (runs: readonly (readonly [string, string])[]) => {
  const words = runs.map(([from, to]) =>
    from === to
      ? dayMonth(from)
      : from.slice(0, 7) === to.slice(0, 7)
        ? `${Number(from.slice(8))}–${dayMonth(to)}`
        : `${dayMonth(from)}–${dayMonth(to)}`,
  );
  return words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} y ${words.at(-1)}`;
};

/**
 * `<request-quote>`, `<quote-list-button>`'s dialog and the React `RequestQuote` in Spanish (US
 * customers, "usted"), loaded with the element's code when its `lang` is Spanish.
 */
export const requestQuote: Words<typeof english> = {
  button: 'Solicitar cotización',
  loadErrorTitle: '¡Uy!',
  loadError:
    'No se pudo cargar el formulario de cotización. Revise su conexión e inténtelo de nuevo.',
  dismiss: 'Cerrar aviso',
  title: 'Solicitar cotización',
  close: 'Cerrar',
  progress: (step, steps) => `Paso ${step} de ${steps}`,
  sending: 'Enviando su solicitud…',
  back: 'Atrás',
  next: 'Siguiente',
  cancel: 'Cancelar',
  optional: ' (opcional)',
  linesTitle: 'Su equipo',
  generalTitle: 'Alquilar o comprar',
  loadingUnit: 'Cargando el equipo…',
  unitFallback: (id) => `Equipo n.º ${id}`,
  mode: 'Alquilar o comprar',
  rent: 'Alquilar',
  buy: 'Comprar',
  quantity: 'Cantidad',
  startDate: 'Fecha de inicio',
  endDate: 'Fecha de fin',
  pricedOnRequest: 'Precio a solicitud',
  remove: 'Quitar',
  removeUnit: (title) => `Quitar ${title}`,
  addAnother: 'Agregar otra unidad',
  rentTotal: 'Alquiler estimado:',
  buyTotal: 'Precio de compra:',
  onRequestCount: (n) =>
    n === 1 ? 'Más 1 línea con precio a solicitud.' : `Más ${n} líneas con precio a solicitud.`,
  fieldsInError: (n) =>
    n === 1 ? 'Un campo requiere su atención.' : `${n} campos requieren su atención.`,
  generalIntro: 'Solicitud general.',
  generalHint:
    'Describa el trabajo en las notas y la sucursal más cercana le sugerirá el equipo adecuado.',
  rentOrBuy: '¿Desea alquilar o comprar?',
  rentHint: 'Para un trabajo: por día, semana o mes',
  buyHint: 'Para que sea suyo: nuevo o usado',
  whenNeeded: '¿Cuándo lo necesita?',
  timeframe: 'Plazo de compra',
  chooseTimeframe: 'Elija un plazo',
  detailsTitle: 'Obra y contacto',
  name: 'Nombre',
  email: 'Correo electrónico',
  phone: 'Teléfono',
  company: 'Empresa',
  jobsiteAddress: 'Dirección de la obra',
  jobsiteZip: 'Código postal de la obra',
  poNumber: 'Número de orden de compra',
  notesForBranch: 'Notas para la sucursal',
  describeNeed: 'Describa el equipo que necesita',
  nearestBranch: 'Su solicitud va a la sucursal más cercana a la obra.',
  preferredBranch: 'Sucursal preferida:',
  savedBranch: 'su sucursal guardada',
  place: (city, state) => `${city}, ${state}`,
  useNearest: 'Usar en su lugar la sucursal más cercana a la obra',
  confirmTitle: 'Confirme su solicitud',
  send: 'Enviar solicitud',
  equipment: 'Equipo',
  day: (day) => (day ? `${dayMonth(day)} ${day.slice(0, 4)}` : '?'),
  rentDates: (dates) => `Alquiler: ${dates}`,
  generalBuy: (timeframe) => `Solicitud general: compra, ${timeframe.toLowerCase()}`,
  generalRent: (from) => `Solicitud general: alquiler desde el ${from}`,
  jobsite: 'Obra',
  zip: (zip) => `Código postal ${zip}`,
  branch: (place) => `Sucursal: ${place}`,
  nearest: 'Sucursal más cercana',
  contact: 'Contacto',
  po: (po) => ` · Orden de compra ${po}`,
  notes: 'Notas',
  none: 'Ninguna',
  edit: 'Editar',
  editRow: (row) => `Editar ${row.toLowerCase()}`,
  failedTitle: 'Su solicitud no se envió',
  retry: 'Intentar de nuevo',
  notSent: 'No se pudo enviar su solicitud.',
  nothingLost: 'No se perdió nada: inténtelo de nuevo o vuelva atrás para revisar su solicitud.',
  submittedTitle: 'Solicitud recibida',
  another: 'Solicitar otra cotización',
  done: 'Listo',
  thanks: (name) =>
    name
      ? `¡Gracias, ${name}! Recibimos su solicitud de cotización.`
      : '¡Gracias! Recibimos su solicitud de cotización.',
  reference: 'Su referencia:',
  confirmationTo: (email) =>
    `Le enviamos una confirmación a ${email}. Mencione la referencia cuando hable con la sucursal.`,
  availabilityChecking: 'Verificando disponibilidad…',
  availabilityFree: (free, fleet) => `${free} de ${fleet} libres todos los días`,
  availabilityBooked: (runs) => `Reservado el ${dayRuns(runs)}`,
  availabilityShort: (free, fleet, runs) => `Solo ${free} de ${fleet} libres el ${dayRuns(runs)}`,
  availabilityCut: (text, days) => `${text} (se verificaron los primeros ${days} días)`,
  availabilityFailed:
    'No pudimos verificar la disponibilidad: la sucursal la confirmará con la cotización.',
  datesBooked: (runs) => `Reservado el ${dayRuns(runs)}: elija otras fechas.`,
  datesShort: (free, fleet, runs) =>
    `Solo ${free} de ${fleet} libres el ${dayRuns(runs)}: elija otras fechas o menos unidades.`,
};
