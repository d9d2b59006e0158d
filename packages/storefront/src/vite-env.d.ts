/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Phone number shown in the footer and call-to-action sections, e.g. "(800) 555-0199". */
  readonly VITE_SUPPORT_PHONE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
