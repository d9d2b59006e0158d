import type { SdkMessages } from './en';

/**
 * The SDK's own words in Spanish (US customers, formal "usted"). Not in the SDK's main entry, so
 * English pages never load it: `addSdkMessages('es', es)` (messages/index.ts) after importing it
 * from `@liftline/sdk/es`.
 */
export const es: SdkMessages = {
  invalidZip: 'Escriba un código postal de cinco dígitos',
  locateBranchFailed: (zip) => `No encontramos una sucursal para el código postal ${zip}`,
  validationError: 'Error de validación: revise los datos e inténtelo de nuevo.',
  networkError:
    'Error de red: no se pudo conectar con el servidor. Revise su conexión e inténtelo de nuevo.',
  somethingWentWrong: 'Algo salió mal. Inténtelo de nuevo.',
  errorNoticeTitle: '¡Uy!',
  contextFailed: (context, reason) => `${context} no funcionó: ${reason}`,
  quoteNotSent: 'No se pudo enviar su solicitud. Inténtelo de nuevo.',
  datesNotFree: 'No hay suficientes unidades libres en estas fechas: elija otras fechas.',
  quantityMin: 'Pida 1 unidad o más.',
  quantityMax: (fleet) =>
    fleet === 1
      ? 'La sucursal tiene 1 unidad de este equipo: pida 1 como máximo.'
      : `La sucursal tiene ${fleet} unidades de este equipo: pida ${fleet} como máximo.`,
  firstDayMissing: 'Elija el primer día de alquiler.',
  dayPast: 'Elija hoy o un día posterior.',
  firstDayTooFar: (latest) =>
    `Elija un día dentro de los próximos dos años (a más tardar el ${latest}).`,
  lastDayMissing: 'Elija el último día de alquiler.',
  lastDayBeforeFirst: 'El último día es anterior al primero.',
  rentalTooLong: (maxDays) => `Alquile por ${maxDays} días como máximo.`,
  tooLong: (max) => `Use ${max} caracteres como máximo`,
  startDateMissing: 'Indique el día en que lo necesita',
  startDatePast: 'Elija hoy o un día posterior',
  timeframeMissing: 'Indique cuándo piensa comprar',
  listingMissing: 'Indique si desea alquilar o comprar',
  jobsiteAddressMissing: 'Escriba la dirección de la obra',
  nameMissing: 'Escriba su nombre',
  emailInvalid: 'Escriba un correo electrónico válido',
  phoneInvalid: 'Escriba un número de teléfono al que podamos llamarle',
  timeframes: {
    immediately: 'De inmediato',
    'within-30-days': 'En los próximos 30 días',
    'within-90-days': 'En los próximos 90 días',
    'just-researching': 'Solo estoy investigando',
  },
  periods: { four_weeks: '4 semanas', week: 'semana', day: 'día' },
  estimateLine: (count, period, rate) => `${count} × ${period} ${rate}`,
  estimateDisclaimer: 'Estimado antes de impuestos, entrega y exención por daños.',
  closed: 'Cerrado',
};
