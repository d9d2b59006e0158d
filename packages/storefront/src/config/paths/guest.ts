/** The route table's authentication pages: log in, register, passwords, invites, verification. */

import { safeReturnTo } from '../return-to';
import { route } from '../route-entry';
import { withQuery } from '../with-query';
import { SIGNED_IN } from './shared';

export interface RegisterLinkOptions {
  returnTo?: string | null;
  email?: string;
  invite?: string;
}

export const guestPaths = {
  login: route({
    path: '/guest/user/login',
    getHref: (returnTo?: string | null, email?: string) =>
      withQuery('/guest/user/login', { returnTo: safeReturnTo(returnTo) ?? undefined, email }),
    load: () => import('@/app/routes/guest/login'),
    layout: 'auth',
    title: /*i18n*/ { id: 'route.login.title', message: 'Log in' },
    breadcrumb: {
      name: /*i18n*/ { id: 'route.login.breadcrumb', message: 'Log in' },
    },
  }),
  /** `invite`: the token of the invite to accept once registered; `email` prefills the form. */
  register: route({
    path: '/guest/user/register',
    getHref: ({ returnTo, email, invite }: RegisterLinkOptions = {}) =>
      withQuery('/guest/user/register', {
        returnTo: safeReturnTo(returnTo) ?? undefined,
        email,
        invite,
      }),
    load: () => import('@/app/routes/guest/register'),
    layout: 'auth',
    title: /*i18n*/ { id: 'route.register.title', message: 'Create an account' },
    breadcrumb: {
      name: /*i18n*/ { id: 'route.register.breadcrumb', message: 'Create an account' },
    },
  }),
  forgotPassword: route({
    path: '/guest/user/forgot-password',
    getHref: (email?: string) => withQuery('/guest/user/forgot-password', { email }),
    load: () => import('@/app/routes/guest/forgot-password'),
    layout: 'auth',
    title: /*i18n*/ { id: 'route.forgotPassword.title', message: 'Forgot your password?' },
    breadcrumb: {
      name: /*i18n*/ { id: 'route.forgotPassword.breadcrumb', message: 'Forgot password' },
      parent: 'login',
    },
  }),
  /** The reset e-mail's link: `/guest/user/reset-password?token=…&email=…`. */
  resetPassword: route({
    path: '/guest/user/reset-password',
    getHref: (token?: string, email?: string) =>
      withQuery('/guest/user/reset-password', { token, email }),
    load: () => import('@/app/routes/guest/reset-password'),
    layout: 'auth',
    title: /*i18n*/ { id: 'route.resetPassword.title', message: 'Choose a new password' },
    breadcrumb: {
      name: /*i18n*/ { id: 'route.resetPassword.breadcrumb', message: 'Reset password' },
      parent: 'login',
    },
  }),
  acceptInvite: route({
    path: '/authorized/accept-invite',
    getHref: (token?: string) => withQuery('/authorized/accept-invite', { token }),
    load: () => import('@/app/routes/accept-invite'),
    guards: SIGNED_IN,
    title: /*i18n*/ { id: 'route.acceptInvite.title', message: 'Accept invitation' },
    breadcrumb: {
      name: /*i18n*/ { id: 'route.acceptInvite.breadcrumb', message: 'Accept invitation' },
    },
  }),
  verificationRequired: route({
    path: '/authorized/verification-required',
    getHref: () => '/authorized/verification-required',
    load: () => import('@/app/routes/verification-required'),
    guards: SIGNED_IN,
    breadcrumb: {
      name: /*i18n*/ {
        id: 'route.verificationRequired.breadcrumb',
        message: 'Verification required',
      },
    },
  }),
} as const;
