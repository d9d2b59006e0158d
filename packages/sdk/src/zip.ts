import { en } from './messages/en';

/** A zip code is exactly five digits. */
export const ZIP_CODE_LENGTH = 5;
export const INVALID_ZIP_MESSAGE = en.invalidZip;

const FIVE_DIGITS = /^[0-9]{5}$/;

export function isValidZip(value: string): boolean {
  return FIVE_DIGITS.test(value);
}
