import type { Schemas } from '@liftline/sdk';

export type UserRequest = Schemas['UserRequest'];

/** How many requests the dashboard lists a page. */
export const REQUESTS_PER_PAGE = 5;
