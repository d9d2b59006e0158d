// `pnpm run manifest`: writes custom-elements.json from the JSDoc of the element classes
// (@tag, @attr, @event, @csspart, @cssproperty) and their `customElements.define` calls.
export default {
  globs: ['src/loader/*-element.ts', 'src/loader/widgets-loader.ts'],
  outdir: '.',
  litelement: false,
};
