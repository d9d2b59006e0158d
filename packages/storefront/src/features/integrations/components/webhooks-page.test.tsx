import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppRouter } from '@/app/router';
import { aUser } from '@/testing/auth';
import { fakeApi, json, noContent, validationError, type FakeApi } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';
import type { WebhookEndpoint } from '../integrations-api';
import { anEndpoint, aPage, WEBHOOK_SECRET } from '../testing/integration-fixtures';

const WEBHOOKS = '/authorized/account/webhooks';
const URL_ = 'https://erp.dealer.example/liftline/webhooks';
const manager = aUser({ permissions: ['webhooks.manage', 'leads.view', 'products.view'] });

/** A server holding `endpoints`; adding one answers it with its secret. */
function webhooksServer(endpoints: WebhookEndpoint[], onCreate?: () => Response): FakeApi {
  return fakeApi({
    'GET /account/:id/webhooks': () => json(aPage(endpoints)),
    'POST /account/:id/webhooks': (request) => {
      if (onCreate) return onCreate();
      const endpoint = anEndpoint({ id: 6, ...(request.body as Partial<WebhookEndpoint>) });
      endpoints.push(endpoint);
      return json({ ...endpoint, secret: WEBHOOK_SECRET }, 201);
    },
    'PUT /account/:id/webhooks/:endpointId': (request) => {
      const endpoint = endpoints.find((one) => String(one.id) === request.params.endpointId)!;
      Object.assign(endpoint, request.body);
      return json(endpoint);
    },
    'DELETE /account/:id/webhooks/:endpointId': (request) => {
      endpoints.splice(
        endpoints.findIndex((one) => String(one.id) === request.params.endpointId),
        1,
      );
      return noContent();
    },
    'POST /account/:id/webhooks/:endpointId/rotate-secret': () =>
      json({
        ...endpoints[0]!,
        previous_secret_expires_at: '2026-11-28T12:00:00.000Z',
        secret: 'whsec_NewSecret000000000000000000000000000000000',
      }),
  });
}

const card = async (url: string) =>
  (await screen.findByRole('heading', { level: 3, name: url })).closest('article')!;

async function openForm() {
  fireEvent.click(await screen.findByRole('button', { name: 'Add an endpoint' }));
  await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^URL/)));
}

const eventNames = () =>
  within(screen.getByRole('group', { name: 'Events' }))
    .getAllByRole('checkbox')
    .map((box) => (box as HTMLInputElement).value);

