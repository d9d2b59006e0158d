import { withValues, type Text } from '../i18n/i18n';

/** The sentences of the error shape the error handler itself writes (`message` and field errors). */
export const errorMessages = {
  invalidData: /*i18n*/ { id: 'error.invalidData', message: 'The given data was invalid.' },
  serverError: /*i18n*/ {
    id: 'error.serverError',
    message: 'Something went wrong on our side. Please try again in a moment.',
  },
  serviceUnavailable: /*i18n*/ {
    id: 'error.serviceUnavailable',
    message: 'The service is briefly unavailable. Please try again in a few seconds.',
  },
  notFound: /*i18n*/ { id: 'error.notFound', message: 'The requested resource was not found.' },
  unauthenticated: /*i18n*/ {
    id: 'error.unauthenticated',
    message: 'Please sign in to continue.',
  },
  forbidden: /*i18n*/ { id: 'error.forbidden', message: 'You may not do this.' },
  conflict: /*i18n*/ {
    id: 'error.conflict',
    message: 'The request conflicts with the current state of the resource.',
  },
  payloadTooLarge: /*i18n*/ { id: 'error.payloadTooLarge', message: 'The request is too large.' },
  unsupportedMediaType: /*i18n*/ {
    id: 'error.unsupportedMediaType',
    message: 'This type of content is not accepted here.',
  },
  rateLimited: /*i18n*/ {
    id: 'error.rateLimited',
    message: 'Too many requests. Please try again later.',
  },
  urlUnreadable: /*i18n*/ {
    id: 'error.urlUnreadable',
    message: 'The request URL could not be read.',
  },
  bodyUnreadable: /*i18n*/ {
    id: 'error.bodyUnreadable',
    message: 'The request body could not be read.',
  },
} as const;

/** Field errors (`errors` of a 422): the field name is the key, these sentences its values. */
export const fieldMessages = {
  required: /*i18n*/ { id: 'field.required', message: 'is required' },
  notAccepted: /*i18n*/ { id: 'field.notAccepted', message: 'is not an accepted field' },
  zipCode: /*i18n*/ { id: 'field.zipCode', message: 'must be a five digit zip code' },
  pattern: /*i18n*/ { id: 'field.pattern', message: 'has an invalid format' },
  email: /*i18n*/ { id: 'field.email', message: 'must be a valid e-mail address' },
  format: /*i18n*/ {
    id: 'field.format',
    message:
      '{kind, select, date {must be a valid date} datetime {must be a valid date-time} time {must be a valid time} uri {must be a valid uri} uuid {must be a valid uuid} other {must be a valid {format}}}',
  },
  type: /*i18n*/ {
    id: 'field.type',
    message:
      '{type, select, string {must be a string} integer {must be an integer} number {must be a number} boolean {must be a boolean} object {must be an object} array {must be an array} null {must be a null} other {has the wrong type}}',
  },
  typeOrNull: /*i18n*/ {
    id: 'field.typeOrNull',
    message:
      '{type, select, string {must be a string or null} integer {must be an integer or null} number {must be a number or null} boolean {must be a boolean or null} object {must be an object or null} array {must be an array or null} other {has the wrong type}}',
  },
  enum: /*i18n*/ { id: 'field.enum', message: 'must be one of: {values}' },
  notEmpty: /*i18n*/ { id: 'field.notEmpty', message: 'must not be empty' },
  minLength: /*i18n*/ {
    id: 'field.minLength',
    message:
      '{limit, plural, one {must be at least # character} other {must be at least # characters}}',
  },
  maxLength: /*i18n*/ {
    id: 'field.maxLength',
    message:
      '{limit, plural, one {must be at most # character} other {must be at most # characters}}',
  },
  minimum: /*i18n*/ { id: 'field.minimum', message: 'must be at least {limit}' },
  maximum: /*i18n*/ { id: 'field.maximum', message: 'must be at most {limit}' },
  exclusiveMinimum: /*i18n*/ {
    id: 'field.exclusiveMinimum',
    message: 'must be greater than {limit}',
  },
  exclusiveMaximum: /*i18n*/ { id: 'field.exclusiveMaximum', message: 'must be less than {limit}' },
  minItems: /*i18n*/ {
    id: 'field.minItems',
    message:
      '{limit, plural, one {must have at least # entry} other {must have at least # entries}}',
  },
  maxItems: /*i18n*/ {
    id: 'field.maxItems',
    message: '{limit, plural, one {must have at most # entry} other {must have at most # entries}}',
  },
  uniqueItems: /*i18n*/ { id: 'field.uniqueItems', message: 'must not repeat an entry' },
  oneOf: /*i18n*/ { id: 'field.oneOf', message: 'does not match any accepted shape' },
  invalid: /*i18n*/ { id: 'field.invalid', message: 'is invalid' },
  outOfRange: /*i18n*/ {
    id: 'field.outOfRange',
    message: 'is out of range or contains invalid characters',
  },
  validUrl: /*i18n*/ {
    id: 'field.validUrl',
    message: 'must be a valid URL (percent-encoded UTF-8)',
  },
  finiteNumber: /*i18n*/ { id: 'field.finiteNumber', message: 'must be a finite number' },
  validJson: /*i18n*/ { id: 'field.validJson', message: 'must be valid JSON' },
  unreadable: /*i18n*/ { id: 'field.unreadable', message: 'could not be read' },
} as const;

/** A field message with its values (`must be at most {limit}`). */
export const fieldMessage = (
  key: keyof typeof fieldMessages,
  values: Record<string, unknown>,
): Text => withValues(fieldMessages[key], values);
