import { describe, expect, it } from 'vitest';
import { INVALID_ZIP_MESSAGE, isValidZip } from './zip';

describe('zip rule', () => {
  it.each(['60601', '94103', '00000', '02134'])('accepts five digits: %s', (zip) => {
    expect(isValidZip(zip)).toBe(true);
  });

  it.each(['1234', '123456', '6060a', ' 6060', '60601 ', '60601-1234', '', '٦٠٦٠١', '6060１'])(
    'rejects anything else: %j',
    (zip) => {
      expect(isValidZip(zip)).toBe(false);
    },
  );

  it('has the spec message', () => {
    expect(INVALID_ZIP_MESSAGE).toBe('Please provide a five digit zip code');
  });
});
