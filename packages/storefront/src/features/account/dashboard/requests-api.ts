import { unwrap, type Schemas } from '@liftline/sdk';
import { apiClient } from '@/lib/api-client';

export type UserRequest = Schemas['UserRequest'];
export type UserRequestPage = Schemas['UserRequestPage'];

export const REQUESTS_PER_PAGE = 5;

/** `GET /user/requests`: the signed-in user's quote and contact requests, newest first. */
export function fetchUserRequests(page: number, signal: AbortSignal): Promise<UserRequestPage> {
  return unwrap(
    apiClient.GET('/user/requests', {
      params: { query: { page, per_page: REQUESTS_PER_PAGE } },
      signal,
    }),
  );
}
