import { notFound } from '../../http/api-error';

/** What the webhook endpoint operations answer: missing records, refused events, limits, conflicts. */
export const endpointMessages = {
  endpointNotFound: /*i18n*/ {
    id: 'webhook.endpointNotFound',
    message: 'This webhook endpoint could not be found.',
  },
  deliveryNotFound: /*i18n*/ {
    id: 'webhook.deliveryNotFound',
    message: 'This delivery could not be found among the deliveries of this webhook endpoint.',
  },
  eventsNeedPermission: /*i18n*/ {
    id: 'webhook.eventsNeedPermission',
    message:
      'The events {events} carry data that only the permissions {permissions} may read, and you do not hold them. Subscribe only to events whose data you may read.',
  },
  sendingNeedsPermission: /*i18n*/ {
    id: 'webhook.sendingNeedsPermission',
    message:
      'This webhook endpoint carries the events {events}, whose data only the permissions {permissions} may read, and you do not hold them. Only someone who holds them may move it, turn it on, resend to it, rotate its secret or send it a test event.',
  },
  tooManyEndpoints: /*i18n*/ {
    id: 'field.url.tooManyEndpoints',
    message:
      'cannot be added: an account can register at most {max} webhook endpoints. Delete one you no longer use first.',
  },
  urlTaken: /*i18n*/ {
    id: 'field.url.taken',
    message: 'is already the URL of another webhook endpoint of this account',
  },
  resendWhileQueued: /*i18n*/ {
    id: 'webhook.resendWhileQueued',
    message:
      'This delivery is still queued or being sent, and will be tried anyway. Resend it once it has succeeded or failed.',
  },
  testToInactive: /*i18n*/ {
    id: 'webhook.testToInactive',
    message: 'This webhook endpoint is turned off. Turn it on before sending it a test event.',
  },
  resendToInactive: /*i18n*/ {
    id: 'webhook.resendToInactive',
    message: 'This webhook endpoint is turned off. Turn it on before resending a delivery to it.',
  },
};

/** `last_error` of the queued deliveries failed when their endpoint is turned off (stored, not translated). */
export const TURNED_OFF_ERROR = 'endpoint turned off before this delivery was sent';

export const endpointNotFound = () => notFound(endpointMessages.endpointNotFound);
