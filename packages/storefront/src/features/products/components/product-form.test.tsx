import { ApiError } from '@liftline/sdk';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aUser } from '@/testing/auth';
import { aBranch, serveBranches } from '@/features/branches/testing/branch-fixtures';
import type { FakeApi } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';
import type { ProductCreateInput } from '../api/product-types';
import {
  emptyProductValues,
  productValues,
  type ProductFormValues,
} from '../form/product-form-values';
import { aProduct } from '../testing/product-fixtures';
import { ProductForm } from './product-form';

type OnSave = (input: ProductCreateInput) => Promise<ProductFormValues | null>;

function renderForm({
  initial = productValues(aProduct()),
  onSave = vi.fn<OnSave>(async () => null) as OnSave,
  readOnlyReason,
  user = aUser(),
  api,
}: {
  initial?: ProductFormValues;
  onSave?: OnSave;
  readOnlyReason?: string;
  user?: ReturnType<typeof aUser>;
  api?: FakeApi;
} = {}) {
  renderApp(
    <ProductForm
      initialValues={initial}
      onSave={onSave}
      submitLabel="Save changes"
      readOnlyReason={readOnlyReason}
    />,
    { user, api },
  );
  return { onSave: vi.mocked(onSave) };
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) =>
  fireEvent.change(field(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
const messageOf = (control: HTMLElement) =>
  document.getElementById(control.getAttribute('aria-describedby')?.split(' ').at(-1) ?? '')
    ?.textContent;

/** Whether leaving the page now would ask first (the browser's unload prompt). */
function wouldWarnOnUnload(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('ProductForm: branch', () => {
  it('picks the branch from the active branches and sends its id (or null for none)', async () => {
    const api = serveBranches([
      aBranch({ id: 3 }),
      aBranch({ id: 5, name: 'Fresno', city: 'Fresno', state: 'CA' }),
    ]);
    const { onSave } = renderForm({ api });
    await screen.findByRole('option', { name: 'Fresno — Fresno, CA' });
    fireEvent.change(screen.getByLabelText('Branch'), { target: { value: '5' } });
    save();
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![0]).toMatchObject({ branch_id: 5 });

    fireEvent.change(screen.getByLabelText('Branch'), { target: { value: '' } });
    save();
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(2));
    expect(onSave.mock.calls[1]![0]).toMatchObject({ branch_id: null });
  });
});

describe('ProductForm: validation', () => {
  it('does not send an invalid form; it shows each message and focuses the first field', async () => {
    const { onSave } = renderForm({ initial: emptyProductValues() });
    save();

    await waitFor(() => expect(document.activeElement).toBe(field('Title')));
    expect(field('Title').getAttribute('aria-invalid')).toBe('true');
    expect(messageOf(field('Title'))).toBe('Enter a title.');
    expect(messageOf(field('Year'))).toBe('Enter the model year.');
    expect(messageOf(screen.getByLabelText('Category'))).toBe('Choose a category.');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('applies the publishing rules before sending', async () => {
    const { onSave } = renderForm({ initial: { ...productValues(aProduct()), for_rent: false } });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'published' } });
    save();

    await waitFor(() => expect(messageOf(field('For rent'))).toMatch(/for rent, for sale or both/));
    expect(onSave).not.toHaveBeenCalled();

    fireEvent.click(field('For sale'));
    save();
    await waitFor(() =>
      expect(messageOf(field('Sale price (USD)'))).toMatch(/sale price to publish/),
    );
    type('Sale price (USD)', '42,000');
    save();
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![0]).toMatchObject({
      status: 'published',
      for_sale: true,
      sale_price: 42000,
    });
  });

  it('puts the server’s 422 messages next to their fields (dot paths) and shows the validation toast', async () => {
    const onSave = vi.fn<OnSave>(async () => {
      throw new ApiError(422, 'Unprocessable Entity', {
        message: 'Invalid',
        slug: 'validation_failed',
        errors: {
          'rental_rates.daily': ['must be >= 0'],
          'specs.0.label': ['must NOT have more than 200 characters'],
          branch_id: ['The selected branch does not exist.'],
          'specs.9.value': ['unknown line'],
        },
      });
    });
    renderForm({ onSave });
    save();

    const toast = await screen.findByTestId('toast-region');
    await waitFor(() =>
      expect(toast.textContent).toContain('Validation Error: Check inputs and try again.'),
    );
    expect(messageOf(field('Daily rate (USD)'))).toBe('must be >= 0');
    expect(messageOf(field('Line 1 label'))).toBe('must NOT have more than 200 characters');
    expect(messageOf(screen.getByLabelText('Branch'))).toBe('The selected branch does not exist.');
    // A field the form has no place for is still shown.
    expect(
      screen
        .getAllByRole('alert')
        .some((el) => el.textContent?.includes('specs.9.value: unknown line')),
    ).toBe(true);
  });

  it.each([
    ['stock_number', 'Stock number', 'That stock number is already used by another product.'],
    [
      'fleet_quantity',
      'Units at the branch',
      'More units are booked on some day: release holds first.',
    ],
  ])('shows a 409 by the field it names (%s)', async (name, label, message) => {
    renderForm({
      onSave: async () => {
        throw new ApiError(409, 'Conflict', {
          message,
          slug: 'conflict',
          errors: { [name]: [message] },
        });
      },
    });
    save();
    await waitFor(() => expect(messageOf(field(label))).toBe(message));
    const others = ['Stock number', 'Units at the branch'].filter((other) => other !== label);
    for (const other of others) expect(field(other).getAttribute('aria-invalid')).toBeNull();
  });

  it('asks for a fleet of 1 to 999 whole units and sends it as a number', async () => {
    const { onSave } = renderForm();
    for (const [typed, message] of [
      ['', 'Enter how many units the branch holds.'],
      ['0', 'Must be at least 1.'],
      ['2.5', 'Enter a whole number.'],
      ['1000', 'Must be at most 999.'],
    ] as const) {
      type('Units at the branch', typed);
      save();
      await waitFor(() => expect(messageOf(field('Units at the branch'))).toBe(message));
    }
    expect(onSave).not.toHaveBeenCalled();
    type('Units at the branch', '4');
    save();
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![0]).toMatchObject({ fleet_quantity: 4 });
  });

  it('shows other failures in the error toast and keeps the input', async () => {
    renderForm({
      onSave: async () => {
        throw new ApiError(503, 'Service Unavailable', {
          message: 'Try again later.',
          slug: 'server_error',
        });
      },
    });
    type('Title', 'Changed');
    save();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Service Unavailable: Try again later.',
    );
    expect(field('Title').value).toBe('Changed');
    expect(wouldWarnOnUnload()).toBe(true); // still unsaved
  });
});

