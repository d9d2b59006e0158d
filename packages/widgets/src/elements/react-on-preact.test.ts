// The chunks' React (react-on-preact.ts) on preact itself, as the chunk build runs it. Written with
// preact's `h` (this project's JSX compiles to React, which the other tests use).
import { h, render, type ComponentChild } from 'preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState, useSyncExternalStore } from './react-on-preact';

let root: HTMLElement;

function draw(child: ComponentChild) {
  root ??= document.body.appendChild(document.createElement('div'));
  render(child, root);
  return root;
}

afterEach(() => {
  render(null, root);
});

const fire = (element: Element, type: string) =>
  element.dispatchEvent(new Event(type, { bubbles: true }));

describe('the chunks’ React on preact', () => {
  it('calls a text field’s or textarea’s onChange on every input, as React does', () => {
    const onChange = vi.fn();
    const onNotes = vi.fn();
    const page = draw(
      h('div', null, h('input', { type: 'text', onChange }), h('textarea', { onChange: onNotes })),
    );
    fire(page.querySelector('input')!, 'input');
    fire(page.querySelector('textarea')!, 'input');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onNotes).toHaveBeenCalledTimes(1);
  });

  it('calls a checkbox’s, radio’s and select’s onChange on change, not on input', () => {
    const onCheck = vi.fn();
    const onSelect = vi.fn();
    const page = draw(
      h(
        'div',
        null,
        h('input', { type: 'checkbox', onChange: onCheck }),
        h('select', { onChange: onSelect }, h('option', { value: 'a' }, 'A')),
      ),
    );
    fire(page.querySelector('input')!, 'input');
    fire(page.querySelector('select')!, 'input');
    expect(onCheck).not.toHaveBeenCalled();
    expect(onSelect).not.toHaveBeenCalled();
    fire(page.querySelector('input')!, 'change');
    fire(page.querySelector('select')!, 'change');
    expect(onCheck).toHaveBeenCalledTimes(1);
    expect(onSelect).toHaveBeenCalledTimes(1);
  });

  it('keeps onInput beside onChange', () => {
    const onChange = vi.fn();
    const onInput = vi.fn();
    fire(draw(h('input', { onInput, onChange })).querySelector('input')!, 'input');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onInput).toHaveBeenCalledTimes(1);
  });

  it('bubbles onFocus and onBlur from the elements inside, as React does', () => {
    const onFocus = vi.fn();
    const onBlur = vi.fn();
    const page = draw(h('div', { onFocus, onBlur }, h('button', { type: 'button' }, 'Go')));
    page.querySelector('button')!.focus();
    page.querySelector('button')!.blur();
    expect(onFocus).toHaveBeenCalledTimes(1);
    expect(onBlur).toHaveBeenCalledTimes(1);
  });

  it('turns className into the class of HTML and SVG elements', () => {
    const page = draw(
      h('p', { className: 'lf-a' }, h('svg', { className: 'lf-icon', viewBox: '0 0 24 24' })),
    );
    expect(page.querySelector('p')!.getAttribute('class')).toBe('lf-a');
    expect(page.querySelector('svg')!.getAttribute('class')).toBe('lf-icon');
    expect(page.querySelector('svg')!.getAttribute('viewBox')).toBe('0 0 24 24');
  });

  it('uses defaultValue while the value is null, and empties a textarea whose value is null', () => {
    const page = draw(
      h(
        'div',
        null,
        h('input', { value: null, defaultValue: '3' }),
        h('textarea', { value: 'notes' }),
      ),
    );
    expect(page.querySelector('input')!.value).toBe('3');
    expect(page.querySelector('textarea')!.value).toBe('notes');
    draw(
      h(
        'div',
        null,
        h('input', { value: null, defaultValue: '3' }),
        h('textarea', { value: null }),
      ),
    );
    expect(page.querySelector('textarea')!.value).toBe('');
  });

  it('renders what useSyncExternalStore reads and follows the store', async () => {
    let count = 1;
    const listeners = new Set<() => void>();
    const subscribe = (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    };
    function Count() {
      const [label] = useState('count');
      return h('output', null, `${label} ${useSyncExternalStore(subscribe, () => count)}`);
    }
    const page = draw(h(Count, null));
    expect(page.textContent).toBe('count 1');
    await new Promise((resolve) => setTimeout(resolve, 20)); // preact's effects: after a frame
    count = 2;
    for (const listener of listeners) listener();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(page.textContent).toBe('count 2');
  });
});
