/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Phone number shown in the footer and call-to-action sections, e.g. "(800) 555-0199". */
  readonly VITE_SUPPORT_PHONE?: string;
  /** Liftline's Facebook page (https URL); no Facebook link when unset. */
  readonly VITE_SOCIAL_FACEBOOK_URL?: string;
  /** Liftline's LinkedIn page (https URL); no LinkedIn link when unset. */
  readonly VITE_SOCIAL_LINKEDIN_URL?: string;
  /** Liftline's YouTube channel (https URL); no YouTube link when unset. */
  readonly VITE_SOCIAL_YOUTUBE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
