// `pnpm run manifest`: writes custom-elements.json from the JSDoc of the element classes
// (@tag, @attr, @event, @csspart, @cssproperty) and their `customElements.define` calls.
export default {
  globs: ['src/elements/**/*-element.ts', 'src/elements/**/define.ts'],
  outdir: '.',
  litelement: false,
};
