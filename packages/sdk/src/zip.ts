/** A zip code is exactly five digits. */
export const ZIP_CODE_LENGTH = 5;
export const INVALID_ZIP_MESSAGE = 'Please provide a five digit zip code';

const FIVE_DIGITS = /^[0-9]{5}$/;

export function isValidZip(value: string): boolean {
  return FIVE_DIGITS.test(value);
}
