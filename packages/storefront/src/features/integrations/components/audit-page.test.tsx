import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppRouter } from '@/app/router';
import { aUser } from '@/testing/auth';
import { fakeApi, json } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';
import type { AuditEvent } from '../integrations-api';
import { anApiKey, anAuditEvent, aPage } from '../testing/integration-fixtures';

const AUDIT = '/authorized/account/audit';

const EVENTS: AuditEvent[] = [
  anAuditEvent({
    id: 903,
    action: 'operation.performed',
    actor: {
      kind: 'api_key',
      user: null,
      api_key: { id: 3, name: 'ERP sync', prefix: 'sk_4fQm9ZkD' },
    },
    target: { type: 'operation', id: 'createHold', label: 'POST /account/1/bookings' },
  }),
  anAuditEvent({
    id: 902,
    action: 'webhook_endpoint.disabled',
    actor: { kind: 'system', user: null, api_key: null },
    target: { type: 'webhook_endpoint', id: '5', label: 'https://erp.example/hook' },
  }),
  anAuditEvent(),
];

function auditServer(total = EVENTS.length) {
  return fakeApi({
    'GET /account/:id/audit': () => json(aPage(EVENTS, { perPage: 25, total })),
    'GET /account/:id/api-keys': () => json(aPage([anApiKey()])),
  });
}

const rowOf = (text: string) => screen.getByText(text).closest('tr')!;

describe('the audit log', () => {
  it('says who did what to what: a key, the server itself, a member', async () => {
    renderApp(<AppRouter />, {
      api: auditServer(),
      user: aUser({ permissions: ['audit.view'] }),
      url: AUDIT,
    });
    expect(await screen.findByText('3 events')).toBeTruthy();
    const byKey = rowOf('Change made with an API key');
    expect(within(byKey).getByText('ERP sync (sk_4fQm9ZkD…)')).toBeTruthy();
    expect(within(byKey).getByText('API key')).toBeTruthy();
    expect(within(byKey).getByText('POST /account/1/bookings')).toBeTruthy();
    const bySystem = rowOf('Webhook endpoint disabled after failures');
    expect(within(bySystem).getByText('Liftline')).toBeTruthy();
    expect(within(bySystem).getByText('https://erp.example/hook')).toBeTruthy();
    const byMember = rowOf('API key created');
    expect(within(byMember).getByText('Olive Owner')).toBeTruthy();
    // Without api_keys.manage, no key filter (it would list the keys).
    expect(screen.queryByLabelText('API key')).toBeNull();
  });

  it('keeps one key’s events, from the URL and from the filter', async () => {
    const api = auditServer();
    const { history } = renderApp(<AppRouter />, {
      api,
      user: aUser({ permissions: ['audit.view', 'api_keys.manage'] }),
      url: `${AUDIT}?api_key_id=3`,
    });
    await screen.findByText('3 events');
    expect(api.calls('GET /account/:id/audit')[0]!.query.get('api_key_id')).toBe('3');
    const filter = screen.getByLabelText('API key') as HTMLSelectElement;
    await waitFor(() => expect(filter.value).toBe('3'));
    expect(within(filter).getByRole('option', { name: 'ERP sync (sk_4fQm9ZkD…)' })).toBeTruthy();
    fireEvent.change(filter, { target: { value: '' } });
    await waitFor(() => expect(history.at(-1)).toBe(AUDIT));
    await waitFor(() =>
      expect(api.calls('GET /account/:id/audit').at(-1)!.query.get('api_key_id')).toBeNull(),
    );
  });

  it('pages through the list with links that keep the filter', async () => {
    const api = auditServer(60);
    renderApp(<AppRouter />, {
      api,
      user: aUser({ permissions: ['audit.view'] }),
      url: `${AUDIT}?api_key_id=3&page=2`,
    });
    const pages = await screen.findByRole('navigation', { name: 'Audit log pages' });
    expect(api.calls('GET /account/:id/audit')[0]!.query.get('page')).toBe('2');
    expect(within(pages).getByRole('link', { name: /3/ }).getAttribute('href')).toBe(
      `${AUDIT}?api_key_id=3&page=3`,
    );
    expect(screen.getByRole('link', { name: 'Show everyone’s' }).getAttribute('href')).toBe(AUDIT);
  });
});
