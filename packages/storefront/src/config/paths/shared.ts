/** What the areas of the route table share: the account area's root and the guard lists. */

import type { GuardName } from '../route-entry';

export const ACCOUNT = '/authorized/account';

export const SIGNED_IN: readonly GuardName[] = ['authenticated'];
export const MEMBER: readonly GuardName[] = ['authenticated', 'verified'];
export const PLATFORM_ADMIN: readonly GuardName[] = [...MEMBER, 'platform-admin'];
