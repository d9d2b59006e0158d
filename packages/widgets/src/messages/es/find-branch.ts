import type { findBranch as english } from '../en/find-branch';
import type { Words } from '../index';

/** `<find-branch>` and its dialog, in Spanish (loaded with the element's code: see messages/es.ts). */
export const findBranch: Words<typeof english> = {
  label: 'Buscar sucursal',
  place: (city, state) => `${city}, ${state}`,
  changeBranch: 'Cambiar sucursal',
  change: 'Cambiar',
  title: 'Buscar sucursal por código postal',
  close: 'Cerrar',
  zipLabel: 'Código postal',
  zipPlaceholder: 'Escriba su código postal',
  cancel: 'Cancelar',
  submit: 'Buscar',
  choicesTitle: 'Elija su sucursal',
  distance: (miles) => `${miles} mi`,
  openUntil: (closes) => `Abierta ahora · cierra a las ${closes}`,
  opensAt: (opens) => `Cerrada ahora · abre a las ${opens}`,
  opensOn: (day, opens) => `Cerrada ahora · abre el ${day} a las ${opens}`,
  closedToday: 'Cerrada hoy',
  errorTitle: '¡Uy!',
  dismiss: 'Cerrar aviso',
};
