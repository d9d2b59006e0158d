import { constructableStyles } from './adopt-styles';

export { adoptStyles, constructableStyles } from './adopt-styles';

/** The `<style>` fallback, rendered only where stylesheets cannot be adopted. */
export function ShadowStyles({ css }: { css: string }) {
  return constructableStyles ? null : <style>{css}</style>;
}
