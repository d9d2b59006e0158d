/** What the dealer-site operations answer: a missing site, origins refused, the sites' cap. */
export const dealerSiteMessages = {
  siteNotFound: /*i18n*/ {
    id: 'dealer.siteNotFound',
    message: 'This dealer site could not be found.',
  },
  tooManySites: /*i18n*/ {
    id: 'dealer.tooManySites',
    message:
      'An account can register at most {max} dealer sites (deactivated ones count too). Reuse a deactivated site instead.',
  },
  onlyAdmins: /*i18n*/ {
    id: 'dealer.onlyAdmins',
    message: 'Only platform administrators can see every dealer site.',
  },
  originInvalid: /*i18n*/ {
    id: 'field.origin.invalid',
    message:
      'must be an origin: http:// or https://, a host name and an optional port from 1 to 65535, nothing else',
  },
  originRepeated: /*i18n*/ {
    id: 'field.origins.repeated',
    message:
      'lists {origin} more than once (origins are compared in lower case, without the default port)',
  },
  originTaken: /*i18n*/ {
    id: 'field.origins.taken',
    message: '{origin} is already an origin of the active dealer site “{site}” of this account',
  },
};
