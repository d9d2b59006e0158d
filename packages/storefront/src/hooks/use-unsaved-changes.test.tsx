import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useUnsavedChanges } from './use-unsaved-changes';

function Form({ dirty, onNavigate }: { dirty: boolean; onNavigate: () => void }) {
  useUnsavedChanges(dirty);
  return (
    <a
      href="/equipment"
      onClick={(event) => {
        event.preventDefault();
        onNavigate();
      }}
    >
      Equipment
    </a>
  );
}

describe('useUnsavedChanges', () => {
  afterEach(() => vi.restoreAllMocks());

  it('asks before following a link while dirty and stays when the user cancels', () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const onNavigate = vi.fn();
    render(<Form dirty onNavigate={onNavigate} />);
    fireEvent.click(screen.getByRole('link', { name: 'Equipment' }));
    expect(confirm).toHaveBeenCalledOnce();
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('leaves when the user confirms', () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const onNavigate = vi.fn();
    render(<Form dirty onNavigate={onNavigate} />);
    fireEvent.click(screen.getByRole('link', { name: 'Equipment' }));
    expect(onNavigate).toHaveBeenCalledOnce();
  });

  it('does not ask when nothing changed, and blocks unload only while dirty', () => {
    const confirm = vi.spyOn(window, 'confirm');
    const onNavigate = vi.fn();
    const { rerender } = render(<Form dirty={false} onNavigate={onNavigate} />);
    fireEvent.click(screen.getByRole('link', { name: 'Equipment' }));
    expect(confirm).not.toHaveBeenCalled();
    expect(onNavigate).toHaveBeenCalledOnce();

    const clean = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);

    rerender(<Form dirty onNavigate={onNavigate} />);
    const dirty = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(dirty);
    expect(dirty.defaultPrevented).toBe(true);
  });
});
