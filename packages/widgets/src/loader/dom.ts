/** A child of `h`: nodes and text; `null`/`false` are skipped. */
export type Child = Node | string | null | false | undefined;

/** Builds an element with attributes and children: the loader paints with plain DOM, no framework. */
export function h(tag: string, attributes: Record<string, string> = {}, ...children: Child[]) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  for (const child of children) if (child) element.append(child);
  return element;
}

/** An inline SVG icon (`lf-icon`, hidden from screen readers) from its shapes. */
export function icon(...shapes: [tag: string, attributes: Record<string, string>][]) {
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  svg.setAttribute('class', 'lf-icon');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('aria-hidden', 'true');
  for (const [tag, attributes] of shapes) {
    const shape = document.createElementNS('http://www.w3.org/2000/svg', tag);
    for (const [name, value] of Object.entries(attributes)) shape.setAttribute(name, value);
    svg.append(shape);
  }
  return svg;
}
