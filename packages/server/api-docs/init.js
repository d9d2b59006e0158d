// Starts the API reference on /api/docs (an external script: the page's CSP allows no inline code).
// The renderer (Scalar's standalone bundle, scalar.js beside this file) reads the contract the
// server serves and validates against. Self-hosted: no fonts, telemetry, proxy or AI agent from
// elsewhere.
globalThis.Scalar.createApiReference('#reference', {
  url: '/api/v1/openapi.json',
  withDefaultFonts: false,
  telemetry: false,
  agent: { disabled: true },
  mcp: { disabled: true },
  hideClientButton: false,
  showDeveloperTools: 'never',
  metaData: { title: 'Liftline API reference' },
});
