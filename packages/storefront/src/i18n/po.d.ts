// PO catalogs, compiled by @lingui/vite-plugin when imported.
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}

// A catalog of the build (build-plugins/chunk-catalogs.ts): `<locale>/shell`, or a chunk's.
declare module 'virtual:liftline-messages/*' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
