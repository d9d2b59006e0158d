import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppRouter } from '@/app/router';
import { aUser } from '@/testing/auth';
import { apiError, fakeApi, json, type FakeApi } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';
import type { WebhookDelivery, WebhookEndpoint } from '../integrations-api';
import { aDelivery, anEndpoint, aPage } from '../testing/integration-fixtures';

const ENDPOINT = '/authorized/account/webhooks/5';
const manager = aUser({ permissions: ['webhooks.manage', 'leads.view'] });

function endpointServer(endpoint: WebhookEndpoint, deliveries: WebhookDelivery[]): FakeApi {
  return fakeApi({
    'GET /account/:id/webhooks/:endpointId': (request) =>
      request.params.endpointId === String(endpoint.id)
        ? json(endpoint)
        : apiError(404, 'Not found.', { slug: 'not_found' }),
    'GET /account/:id/webhooks/:endpointId/deliveries': () => json(aPage(deliveries)),
    'POST /account/:id/webhooks/:endpointId/deliveries/:deliveryId/resend': () => {
      const resent = aDelivery({ id: 99, status: 'pending', attempt_count: 0, attempts: [] });
      deliveries.unshift(resent);
      return json(resent, 202);
    },
  });
}

const delivery = async (name: RegExp) =>
  (await screen.findByRole('heading', { level: 3, name })).closest('article')!;

describe('an endpoint’s delivery log', () => {
  it('shows each delivery: event, status, attempts, last code, duration and the answer’s first 1 KB', async () => {
    renderApp(<AppRouter />, {
      api: endpointServer(anEndpoint(), [
        aDelivery(),
        aDelivery({
          id: 40,
          event: {
            id: 'evt_failedFailedFailed00000',
            type: 'lead.updated',
            created_at: '2026-11-26T09:00:00.000Z',
            body: null,
          },
          status: 'failed',
          last_status_code: null,
          last_error: 'timeout',
          attempts: [
            {
              attempt: 1,
              request_headers: null,
              started_at: '2026-11-26T09:00:00.000Z',
              duration_ms: 10000,
              status_code: null,
              response_excerpt: null,
              error: 'timeout',
            },
          ],
        }),
      ]),
      user: manager,
      url: ENDPOINT,
    });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'https://erp.dealer.example/liftline/webhooks',
      }),
    ).toBeTruthy();
    const ok = await delivery(/^Lead received evt_3kR8vN2qL6xT0cW9mB4hZ7pY/);
    expect(within(ok).getByText('Delivered')).toBeTruthy();
    expect(within(ok).getByText('200')).toBeTruthy();
    expect(within(ok).getByText('84 ms')).toBeTruthy();
    const details = within(ok)
      .getByText(/The answer \(first 1 KB\)/)
      .closest('details')!;
    expect(details.querySelector('pre')!.textContent).toBe('{"received":true}');
    const failed = await delivery(/^Lead updated evt_failed/);
    expect(within(failed).getByText('Failed')).toBeTruthy();
    expect(within(failed).getByText('timeout')).toBeTruthy();
    expect(within(failed).getByText('10,000 ms')).toBeTruthy();
    expect(within(failed).queryByText(/The answer \(first 1 KB\)/)).toBeNull();
  });

  it('resends a finished delivery and shows the new one queued', async () => {
    const api = endpointServer(anEndpoint(), [aDelivery()]);
    renderApp(<AppRouter />, { api, user: manager, url: ENDPOINT });
    const ok = await delivery(/^Lead received/);
    fireEvent.click(
      within(ok).getByRole('button', { name: 'Resend Lead received evt_3kR8vN2qL6xT0cW9mB4hZ7pY' }),
    );
    await waitFor(() =>
      expect(
        api.calls('POST /account/:id/webhooks/:endpointId/deliveries/:deliveryId/resend'),
      ).toHaveLength(1),
    );
    const [call] = api.calls(
      'POST /account/:id/webhooks/:endpointId/deliveries/:deliveryId/resend',
    );
    expect(call!.params).toEqual({ id: '1', endpointId: '5', deliveryId: '41' });
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    expect(within(screen.getAllByRole('article')[0]!).getByText('Queued')).toBeTruthy();
  });

  it('offers no Resend while a delivery is queued, nor while the endpoint is off', async () => {
    renderApp(<AppRouter />, {
      api: endpointServer(anEndpoint({ active: false }), [
        aDelivery(),
        aDelivery({ id: 42, status: 'pending', next_attempt_at: '2026-11-27T10:00:00.000Z' }),
      ]),
      user: manager,
      url: ENDPOINT,
    });
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    expect(screen.queryByRole('button', { name: /^Resend/ })).toBeNull();
    expect(screen.getByText(/The endpoint is off/)).toBeTruthy();
  });

  it('keeps the deliveries of one status (in the URL)', async () => {
    const api = endpointServer(anEndpoint(), [aDelivery()]);
    const { history } = renderApp(<AppRouter />, { api, user: manager, url: ENDPOINT });
    await delivery(/^Lead received/);
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'failed' } });
    await waitFor(() =>
      expect(history.at(-1)).toBe('/authorized/account/webhooks/5?status=failed'),
    );
    await waitFor(() =>
      expect(
        api.calls('GET /account/:id/webhooks/:endpointId/deliveries').at(-1)!.query.get('status'),
      ).toBe('failed'),
    );
  });

  it('answers “not found” for an endpoint of another account', async () => {
    renderApp(<AppRouter />, {
      api: endpointServer(anEndpoint(), []),
      user: manager,
      url: '/authorized/account/webhooks/77',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page could not be found' }),
    ).toBeTruthy();
  });
});
