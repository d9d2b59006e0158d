import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppRouter } from '@/app/router';
import { aUser } from '@/testing/auth';
import { fakeApi, json } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';
import type { WebhookDelivery } from '../integrations-api';
import { aDelivery, anEndpoint, aPage } from '../testing/integration-fixtures';

const ENDPOINT = '/authorized/account/webhooks/5';
const manager = aUser({ permissions: ['webhooks.manage', 'leads.view'] });

function server(active: boolean, deliveries: WebhookDelivery[]) {
  return fakeApi({
    'GET /account/:id/webhooks/:endpointId': () => json(anEndpoint({ active })),
    'GET /account/:id/webhooks/:endpointId/deliveries': () => json(aPage(deliveries)),
    'POST /account/:id/webhooks/:endpointId/test': () => {
      const test = aDelivery({
        id: 77,
        event: {
          id: 'evt_testTestTestTestTest0001',
          type: 'webhook.test',
          created_at: '2026-11-28T09:00:00.000Z',
          body: '{"type":"webhook.test","data":{"sample":true}}',
        },
        status: 'pending',
        attempt_count: 0,
        attempts: [],
      });
      deliveries.unshift(test);
      return json(test, 202);
    },
  });
}

const card = async (name: RegExp) =>
  (await screen.findByRole('heading', { level: 3, name })).closest('article')!;

describe('the request a delivery sent', () => {
  it('shows the newest attempt’s headers with the signature, and the body as signed', async () => {
    renderApp(<AppRouter />, { api: server(true, [aDelivery()]), user: manager, url: ENDPOINT });
    const delivery = await card(/^Lead received/);
    const request = within(delivery)
      .getByText(/^The request/)
      .closest('details')!;
    const [headers, body] = [...request.querySelectorAll('pre')].map((pre) => pre.textContent);
    expect(headers).toContain('Liftline-Signature: t=1795770030,v1=5f2b9c0e');
    expect(headers).toContain('Content-Type: application/json');
    expect(JSON.parse(body!)).toMatchObject({ type: 'lead.created' });
  });

  it('says so when the body is hidden (no permission to read the event) or headers were not kept', async () => {
    const hidden = aDelivery({
      event: { ...aDelivery().event, body: null },
      attempts: [{ ...aDelivery().attempts[1]!, request_headers: null }],
    });
    renderApp(<AppRouter />, { api: server(true, [hidden]), user: manager, url: ENDPOINT });
    const delivery = await card(/^Lead received/);
    expect(within(delivery).getByText(/^Hidden: this event carries data/)).toBeTruthy();
    expect(within(delivery).getByText('Not kept for this attempt.')).toBeTruthy();
  });
});

describe('send test event', () => {
  it('queues a test event and shows it at the top of the log', async () => {
    const api = server(true, [aDelivery()]);
    renderApp(<AppRouter />, { api, user: manager, url: ENDPOINT });
    fireEvent.click(await screen.findByRole('button', { name: 'Send test event' }));
    await waitFor(() =>
      expect(api.calls('POST /account/:id/webhooks/:endpointId/test')).toHaveLength(1),
    );
    expect(api.calls('POST /account/:id/webhooks/:endpointId/test')[0]!.params).toEqual({
      id: '1',
      endpointId: '5',
    });
    expect(await card(/^Test event evt_testTestTestTestTest0001/)).toBeTruthy();
  });

  it('is unavailable while the endpoint is off', async () => {
    renderApp(<AppRouter />, { api: server(false, []), user: manager, url: ENDPOINT });
    const button = await screen.findByRole('button', { name: 'Send test event' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });
});
