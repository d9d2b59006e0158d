/** The route table's public pages: the store, its content pages and the e-mail links. */

import { equipmentHref, type EquipmentSearch } from '../equipment-search-url';
import { safeReturnTo } from '../return-to';
import { route } from '../route-entry';
import { withQuery } from '../with-query';

export const publicPaths = {
  home: route({
    path: '/',
    getHref: () => '/',
    load: () => import('@/app/routes/home'),
    description: /*i18n*/ {
      id: 'route.home.description',
      message:
        'Rent or buy lift trucks, construction equipment, aerial work platforms, rail cars and warehouse equipment from a Liftline branch near you.',
    },
    prerender: 'src/app/routes/home.tsx',
    indexable: true,
  }),
  /** Units on hand at the visitor's saved local branch, with the catalog's filters. */
  equipmentInventory: route({
    path: '/eq-inventory',
    getHref: (search: EquipmentSearch = {}) => equipmentHref('/eq-inventory', search),
    load: () => import('@/app/routes/equipment-inventory'),
    description: /*i18n*/ {
      id: 'route.equipmentInventory.description',
      message: 'Equipment on hand at your local Liftline branch, ready to rent or buy.',
    },
    title: /*i18n*/ { id: 'route.equipmentInventory.title', message: 'Equipment inventory' },
    breadcrumb: {
      name: /*i18n*/ { id: 'route.equipmentInventory.breadcrumb', message: 'Inventory' },
    },
    prerender: 'src/app/routes/equipment-inventory.tsx',
  }),
  /** The whole published catalog, across all branches. */
  equipment: route({
    path: '/equipment',
    getHref: (search: EquipmentSearch = {}) => equipmentHref('/equipment', search),
    load: () => import('@/app/routes/equipment'),
    description: /*i18n*/ {
      id: 'route.equipment.description',
      message:
        "Browse Liftline's lift trucks, construction equipment, aerial work platforms, rail cars and warehouse equipment for rent or sale, with rates and prices.",
    },
    title: /*i18n*/ { id: 'route.equipment.title', message: 'Equipment' },
    breadcrumb: {
      name: /*i18n*/ { id: 'route.equipment.breadcrumb', message: 'Equipment' },
    },
    prerender: 'src/app/routes/equipment.tsx',
    indexable: true,
  }),
  equipmentDetail: route({
    path: '/equipment/:equipment_id',
    getHref: (id: number | string) => `/equipment/${encodeURIComponent(String(id))}`,
    load: () => import('@/app/routes/equipment-detail'),
    shell: 'src/app/routes/equipment-detail.tsx',
    serverRendered: true,
  }),
  /**
   * The visitor's quote list (kept in local storage): its lines with dates and estimates, then the
   * jobsite and contact, sent as one request. Personal, so neither prerendered nor indexable.
   */
  quoteList: route({
    path: '/quote',
    getHref: () => '/quote',
    load: () => import('@/app/routes/quote'),
    title: /*i18n*/ { id: 'route.quoteList.title', message: 'Your quote request' },
    breadcrumb: {
      name: /*i18n*/ { id: 'route.quoteList.breadcrumb', message: 'Quote request' },
    },
  }),
  /**
   * A priced quote a branch sent (the e-mail's link: the token is the credential): read it,
   * accept and sign it, or decline it. Personal, so neither prerendered nor indexable; the server
   * renders it per request with the quote (never cached).
   */
  quoteOffer: route({
    path: '/quotes/:token',
    getHref: (token: string) => `/quotes/${encodeURIComponent(token)}`,
    load: () => import('@/app/routes/quote-offer'),
    shell: 'src/app/routes/quote-offer.tsx',
    serverRendered: true,
  }),
  /** The branch directory: every active branch, by state and city (`?q=` searches). */
  branches: route({
    path: '/branches',
    getHref: (q?: string) => withQuery('/branches', { q }),
    load: () => import('@/app/routes/branches'),
    description: /*i18n*/ {
      id: 'route.branches.description',
      message:
        'Find a Liftline branch near you: addresses, opening hours and the equipment each branch has on hand.',
    },
    title: /*i18n*/ { id: 'route.branches.title', message: 'Branches' },
    breadcrumb: {
      name: /*i18n*/ { id: 'route.branches.breadcrumb', message: 'Branches' },
    },
    indexable: true,
  }),
  /** One branch: address, hours, closures, its units and a contact form. */
  branch: route({
    path: '/branches/:branch_id',
    getHref: (id: number | string) => `/branches/${encodeURIComponent(String(id))}`,
    load: () => import('@/app/routes/branch'),
    shell: 'src/app/routes/branch.tsx',
  }),
  /** Who we are: the business, how it works, where it is. */
  about: route({
    path: '/about',
    getHref: () => '/about',
    load: () => import('@/app/routes/about'),
    description: /*i18n*/ {
      id: 'route.about.description',
      message:
        'Liftline rents and sells lift trucks and heavy equipment through local branches. Learn who we are and how renting with us works.',
    },
    title: /*i18n*/ { id: 'route.about.title', message: 'About Liftline' },
    breadcrumb: {
      name: /*i18n*/ { id: 'route.about.breadcrumb', message: 'About' },
    },
    prerender: 'src/app/routes/about.tsx',
  }),
  /** How to reach us: the head-office phone, the branch directory and its contact forms. */
  contact: route({
    path: '/contact',
    getHref: () => '/contact',
    load: () => import('@/app/routes/contact'),
    description: /*i18n*/ {
      id: 'route.contact.description',
      message:
        'Call Liftline or send a message to a branch near you about rentals, sales and quotes.',
    },
    title: /*i18n*/ { id: 'route.contact.title', message: 'Contact us' },
    breadcrumb: {
      name: /*i18n*/ { id: 'route.contact.breadcrumb', message: 'Contact' },
    },
    prerender: 'src/app/routes/contact.tsx',
  }),
  /** The rental terms and conditions. */
  terms: route({
    path: '/terms',
    getHref: () => '/terms',
    load: () => import('@/app/routes/terms'),
    description: /*i18n*/ {
      id: 'route.terms.description',
      message: 'The terms and conditions of renting equipment from Liftline.',
    },
    title: /*i18n*/ { id: 'route.terms.title', message: 'Terms of rental' },
    breadcrumb: {
      name: /*i18n*/ { id: 'route.terms.breadcrumb', message: 'Terms of rental' },
    },
    prerender: 'src/app/routes/terms.tsx',
  }),
  /** The privacy policy. */
  privacy: route({
    path: '/privacy',
    getHref: () => '/privacy',
    load: () => import('@/app/routes/privacy'),
    description: /*i18n*/ {
      id: 'route.privacy.description',
      message: 'How Liftline collects, uses and protects the personal information you give us.',
    },
    title: /*i18n*/ { id: 'route.privacy.title', message: 'Privacy policy' },
    breadcrumb: {
      name: /*i18n*/ { id: 'route.privacy.breadcrumb', message: 'Privacy' },
    },
    prerender: 'src/app/routes/privacy.tsx',
  }),
  /** The invite e-mail's link: `/invite?token=…`. */
  invite: route({
    path: '/invite',
    getHref: (token?: string) => withQuery('/invite', { token }),
    load: () => import('@/app/routes/invite'),
    title: /*i18n*/ { id: 'route.invite.title', message: 'Account invitation' },
    breadcrumb: {
      name: /*i18n*/ { id: 'route.invite.breadcrumb', message: 'Invitation' },
    },
  }),
  /** The verification e-mail's link: `/verify-email?token=…`. */
  verifyEmail: route({
    path: '/verify-email',
    getHref: (token?: string) => withQuery('/verify-email', { token }),
    load: () => import('@/app/routes/verify-email'),
    title: /*i18n*/ { id: 'route.verifyEmail.title', message: 'Verify your e-mail address' },
    breadcrumb: {
      name: /*i18n*/ { id: 'route.verifyEmail.breadcrumb', message: 'Verify e-mail' },
    },
  }),
  /** The e-mail change notice's "this wasn't me" link: `/report-email-change?token=…`. */
  reportEmailChange: route({
    path: '/report-email-change',
    getHref: (token?: string) => withQuery('/report-email-change', { token }),
    load: () => import('@/app/routes/report-email-change'),
    title: /*i18n*/ { id: 'route.reportEmailChange.title', message: 'Secure your account' },
    breadcrumb: {
      name: /*i18n*/ { id: 'route.reportEmailChange.breadcrumb', message: 'Report e-mail change' },
    },
  }),
  /** `from`: the page to load again with the current version. */
  upgradeRequired: route({
    path: '/guest/upgrade-required',
    getHref: (from?: string | null) =>
      withQuery('/guest/upgrade-required', { from: safeReturnTo(from) ?? undefined }),
    load: () => import('@/app/routes/upgrade-required'),
    title: /*i18n*/ { id: 'route.upgradeRequired.title', message: 'Please reload Liftline' },
    breadcrumb: {
      name: /*i18n*/ { id: 'route.upgradeRequired.breadcrumb', message: 'Update required' },
    },
  }),
} as const;
