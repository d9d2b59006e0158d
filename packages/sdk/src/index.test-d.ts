import { describe, expectTypeOf, it } from 'vitest';
import type { createQuoteFlow } from './index';
import {
  branchOpenState,
  can,
  createClient,
  weeklyHoursRows,
  type Branch,
  type BranchOpenState,
  type WeeklyHoursRow,
  unwrap,
  memoryStorage,
  verifyWebhook,
  type ApiClient,
  type ApiKeyClient,
  type AuthenticatedUser,
  type Schemas,
  type WebhookEvent,
  type WebhookEventOf,
  type WebhookEventType,
  type LocatedBranch,
  type QuoteRequestReceipt,
  type Quote,
} from './index';

declare const client: ApiClient;
type Lead = Schemas['Lead'];

describe('public API types', () => {
  it('branchOpenState and weeklyHoursRows take any branch shape with hours and a time zone', () => {
    expectTypeOf(branchOpenState)
      .parameter(0)
      .toMatchTypeOf<Pick<Branch, 'weekly_hours' | 'closures' | 'time_zone'>>();
    expectTypeOf(branchOpenState).parameter(1).toEqualTypeOf<Date>();
    expectTypeOf(branchOpenState).returns.toEqualTypeOf<BranchOpenState>();
    expectTypeOf<LocatedBranch>().toMatchTypeOf<Parameters<typeof branchOpenState>[0]>();
    expectTypeOf(weeklyHoursRows).returns.toEqualTypeOf<WeeklyHoursRow[]>();
  });

  it('createClient returns the typed client with the session', () => {
    expectTypeOf(createClient()).toEqualTypeOf<ApiClient>();
    expectTypeOf(createClient({ baseUrl: '/api' })).toEqualTypeOf<ApiClient>();
    expectTypeOf(client.auth.login)
      .parameter(0)
      .toEqualTypeOf<{ email: string; password: string }>();
    expectTypeOf(client.auth.login).returns.resolves.toEqualTypeOf<AuthenticatedUser>();
    expectTypeOf(client.auth.logout).returns.resolves.toBeVoid();
  });

  it('createClient({ apiKey }) returns a client without a session, and takes no session options', () => {
    const keyClient = createClient({ apiKey: 'sk_x', baseUrl: 'https://api.test/api' });
    expectTypeOf(keyClient).toEqualTypeOf<ApiKeyClient>();
    expectTypeOf(keyClient).not.toHaveProperty('auth');
    expectTypeOf(keyClient).not.toHaveProperty('tokens');
    // @ts-expect-error a key client holds no session: no storage
    createClient({ apiKey: 'sk_x', baseUrl: 'https://api.test/api', storage: memoryStorage() });
    // @ts-expect-error a key client needs an absolute baseUrl
    createClient({ apiKey: 'sk_x' });
  });

  it('verifyWebhook answers the event union, narrowed by type', () => {
    expectTypeOf(verifyWebhook).returns.resolves.toEqualTypeOf<WebhookEvent>();
    expectTypeOf<WebhookEventType>().toEqualTypeOf<
      | 'lead.created'
      | 'lead.updated'
      | 'quote_list.created'
      | 'booking.created'
      | 'booking.released'
      | 'product.published'
      | 'product.unpublished'
      | 'quote.sent'
      | 'quote.accepted'
      | 'quote.declined'
      | 'rental.extension_requested'
      | 'rental.extended'
      | 'rental.off_rent_requested'
      | 'rental.returned'
      | 'service.requested'
      | 'webhook.test'
    >();
    expectTypeOf<WebhookEventOf<'webhook.test'>['data']['sample']>().toEqualTypeOf<true>();
    expectTypeOf<WebhookEventOf<'lead.created'>['data']>().toEqualTypeOf<Lead>();
    expectTypeOf<WebhookEventOf<'booking.released'>['type']>().toEqualTypeOf<'booking.released'>();
    expectTypeOf<WebhookEventOf<'quote.accepted'>['data']>().toEqualTypeOf<Quote>();
    expectTypeOf<
      Extract<WebhookEvent, { type: 'quote_list.created' }>['data']['leads']
    >().toEqualTypeOf<Lead[]>();
  });

  it('unwrap gives the operation’s response body type', () => {
    const branch = unwrap(
      client.GET('/locate-branch', { params: { query: { zip_code: '60601' } } }),
    );
    // LocatedBranch is an intersection (Branch & extras): assignable both ways = the same shape.
    expectTypeOf(branch).resolves.toMatchTypeOf<LocatedBranch>();
    expectTypeOf<LocatedBranch>().toMatchTypeOf<Awaited<typeof branch>>();
    expectTypeOf<Awaited<typeof branch>['phone_number']>().toEqualTypeOf<string | null>();
  });

  it('operations are checked against the document', () => {
    // @ts-expect-error zip_code is required
    void client.GET('/locate-branch', { params: { query: {} } });
    // @ts-expect-error not a path of the document
    void client.GET('/no-such-path');
    // @ts-expect-error the refresh body is { refreshToken }
    void client.POST('/user/login/refresh', { body: { refresh_token: 'x' } });
  });

  it('can() takes a user (or null) and a permission name', () => {
    expectTypeOf<AuthenticatedUser | null | undefined>().toMatchTypeOf<Parameters<typeof can>[0]>();
    // @ts-expect-error a permission name is required
    can(null);
    expectTypeOf(can).returns.toBeBoolean();
  });

  it('the quote flow submits QuoteRequestInput and yields a receipt', () => {
    type Machine = ReturnType<typeof createQuoteFlow>;
    type Output = NonNullable<ReturnType<Machine['getInitialSnapshot']>['context']['receipt']>;
    expectTypeOf<Output>().toEqualTypeOf<QuoteRequestReceipt>();
  });
});