describe('the webhooks page', () => {
  it('lists each endpoint: its URL, events and state (failing, disabled, off)', async () => {
    renderApp(<AppRouter />, {
      api: webhooksServer([
        anEndpoint({
          failing_since: '2026-11-26T08:00:00.000Z',
          previous_secret_expires_at: '2099-01-01T00:00:00.000Z',
        }),
        anEndpoint({
          id: 7,
          url: 'https://old.example/hook',
          active: false,
          disabled_at: '2026-11-25T08:00:00.000Z',
          events: ['product.published', 'product.unpublished'],
        }),
        anEndpoint({
          id: 8,
          url: 'https://off.example/hook',
          active: false,
          previous_secret_expires_at: '2020-01-01T00:00:00.000Z',
        }),
      ]),
      user: manager,
      url: WEBHOOKS,
    });
    const erp = await card(URL_);
    expect(within(erp).getByText('Failing')).toBeTruthy();
    expect(within(erp).getByText(/Every delivery has failed since/)).toBeTruthy();
    expect(within(erp).getByText('Lead received')).toBeTruthy();
    expect(within(erp).getByText(/The previous secret also signs deliveries until/)).toBeTruthy();
    expect(
      within(erp)
        .getByRole('link', { name: `Delivery log of ${URL_}` })
        .getAttribute('href'),
    ).toBe('/authorized/account/webhooks/5');
    const old = await card('https://old.example/hook');
    expect(within(old).getByText('Disabled after failures')).toBeTruthy();
    expect(within(old).getByText('Product published')).toBeTruthy();
    const off = await card('https://off.example/hook');
    expect(within(off).getByText('Off')).toBeTruthy();
    expect(within(off).queryByText(/The previous secret/)).toBeNull(); // that day has passed
  });

  it('adds an endpoint and shows its signing secret once', async () => {
    const api = webhooksServer([]);
    renderApp(<AppRouter />, { api, user: manager, url: WEBHOOKS });
    expect(await screen.findByText('No webhook endpoints yet.')).toBeTruthy();
    await openForm();
    expect(eventNames()).toEqual([
      'lead.created',
      'lead.updated',
      'quote_list.created',
      'booking.created',
      'booking.released',
      'product.published',
      'product.unpublished',
      'quote.sent',
      'quote.accepted',
      'quote.declined',
      'rental.extension_requested',
      'rental.extended',
      'rental.off_rent_requested',
      'rental.returned',
      'service.requested',
    ]);
    fireEvent.change(screen.getByLabelText(/^URL/), { target: { value: URL_ } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Units booked (booking.created)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add the endpoint' }));

    const dialog = await screen.findByRole('dialog', { name: 'Your endpoint’s signing secret' });
    expect(api.calls('POST /account/:id/webhooks')[0]!.body).toEqual({
      url: URL_,
      events: ['lead.created', 'booking.created'],
      description: null,
      active: true,
    });
    expect((within(dialog).getByLabelText('Signing secret') as HTMLTextAreaElement).value).toBe(
      WEBHOOK_SECRET,
    );
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Copy' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'I have copied it' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add an endpoint' })),
    );
    expect(document.body.textContent).not.toContain(WEBHOOK_SECRET);
    expect(await card(URL_)).toBeTruthy();
  });

  it('offers only the events whose data the member may read', async () => {
    renderApp(<AppRouter />, {
      api: webhooksServer([]),
      user: aUser({ permissions: ['webhooks.manage', 'products.view'] }),
      url: WEBHOOKS,
    });
    await openForm();
    expect(eventNames()).toEqual(['product.published', 'product.unpublished']);
    expect(screen.getByText(/they need the permission “See leads”/)).toBeTruthy();
  });

  it('refuses a URL with a user name, and no event, before sending', async () => {
    const api = webhooksServer([]);
    renderApp(<AppRouter />, { api, user: manager, url: WEBHOOKS });
    await openForm();
    fireEvent.change(screen.getByLabelText(/^URL/), {
      target: { value: 'https://me:pw@erp.example/hook' },
    });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Lead received (lead.created)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add the endpoint' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^URL/).getAttribute('aria-invalid')).toBe('true'),
    );
    expect(screen.getByText('Choose at least one event')).toBeTruthy();
    expect(api.calls('POST /account/:id/webhooks')).toHaveLength(0);
  });

  it('shows the API’s 422 (an address it refuses) at the URL', async () => {
    const api = webhooksServer([], () =>
      validationError({ url: ['resolves to a private address (10.0.0.5)'] }),
    );
    renderApp(<AppRouter />, { api, user: manager, url: WEBHOOKS });
    await openForm();
    fireEvent.change(screen.getByLabelText(/^URL/), { target: { value: 'https://intranet/x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add the endpoint' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^URL/).getAttribute('aria-invalid')).toBe('true'),
    );
    expect(screen.getByText(/resolves to a private address/)).toBeTruthy();
  });

  it('edits the events and turns an endpoint off', async () => {
    const api = webhooksServer([anEndpoint()]);
    renderApp(<AppRouter />, { api, user: manager, url: WEBHOOKS });
    const erp = await card(URL_);
    fireEvent.click(within(erp).getByRole('button', { name: `Edit ${URL_}` }));
    fireEvent.click(within(erp).getByRole('checkbox', { name: 'Lead updated (lead.updated)' }));
    fireEvent.click(within(erp).getByRole('checkbox', { name: 'On: send events to this URL' }));
    fireEvent.click(within(erp).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.calls('PUT /account/:id/webhooks/:endpointId')).toHaveLength(1));
    expect(api.calls('PUT /account/:id/webhooks/:endpointId')[0]!.body).toEqual({
      url: URL_,
      events: ['lead.created', 'lead.updated'],
      description: null,
      active: false,
    });
    expect(await within(await card(URL_)).findByText('Off')).toBeTruthy();
  });

  it('rotates the secret after a confirmation, shows the new one and says the old one lasts 24 hours', async () => {
    const api = webhooksServer([anEndpoint()]);
    renderApp(<AppRouter />, { api, user: manager, url: WEBHOOKS });
    const rotate = within(await card(URL_)).getByRole('button', {
      name: `Rotate secret of ${URL_}`,
    });
    rotate.focus(); // as a click does in a browser
    fireEvent.click(rotate);
    const confirm = await screen.findByRole('dialog', { name: 'Rotate the signing secret?' });
    expect(api.calls('POST /account/:id/webhooks/:endpointId/rotate-secret')).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Rotate the secret' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your new signing secret' });
    expect((within(dialog).getByLabelText('Signing secret') as HTMLTextAreaElement).value).toBe(
      'whsec_NewSecret000000000000000000000000000000000',
    );
    expect(dialog.textContent).toContain('The old secret keeps working for 24 hours');
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Copy' })),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'I have copied it' }));
    await waitFor(() => expect(document.activeElement).toBe(rotate));
  });

  it('deletes an endpoint only after the confirmation', async () => {
    const api = webhooksServer([anEndpoint()]);
    renderApp(<AppRouter />, { api, user: manager, url: WEBHOOKS });
    fireEvent.click(within(await card(URL_)).getByRole('button', { name: `Delete ${URL_}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this endpoint?' });
    expect(api.calls('DELETE /account/:id/webhooks/:endpointId')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete the endpoint' }));
    expect(await screen.findByText('No webhook endpoints yet.')).toBeTruthy();
  });
});
