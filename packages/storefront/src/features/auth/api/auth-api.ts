import { ApiError, unwrap, type Schemas } from '@liftline/sdk';
import { apiClient } from '@/lib/api-client';

export type InvitePreview = Schemas['InvitePreview'];
export type InviteStatus = Schemas['InviteStatus'];
export type AcceptInviteResult = Schemas['AcceptInviteResult'];

/**
 * A 429 answer (`rate_limited`) with the wait the server asked for (`Retry-After`, seconds). Its
 * `message` is the ApiError's (status text and the server's message, spec §8).
 */
export class RateLimitedError extends ApiError {
  readonly retryAfterSeconds: number | null;

  constructor(error: ApiError, retryAfterSeconds: number | null) {
    super(error.status, error.statusText, error.body);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

function secondsOf(header: string | null): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds);
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

/** `unwrap()` that keeps the `Retry-After` of a 429 (see {@link RateLimitedError}). */
async function request<R extends { response: Response }>(
  pending: Promise<R>,
): ReturnType<typeof unwrap<R>> {
  let retryAfter: string | null = null;
  try {
    return await unwrap(
      pending.then((result) => {
        retryAfter = result.response.headers.get('retry-after');
        return result;
      }),
    );
  } catch (error) {
    if (error instanceof ApiError && error.status === 429)
      throw new RateLimitedError(error, secondsOf(retryAfter));
    throw error;
  }
}

/** POST /user/forgot-password: always the same neutral answer (202), whether the address exists. */
export async function requestPasswordReset(email: string): Promise<void> {
  await request(apiClient.POST('/user/forgot-password', { body: { email } }));
}

/** POST /user/reset: a used, expired or unknown token is a 422 on `token`. */
export async function resetPassword(input: Schemas['ResetPasswordInput']): Promise<void> {
  await request(apiClient.POST('/user/reset', { body: input }));
}

/** POST /user/verify-email: an unknown or expired token is a 422 on `token`. */
export async function verifyEmail(token: string): Promise<void> {
  await request(apiClient.POST('/user/verify-email', { body: { token } }));
}

/**
 * POST /user/email-change/cancel ("this wasn't me"): cancels the e-mail change, signs out every
 * session of the account and mails a password reset link. An unusable token is a 422 on `token`.
 */
export async function cancelEmailChange(token: string): Promise<void> {
  await request(apiClient.POST('/user/email-change/cancel', { body: { token } }));
}

/** GET /user/verify-email: a new link for the signed-in user (202; 409 when already verified). */
export async function resendVerificationEmail(): Promise<void> {
  await request(apiClient.GET('/user/verify-email'));
}

/** GET /user/account-invite: the invite behind a link (404 when the token is unknown). */
export function getInvitePreview(token: string, signal?: AbortSignal): Promise<InvitePreview> {
  return request(
    apiClient.GET('/user/account-invite', {
      params: { query: { token } },
      ...(signal ? { signal } : {}),
    }),
  );
}

/** POST /user/accept-invite: joins the account; the answer carries the refreshed user. */
export function acceptInvite(token: string): Promise<AcceptInviteResult> {
  return request(apiClient.POST('/user/accept-invite', { body: { token } }));
}
