import { LOCAL_BRANCH_UPDATED_EVENT, localBranchKey, type Equipment } from '@liftline/sdk';
import { aBranch } from '@liftline/sdk/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import { PRODUCT_KEY } from '@/config/env';
import { paths } from '@/config/paths';
import { aHoldingBranch, anEquipment } from '@/features/equipment/testing/equipment-data';
import { apiError, fakeApi, json, type FakeApi } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';
import EquipmentDetailRoute from './equipment-detail';

// The real page and widgets, with the storefront's client over a fake API.
let api: FakeApi = fakeApi();

const requests = () =>
  api.calls().map((call) => ({
    pathname: `/api/v1${call.path}`,
    search: call.query.toString() ? `?${call.query.toString()}` : '',
  }));
const detailRequests = () =>
  requests().filter((url) => url.pathname.startsWith('/api/v1/equipment/'));

function serve(equipment: (branchId: string | null) => Equipment | Response) {
  const answer = ({ query }: { query: URLSearchParams }) => {
    const unit = equipment(query.get('branch_id'));
    return unit instanceof Response ? unit : json(unit);
  };
  api = fakeApi({ 'GET /equipment/:id': answer });
}

function renderDetail(id: number | string = 7) {
  return renderApp(<Route path={paths.equipmentDetail.path} component={EquipmentDetailRoute} />, {
    url: paths.equipmentDetail.getHref(id),
    api,
  });
}

const title = anEquipment().title;