describe('ProductForm: specifications', () => {
  it('adds a line with focus in it, and keeps focus in the list when lines are removed', async () => {
    const { onSave } = renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Add a line' }));
    await waitFor(() => expect(document.activeElement).toBe(field('Line 2 label')));
    type('Line 2 label', 'Forks');
    type('Line 2 value', '48 in');

    fireEvent.click(screen.getByRole('button', { name: 'Remove line 1' }));
    await waitFor(() => expect(document.activeElement).toBe(field('Line 1 label')));
    expect(field('Line 1 label').value).toBe('Forks');
    fireEvent.click(screen.getByRole('button', { name: 'Remove line 1' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add a line' })),
    );

    save();
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![0].specs).toEqual([]);
  });
});

describe('ProductForm: unsaved changes', () => {
  it('warns before leaving only while there are unsaved changes', async () => {
    const saved = { ...productValues(aProduct()), title: 'Changed' };
    renderForm({ onSave: async () => saved });
    expect(wouldWarnOnUnload()).toBe(false);

    type('Title', 'Changed');
    expect(wouldWarnOnUnload()).toBe(true);
    type('Title', aProduct().title);
    expect(wouldWarnOnUnload()).toBe(false);

    type('Title', 'Changed');
    await act(async () => save());
    expect(await screen.findByText('Saved.')).toBeTruthy();
    expect(wouldWarnOnUnload()).toBe(false);
  });

  it('asks before following a link away from a changed form, and stays on Cancel', () => {
    renderForm();
    type('Make', 'Hyster');
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const link = document.createElement('a');
    link.href = '/equipment';
    document.body.append(link);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(click);
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(click.defaultPrevented).toBe(true);
    link.remove();
    confirm.mockRestore();
  });
});

describe('ProductForm: read-only', () => {
  it('disables every field, offers no Save, says why and never warns', () => {
    renderForm({ readOnlyReason: 'Your role lacks products.manage.' });
    expect(screen.getByText('Your role lacks products.manage.')).toBeTruthy();
    expect(field('Title').matches(':disabled')).toBe(true);
    expect(field('Line 1 value').matches(':disabled')).toBe(true);
    expect(
      within(screen.getByRole('form', { name: 'Product' })).queryByRole('button', {
        name: 'Save changes',
      }),
    ).toBeNull();
    expect(wouldWarnOnUnload()).toBe(false);
  });
});

describe('ProductForm: publishing rights', () => {
  it('an account not approved to publish cannot choose Published, and is told why', async () => {
    const base = aUser();
    renderForm({
      initial: emptyProductValues(),
      user: aUser({ current_account: { ...base.current_account, publishing_approved: false } }),
    });
    const status = (await screen.findByLabelText('Status')) as HTMLSelectElement;
    const published = within(status).getByRole('option', {
      name: 'Published',
    }) as HTMLOptionElement;
    expect(published.disabled).toBe(true);
    expect(status.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText(/a platform administrator approves new accounts/)).toBeTruthy();
  });

  it('an approved account can', async () => {
    renderForm({ initial: emptyProductValues() });
    const status = (await screen.findByLabelText('Status')) as HTMLSelectElement;
    expect(
      (within(status).getByRole('option', { name: 'Published' }) as HTMLOptionElement).disabled,
    ).toBe(false);
  });
});
