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
  errorTitle: '¡Uy!',
  dismiss: 'Cerrar aviso',
};
