import { describe, expect, it } from 'vitest';
import { ELEMENT_SNIPPETS, previewMarkup } from './element-snippets';

describe('the preview’s widgets', () => {
  it('carry no site key (nothing counts for the site) and a storage prefix of their own', () => {
    for (const { element } of ELEMENT_SNIPPETS) {
      const markup = previewMarkup(element);
      expect(markup).toMatch(new RegExp(`^<${element} `));
      expect(markup).not.toMatch(/site-key|pk_/);
      expect(markup).toContain('product="liftline-preview"');
    }
  });
});
