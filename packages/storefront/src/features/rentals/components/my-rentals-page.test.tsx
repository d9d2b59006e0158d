import { addDays, localToday } from '@liftline/sdk';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { AppRouter } from '@/app/router';
import { aUser } from '@/testing/auth';
import { apiError, fakeApi, json, type FakeRoutes } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';
import type { Rental, RentalRequest } from '../rentals-api';
import { aRental, aRentalRequest } from '../testing/rental-fixtures';

const URL_ = '/authorized/user/rentals';
const TODAY = localToday();
/** A rental on rent from yesterday to four days on. */
const ON_RENT = aRental({ start_date: addDays(TODAY, -1), end_date: addDays(TODAY, 4) });

function rentalsServer(items: Rental[], more: FakeRoutes = {}) {
  return fakeApi({ 'GET /user/rentals': () => json({ items }), ...more });
}

const cardOf = async (unit: string) =>
  (await screen.findByRole('heading', { level: 2, name: unit })).closest('article') as HTMLElement;

// The page's lazy module, transformed once before the first test: on a loaded machine its first
// import inside a test took longer than the queries wait.
beforeAll(() => import('@/app/routes/user/rentals'), 30_000);

describe('My rentals', () => {
  it('lists each rental: unit, status, days, branch, jobsite, PO, agreement, its requests', async () => {
    const rental = aRental({
      agreement_url: 'https://liftline.test/api/v1/quotes/abc/agreement.pdf',
      requests: [
        aRentalRequest({ status: 'refused', end_date: '2027-03-20', reason: 'Booked for a show' }),
        aRentalRequest({
          id: 302,
          kind: 'service',
          status: 'scheduled',
          description: 'The platform drifts down.',
          pickup_date: '2027-03-12',
        }),
      ],
    });
    renderApp(<AppRouter />, { api: rentalsServer([rental]), user: aUser(), url: URL_ });

    const card = await cardOf('JLG 450AJ boom lift');
    expect(
      within(card).getByRole('link', { name: 'JLG 450AJ boom lift' }).getAttribute('href'),
    ).toBe('/equipment/9');
    expect(within(card).getByText('On rent')).toBeTruthy();
    expect(card.textContent).toMatch(/Mar 10\s?–\s?14/);
    for (const text of ['Liftline Chicago', '9 Canal St, 60606', 'PO-7781', 'Q-2027-000042'])
      expect(within(card).getByText(text)).toBeTruthy();
    expect(
      within(card).getByRole('link', { name: 'Rental agreement (PDF)' }).getAttribute('href'),
    ).toBe(rental.agreement_url);
    const requests = within(card).getByRole('list', { name: 'Requests about JLG 450AJ boom lift' });
    const [extension, service] = within(requests).getAllByRole('listitem') as [
      HTMLElement,
      HTMLElement,
    ];
    expect(extension.textContent).toContain('Extension');
    expect(extension.textContent).toContain('Refused');
    expect(extension.textContent).toContain('Until Mar 20, 2027');
    expect(extension.textContent).toContain('The branch’s reason: Booked for a show');
    expect(service.textContent).toContain('Scheduled');
    expect(service.textContent).toContain('Visit on Mar 12, 2027');
    expect(service.textContent).toContain('The platform drifts down.');
    expect(screen.getByText('1 rental')).toBeTruthy();
  });

  it('dates a request by its day when it has one, else by when it was sent alone', async () => {
    const rental = aRental({
      requests: [
        aRentalRequest({ id: 303, kind: 'service', status: 'open', description: 'Leaks oil' }),
        aRentalRequest({
          id: 304,
          kind: 'off_rent',
          number: 'CO-2027-000009',
          pickup_date: '2027-03-13',
        }),
      ],
    });
    renderApp(<AppRouter />, { api: rentalsServer([rental]), user: aUser(), url: URL_ });
    const card = await cardOf('JLG 450AJ boom lift');
    const [service, callOff] = within(card)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('p')!.textContent);
    expect(service).toBe('Sent Mar 11, 2027');
    expect(callOff).toBe('Pickup on Mar 13, 2027 · Sent Mar 11, 2027');
  });

  it('offers only what the status allows', async () => {
    const items = [
      aRental({ id: 1, equipment: { id: 1, title: 'Unit on rent' } }),
      aRental({
        id: 2,
        equipment: { id: 2, title: 'Unit called off' },
        status: 'off_rent_requested',
        requests: [aRentalRequest({ kind: 'off_rent', number: 'CO-2027-000003' })],
      }),
      aRental({ id: 3, equipment: { id: 3, title: 'Unit returned' }, status: 'returned' }),
    ];
    renderApp(<AppRouter />, { api: rentalsServer(items), user: aUser(), url: URL_ });

    const buttons = async (unit: string) =>
      within(await cardOf(unit))
        .queryAllByRole('button')
        .map((button) => button.textContent);
    expect(await buttons('Unit on rent')).toEqual([
      'Keep it longer',
      'Call it off',
      'Report a problem',
    ]);
    expect(await buttons('Unit called off')).toEqual(['Report a problem']);
    expect((await cardOf('Unit called off')).textContent).toContain('Call-off CO-2027-000003');
    expect(await buttons('Unit returned')).toEqual([]);
  });

  it('says how to get rentals when there are none', async () => {
    renderApp(<AppRouter />, { api: rentalsServer([]), user: aUser(), url: URL_ });
    expect(await screen.findByText(/No rentals yet/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse the equipment' }).getAttribute('href')).toBe(
      '/equipment',
    );
  });

  it('sends a customer without a verified address to the verification notice', async () => {
    const api = rentalsServer([ON_RENT]);
    const { history } = renderApp(<AppRouter />, {
      api,
      user: aUser({ email_verified_at: null }),
      url: URL_,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Please verify your e-mail address' }),
    ).toBeTruthy();
    expect(history.at(-1)).toBe('/authorized/verification-required');
    expect(api.calls('GET /user/rentals')).toEqual([]);
  });

  it('extends: a 409 names the days the unit is not free, in words, at the field; a free day is sent', async () => {
    const taken = [addDays(TODAY, 5), addDays(TODAY, 6)];
    const api = rentalsServer([ON_RENT], {
      'POST /user/rentals/:id/extension': (request) => {
        const { end_date } = request.body as { end_date: string };
        if (end_date >= taken[0]!)
          return apiError(
            409,
            `JLG 450AJ boom lift is not free on ${taken[0]} – ${taken[1]} (held, or booked by another rental). Nothing was changed.`,
            { slug: 'conflict', days: taken },
          );
        return json(aRentalRequest({ end_date }), 201);
      },
    });
    renderApp(<AppRouter />, { api, user: aUser(), url: URL_ });

    const open = within(await cardOf('JLG 450AJ boom lift')).getByRole('button', {
      name: 'Keep it longer',
    });
    open.focus();
    fireEvent.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Keep JLG 450AJ boom lift longer' });
    const field = within(dialog).getByLabelText('New last day');
    expect(document.activeElement).toBe(field);

    fireEvent.change(field, { target: { value: addDays(TODAY, 6) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ask for the extension' }));
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    const message = document.getElementById(
      field.getAttribute('aria-describedby')!.split(' ').at(-1)!,
    );
    const words = new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' });
    expect(message?.textContent).toMatch(/^The unit is not free on .+: another customer/);
    expect(message?.textContent).toContain(words.format(new Date(`${taken[0]}T00:00:00Z`)));
    expect(message?.textContent).not.toContain(taken[0]);
    await waitFor(() => expect(document.activeElement).toBe(field));

    fireEvent.change(field, { target: { value: addDays(TODAY, 4 + 0) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ask for the extension' }));
    // Not after the current last day: the form's own rule, nothing sent.
    await waitFor(() =>
      expect(within(dialog).getByText(/Pick a day after the current last day/)).toBeTruthy(),
    );
    expect(api.calls('POST /user/rentals/:id/extension')).toHaveLength(1);
  });

  it('extends to a free day: sent, the dialog closes, focus back on its button, said in the page', async () => {
    const end = addDays(TODAY, 6);
    const api = rentalsServer([ON_RENT], {
      'POST /user/rentals/:id/extension': (request) =>
        json(aRentalRequest({ end_date: (request.body as { end_date: string }).end_date }), 201),
    });
    renderApp(<AppRouter />, { api, user: aUser(), url: URL_ });
    const open = within(await cardOf('JLG 450AJ boom lift')).getByRole('button', {
      name: 'Keep it longer',
    });
    open.focus();
    fireEvent.click(open);
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('New last day'), { target: { value: end } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ask for the extension' }));

    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toMatch(
        /^You asked to keep JLG 450AJ boom lift until .+\. The branch answers by e-mail\.$/,
      ),
    );
    expect(api.calls('POST /user/rentals/:id/extension')[0]!.body).toEqual({ end_date: end });
    expect(api.calls('POST /user/rentals/:id/extension')[0]!.params.id).toBe('71');
    await waitFor(() => expect(document.activeElement).toBe(open));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('moves focus to what was said when the answer takes the opening button away', async () => {
    const items = [ON_RENT];
    const api = rentalsServer(items, {
      'POST /user/rentals/:id/extension': (request) => {
        const created = aRentalRequest({
          end_date: (request.body as { end_date: string }).end_date,
        });
        items[0] = { ...ON_RENT, requests: [created] };
        return json(created, 201);
      },
    });
    renderApp(<AppRouter />, { api, user: aUser(), url: URL_ });
    const card = await cardOf('JLG 450AJ boom lift');
    fireEvent.click(within(card).getByRole('button', { name: 'Keep it longer' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('New last day'), {
      target: { value: addDays(TODAY, 6) },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ask for the extension' }));
    const status = await screen.findByText(/^You asked to keep JLG 450AJ boom lift until/);
    await waitFor(() => expect(document.activeElement).toBe(status));
    expect(within(card).queryByRole('button', { name: 'Keep it longer' })).toBeNull();
  });

  it('calls it off: pickup day, contact, phone and note sent; the call-off number shown', async () => {
    const pickup = addDays(TODAY, 2);
    const api = rentalsServer([ON_RENT], {
      'POST /user/rentals/:id/off-rent': (request) => {
        const body = request.body as Partial<RentalRequest>;
        return json(aRentalRequest({ kind: 'off_rent', number: 'CO-2027-000007', ...body }), 201);
      },
    });
    renderApp(<AppRouter />, { api, user: aUser(), url: URL_ });
    fireEvent.click(
      within(await cardOf('JLG 450AJ boom lift')).getByRole('button', { name: 'Call it off' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Call off JLG 450AJ boom lift' });
    const pickupField = within(dialog).getByLabelText('Pickup day');
    expect(pickupField.getAttribute('min')).toBe(TODAY);
    expect(pickupField.getAttribute('max')).toBe(ON_RENT.end_date);

    // A day after the rental's end is refused before anything is sent.
    fireEvent.change(pickupField, { target: { value: addDays(TODAY, 9) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Call it off' }));
    await waitFor(() =>
      expect(within(dialog).getByText(/at most the rental’s last day/)).toBeTruthy(),
    );
    expect(within(dialog).getByText('Enter who will meet the driver on site')).toBeTruthy();

    fireEvent.change(pickupField, { target: { value: pickup } });
    fireEvent.change(within(dialog).getByLabelText('Contact on site'), {
      target: { value: 'Sam Site' },
    });
    fireEvent.change(within(dialog).getByLabelText('Phone on site'), {
      target: { value: '(312) 555-0199' },
    });
    fireEvent.change(within(dialog).getByLabelText('Note for the driver (optional)'), {
      target: { value: 'Gate 3' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Call it off' }));

    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toMatch(
        /^Call-off CO-2027-000007 sent: pickup of JLG 450AJ boom lift on .+\./,
      ),
    );
    expect(api.calls('POST /user/rentals/:id/off-rent')[0]!.body).toEqual({
      pickup_date: pickup,
      site_contact_name: 'Sam Site',
      site_contact_phone: '(312) 555-0199',
      note: 'Gate 3',
    });
  });

  it('reports a problem as multipart: the description and the photo', async () => {
    const api = rentalsServer([ON_RENT], {
      'POST /user/rentals/:id/service-requests': () =>
        json(aRentalRequest({ kind: 'service', status: 'open', description: 'Leaks oil' }), 201),
    });
    renderApp(<AppRouter />, { api, user: aUser(), url: URL_ });
    fireEvent.click(
      within(await cardOf('JLG 450AJ boom lift')).getByRole('button', { name: 'Report a problem' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Report a problem with JLG 450AJ boom lift',
    });
    const photo = within(dialog).getByLabelText('Photo (optional)') as HTMLInputElement;

    // Not a picture: said at the field, nothing sent.
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    fireEvent.change(photo, { target: { files: [text] } });
    fireEvent.change(within(dialog).getByLabelText('What is wrong?'), {
      target: { value: 'Leaks oil' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send to the branch' }));
    await waitFor(() =>
      expect(within(dialog).getByText('Choose a JPEG, PNG or WebP picture')).toBeTruthy(),
    );
    expect(api.calls('POST /user/rentals/:id/service-requests')).toEqual([]);

    const picture = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'leak.jpg', {
      type: 'image/jpeg',
    });
    fireEvent.change(photo, { target: { files: [picture] } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send to the branch' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'The branch has your report about JLG 450AJ boom lift and will get in touch.',
      ),
    );
    const [sent] = api.calls('POST /user/rentals/:id/service-requests');
    expect(sent!.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    const form = sent!.body as FormData;
    expect(form.get('description')).toBe('Leaks oil');
    expect((form.get('photo') as File).name).toBe('leak.jpg');
  });

  it('says the 409’s days in Spanish on a Spanish page', async () => {
    const taken = addDays(TODAY, 5);
    const api = rentalsServer([ON_RENT], {
      'POST /user/rentals/:id/extension': () =>
        apiError(409, `JLG 450AJ boom lift is not free on ${taken} (held). Nothing was changed.`, {
          slug: 'conflict',
          days: [taken],
        }),
    });
    renderApp(<AppRouter />, { api, user: aUser({ locale: 'es' } as never), url: `/es${URL_}` });
    fireEvent.click(
      within(await cardOf('JLG 450AJ boom lift')).getByRole('button', {
        name: 'Quedármela más tiempo',
      }),
    );
    const dialog = await screen.findByRole('dialog');
    const field = within(dialog).getByLabelText('Nuevo último día');
    fireEvent.change(field, { target: { value: taken } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pedir la extensión' }));
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    const message = document.getElementById(
      field.getAttribute('aria-describedby')!.split(' ').at(-1)!,
    )!.textContent;
    const day = new Intl.DateTimeFormat('es-US', { day: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${taken}T00:00:00Z`),
    );
    expect(message).toMatch(new RegExp(`^La unidad no está libre el ${day} `));
    expect(message).not.toContain(taken);
  });

  it('speaks Spanish under /es', async () => {
    renderApp(<AppRouter />, {
      api: rentalsServer([ON_RENT]),
      user: aUser({ locale: 'es' } as never),
      url: `/es${URL_}`,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mis alquileres' })).toBeTruthy();
    const card = await cardOf('JLG 450AJ boom lift');
    expect(within(card).getByRole('button', { name: 'Quedármela más tiempo' })).toBeTruthy();
    expect(within(card).getByText('Sucursal')).toBeTruthy();
    expect(within(card).getByText('Obra')).toBeTruthy();
  });
});