describe('equipment detail page', () => {
  it('reserves the layout with a skeleton, then shows the unit with its breadcrumbs and title', async () => {
    serve(() => anEquipment());
    renderDetail();

    expect(screen.getByRole('status').textContent).toContain('Loading equipment');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Equipment 7');

    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    // The title is set in an effect after the page renders.
    await waitFor(() => expect(document.title).toBe(`${title} | Liftline`));
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      [...trail.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Home', '/'],
      ['Equipment', '/equipment'],
      ['Lift trucks', '/equipment?category=lift-trucks'],
    ]);
    expect(trail.querySelector('[aria-current="page"]')?.textContent).toBe(title);
  });

  it('shows the specification table with row headers: structured fields, then the spec lines', async () => {
    serve(() => anEquipment());
    renderDetail();

    const table = await screen.findByRole('table');
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [
        within(row).getByRole('rowheader').textContent,
        within(row).getByRole('cell').textContent,
      ]);
    expect(rows).toEqual([
      ['Make', 'Toyota'],
      ['Model', '8FGCU25'],
      ['Year', '2021'],
      ['Condition', 'Used'],
      ['Capacity', '5,000 lbs'],
      ['Lift height', '15.5 ft'],
      ['Fuel type', 'LPG'],
      ['Hours used', '9,156 hours'],
      ['Stock number', 'LT-10482'],
      ['Mast type', 'Triple stage'],
    ]);
  });

  it('leaves out structured fields the unit does not have', async () => {
    serve(() => anEquipment({ capacity_lbs: null, fuel_type: null, hours_used: null, specs: [] }));
    renderDetail();

    const table = await screen.findByRole('table');
    const headers = within(table)
      .getAllByRole('rowheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['Make', 'Model', 'Year', 'Condition', 'Lift height', 'Stock number']);
  });

  it('renders the description as text with its line breaks, never as HTML', async () => {
    const description = 'Line one <img src="x" onerror="alert(1)">\nLine <b>two</b>';
    serve(() => anEquipment({ description }));
    renderDetail();

    await screen.findByRole('heading', { level: 1, name: title });
    const section = screen.getByRole('region', { name: 'Description' });
    const text = within(section).getByText(/Line one/);
    expect(text.textContent).toBe(description);
    expect(text.querySelector('img, b')).toBeNull();
  });

  it('asks for the saved branch’s data and says the unit is available there', async () => {
    localStorage.setItem(localBranchKey(PRODUCT_KEY), JSON.stringify(aBranch({ id: 1 })));
    serve(() => anEquipment());
    renderDetail();

    expect(await screen.findByText('Available at your branch (Chicago, IL)')).toBeTruthy();
    expect(detailRequests().map((url) => url.search)).toEqual(['?branch_id=1']);
  });

  it('asks without branch_id when no branch is saved and prompts to find one', async () => {
    serve(() => anEquipment());
    renderDetail();

    expect(
      await screen.findByText('Find your local branch to see availability near you.'),
    ).toBeTruthy();
    expect(detailRequests().map((url) => url.search)).toEqual(['']);
  });

  it('reloads with a branch found later, keeping the page on screen meanwhile', async () => {
    serve(() => anEquipment());
    renderDetail();
    await screen.findByText('Find your local branch to see availability near you.');

    const branch = aBranch({ id: 1 });
    act(() => {
      window.dispatchEvent(
        new CustomEvent(LOCAL_BRANCH_UPDATED_EVENT, {
          detail: { productKey: PRODUCT_KEY, zip_code: '60601', branch },
        }),
      );
    });

    // No skeleton flash: the unit stays while its branch's answer loads.
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(await screen.findByText('Available at your branch (Chicago, IL)')).toBeTruthy();
    expect(detailRequests().map((url) => url.search)).toEqual(['', '?branch_id=1']);
  });

  it('shows the unit a server-rendered page carries at once, also to a visitor with a saved branch', async () => {
    localStorage.setItem(localBranchKey(PRODUCT_KEY), JSON.stringify(aBranch({ id: 1 })));
    serve(() => anEquipment());
    // What the server embeds: the answer without a branch (seo/unit-page.ts, unitQueryData).
    const embedded = {
      key: ['get', '/equipment/{id}', { params: { path: { id: 7 }, query: {} } }],
      data: anEquipment(),
    };
    renderApp(<Route path={paths.equipmentDetail.path} component={EquipmentDetailRoute} />, {
      url: paths.equipmentDetail.getHref(7),
      api,
      queryData: [embedded],
    });

    // The first render is the unit (what the HTML already showed), never the skeleton.
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
    // The saved branch's own answer is asked for and replaces it.
    expect(await screen.findByText('Available at your branch (Chicago, IL)')).toBeTruthy();
    expect(detailRequests().map((url) => url.search)).toEqual(['?branch_id=1']);
  });

  it('shows the not-found page for an unknown unit', async () => {
    serve(() => apiError(404, 'Not found', { slug: 'not_found' }));
    renderDetail(999);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page could not be found' }),
    ).toBeTruthy();
    expect(screen.getByText('404')).toBeTruthy();
  });

  it('shows the not-found page for an id that is not a number, without asking the API', () => {
    serve(() => anEquipment());
    renderDetail('forklift');

    expect(
      screen.getByRole('heading', { level: 1, name: 'This page could not be found' }),
    ).toBeTruthy();
    expect(api.calls()).toHaveLength(0);
  });

  it('shows other failures with a retry that loads the unit again', async () => {
    let fail = true;
    serve(() =>
      fail ? apiError(503, 'Database unavailable', { slug: 'server_error' }) : anEquipment(),
    );
    renderDetail();

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not load this equipment.');
    expect(alert.textContent).toContain('Database unavailable');

    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
  });

  it('offers a quote request about this unit', async () => {
    serve(() => anEquipment());
    renderDetail();
    await screen.findByRole('heading', { level: 1, name: title });
    const before = api.calls().length;

    fireEvent.click(screen.getByRole('button', { name: 'Request a Quote' }));

    // The quote flow looks the unit up by the id it was given.
    await waitFor(() =>
      expect(
        requests()
          .slice(before)
          .map((url) => url.pathname),
      ).toContain('/api/v1/equipment/7'),
    );
  });

  it('offers to contact the branch holding the unit, else the saved branch, else nobody', async () => {
    serve(() => anEquipment({ branch: aHoldingBranch({ name: 'Chicago – West Loop' }) }));
    const first = renderDetail();
    fireEvent.click(await screen.findByRole('button', { name: 'Contact branch' }));
    expect(screen.getByRole('dialog', { name: 'Contact Chicago – West Loop' })).toBeTruthy();
    expect((screen.getByLabelText('Subject') as HTMLInputElement).value).toBe(
      `Question about ${title}`,
    );
    first.unmount();

    localStorage.setItem(
      localBranchKey(PRODUCT_KEY),
      JSON.stringify(aBranch({ id: 4, name: 'Columbus', city: 'Columbus', state: 'OH' })),
    );
    serve(() => anEquipment({ branch: null }));
    const second = renderDetail();
    fireEvent.click(await screen.findByRole('button', { name: 'Contact branch' }));
    expect(screen.getByRole('dialog', { name: 'Contact Columbus' })).toBeTruthy();
    second.unmount();

    localStorage.clear();
    serve(() => anEquipment({ branch: null }));
    renderDetail();
    await screen.findByRole('heading', { level: 1, name: title });
    expect(screen.queryByRole('button', { name: 'Contact branch' })).toBeNull();
  });
});
