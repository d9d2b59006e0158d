import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { aBranch, serveBranches } from '@/features/branches/testing/branch-fixtures';
import { renderApp } from '@/testing/render-app';
import { BranchField } from './branch-field';

function Harness({
  initial = '',
  current = null,
  onChange,
}: {
  initial?: string;
  current?: ReturnType<typeof aBranch> | null;
  onChange: (value: string) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <BranchField
      value={value}
      current={current}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

const columbus = aBranch({ id: 3 });
const fresno = aBranch({ id: 5, name: 'Fresno', city: 'Fresno', state: 'CA' });

describe('BranchField', () => {
  it('picks one of the active branches ("Name — City, ST"), or none', async () => {
    const onChange = vi.fn();
    const api = serveBranches([columbus, fresno]);
    renderApp(<Harness onChange={onChange} />, { api });

    const select = screen.getByLabelText('Branch') as HTMLSelectElement;
    await screen.findByRole('option', { name: 'Fresno — Fresno, CA' });
    expect(Array.from(select.options).map((option) => option.textContent)).toEqual([
      'No branch',
      'Columbus — Columbus, OH',
      'Fresno — Fresno, CA',
    ]);
    expect(api.calls('GET /branches')[0]!.query.get('per_page')).toBe('100');

    fireEvent.change(select, { target: { value: '5' } });
    expect(onChange).toHaveBeenLastCalledWith('5');
    fireEvent.change(select, { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('keeps the product’s branch selectable when the directory no longer lists it', async () => {
    const gone = aBranch({ id: 9, name: 'Akron', city: 'Akron' });
    renderApp(<Harness initial="9" current={gone} onChange={vi.fn()} />, {
      api: serveBranches([columbus]),
    });
    await screen.findByRole('option', { name: 'Columbus — Columbus, OH' });
    const select = screen.getByLabelText('Branch') as HTMLSelectElement;
    await waitFor(() => expect(select.value).toBe('9'));
    expect(select.selectedOptions[0]!.textContent).toBe('Akron — Akron, OH (not listed)');
  });
});
