/**
 * What the lazily loaded dialog (request-quote-modal.mjs) takes from the main bundle instead of
 * bundling its own copies: one preact, one xstate and one @xstate/react per page. The dialog's
 * build (vite.modal.config.ts) makes these modules external and fails when the dialog imports a
 * name that is not listed here; `modalRuntime` (modal-runtime.ts) must provide every name.
 */
export const MODAL_RUNTIME = {
  react: ['useCallback', 'useEffect', 'useId', 'useMemo', 'useRef', 'useState'],
  'react/jsx-runtime': ['Fragment', 'jsx', 'jsxs'],
  xstate: ['assign', 'emit', 'fromPromise', 'setup'],
  '@xstate/react': ['useActorRef', 'useSelector'],
} as const;

export type ModalRuntimeModule = keyof typeof MODAL_RUNTIME;

export type ModalRuntime = {
  [M in ModalRuntimeModule]: Record<(typeof MODAL_RUNTIME)[M][number], unknown>;
};

/** The identifier each module is bound to inside the dialog's `init(runtime)` function. */
export const MODAL_RUNTIME_GLOBALS: Record<ModalRuntimeModule, string> = {
  react: '__lf_react',
  'react/jsx-runtime': '__lf_jsx',
  xstate: '__lf_xstate',
  '@xstate/react': '__lf_xstate_react',
};
