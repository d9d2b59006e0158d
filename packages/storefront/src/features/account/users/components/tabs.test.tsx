import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Tabs } from './tabs';

const TABS = [
  { id: 'one', label: 'One' },
  { id: 'two', label: 'Two' },
  { id: 'three', label: 'Three' },
] as const;

function Harness() {
  const [selected, setSelected] = useState<'one' | 'two' | 'three'>('one');
  return (
    <Tabs label="Things" idPrefix="t" tabs={TABS} selected={selected} onSelect={setSelected}>
      <p>Panel {selected}</p>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('has the tabs roles, one tab stop, and the panel labelled by its tab', () => {
    render(<Harness />);

    expect(screen.getByRole('tablist', { name: 'Things' })).toBeTruthy();
    const [one, two] = screen.getAllByRole('tab');
    expect(one!.getAttribute('aria-selected')).toBe('true');
    expect(one!.tabIndex).toBe(0);
    expect(two!.getAttribute('aria-selected')).toBe('false');
    expect(two!.tabIndex).toBe(-1);
    const panel = screen.getByRole('tabpanel', { name: 'One' });
    expect(panel.textContent).toBe('Panel one');
    expect(one!.getAttribute('aria-controls')).toBe(panel.id);
    // The other panels exist (hidden) so aria-controls always points at an element.
    expect(document.getElementById(two!.getAttribute('aria-controls')!)?.hidden).toBe(true);
  });

  it('moves with the arrow keys (wrapping), Home and End; selection follows focus', () => {
    render(<Harness />);
    const tab = (name: string) => screen.getByRole('tab', { name });

    fireEvent.keyDown(tab('One'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('Two'));
    expect(tab('Two').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('Panel two');

    fireEvent.keyDown(tab('Two'), { key: 'End' });
    expect(document.activeElement).toBe(tab('Three'));
    fireEvent.keyDown(tab('Three'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('One'));
    fireEvent.keyDown(tab('One'), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(tab('Three'));
    fireEvent.keyDown(tab('Three'), { key: 'Home' });
    expect(document.activeElement).toBe(tab('One'));
    expect(tab('One').tabIndex).toBe(0);
    expect(tab('Three').tabIndex).toBe(-1);

    fireEvent.click(tab('Three'));
    expect(screen.getByRole('tabpanel').textContent).toBe('Panel three');
  });
});
