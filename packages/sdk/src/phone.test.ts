import { describe, expect, it } from 'vitest';
import { telHref } from './phone';

describe('telHref', () => {
  it.each([
    ['(312) 555-0142', 'tel:+13125550142'],
    ['1 (800) 555-0199', 'tel:+18005550199'],
    ['+44 20 7946 0958', 'tel:+442079460958'],
    ['555-0142', 'tel:5550142'],
  ])('%s → %s', (display, href) => {
    expect(telHref(display)).toBe(href);
  });
});
