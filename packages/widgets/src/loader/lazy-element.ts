import { addStyles } from '../elements/adopt-styles';
import { FUNNEL_EVENT, type FunnelStep } from '../elements/funnel';
import type { MountedWidget, MountWidget, WidgetAttributes } from '../elements/mount-contract';
import { importChunk, type ChunkImporter, type ChunkModule } from './chunks';
import { h } from './dom';
import css from './first-paint.scss?inline';
import { count, siteKeyOf, unwatchImpression, watchImpression } from './counter';
import { ENGLISH, isSpanish, type LoaderWords } from './loader-words';
import { showLoadError } from './toast';

let importer: ChunkImporter = importChunk;
/** One import per chunk and page; a failed one is forgotten so the next interaction retries. */
const pending = new Map<string, Promise<ChunkModule>>();
/** Chunks already there (their modules): an element connected later mounts at once. */
const ready = new Map<string, ChunkModule>();

/** Replaces how chunks are imported (tests) and forgets every chunk loaded so far. */
export function setChunkImporter(next: ChunkImporter): void {
  importer = next;
  pending.clear();
  ready.clear();
}

function loadChunk(name: string): Promise<ChunkModule> {
  let promise = pending.get(name);
  if (!promise) {
    promise = importer(name).then((module) => {
      ready.set(name, module);
      return module;
    });
    promise.catch(() => pending.delete(name));
    pending.set(name, promise);
  }
  return promise;
}

/**
 * The elements' Spanish words beside their code (English is in every chunk): importing the chunk
 * `words-es` adds them to the chunks' tables. Nothing to load for English.
 */
const SPANISH = 'words-es';
/**
 * The loader's own Spanish words (messages/es/loader.ts): never in widgets.js, so a Spanish element
 * waits for this small chunk before it shows its first paint.
 */
const LOADER_SPANISH = 'loader-es';
const loadWords = (element: Element) => isSpanish(element) && loadChunk(SPANISH);
const wordsHere = (element: Element) => !isSpanish(element) || ready.has(SPANISH);

const camelCase = (name: string) => name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/**
 * What every element of the loader shares: an open shadow root with the first paint's stylesheet,
 * a property for each attribute (reflecting), the import of the element's chunk on the first
 * pointer, focus or touch (or, with `nearViewport`, when it comes within 400px of the viewport), a
 * busy state for a click that comes before the code, and `mount` / `update` / `unmount` of the
 * chunk once it is there.
 */
export abstract class LazyElement extends HTMLElement {
  /** The chunk behind the element: its tag. @internal */
  static chunk = '';
  /** The element's own attributes (`lang` is every element's too). @internal */
  static attributeNames: readonly string[] = [];
  /** Import when the element comes near the viewport instead of on the first interaction. @internal */
  static nearViewport = false;

  static get observedAttributes(): string[] {
    return [...this.attributeNames, 'lang'];
  }

  /** Defines the element under its tag (once), with a reflecting property for each attribute. */
  static define(tag: string): void {
    if (customElements.get(tag)) return;
    for (const name of this.attributeNames) {
      Object.defineProperty(this.prototype, camelCase(name), {
        configurable: true,
        get(this: HTMLElement) {
          return this.getAttribute(name);
        },
        set(this: HTMLElement, value: unknown) {
          if (value === null || value === undefined) this.removeAttribute(name);
          else this.setAttribute(name, String(value));
        },
      });
    }
    customElements.define(tag, this as unknown as CustomElementConstructor);
  }

  /** @internal */
  protected readonly root: ShadowRoot;
  /** `<style>` elements of browsers that cannot adopt stylesheets: kept through every paint. */
  readonly #styles: Node[] = [];
  #mounted: MountedWidget | null = null;
  /** A click on the control waits for the code. */
  #clicked = false;
  #observer: IntersectionObserver | null = null;
  /** The words of the first paint, in the element's language (see `#paint`). @internal */
  declare protected words: LoaderWords;

  constructor() {
    super();
    this.root = this.attachShadow({ mode: 'open' });
    this.addStyles(css);
    const load = () => this.#load();
    for (const type of ['pointerenter', 'focusin', 'touchstart'])
      this.addEventListener(type, load, { passive: true });
    this.addEventListener('click', (event) => this.#onClick(event));
    // The chunk's funnel steps (open, step, submit), counted for the element's dealer site.
    this.root.addEventListener(FUNNEL_EVENT, (event) =>
      count(this, (event as CustomEvent<FunnelStep>).detail),
    );
  }

  /** @internal */
  private get statics() {
    return this.constructor as typeof LazyElement;
  }

  /**
   * The current values of the observed attributes, as the chunk's `mount` takes them; `site-key`
   * is the key in effect (the element's, else the script's `data-site-key`; null when malformed).
   * @internal
   */
  get widgetAttributes(): WidgetAttributes {
    return {
      ...Object.fromEntries(
        this.statics.observedAttributes.map((name) => [name, this.getAttribute(name)]),
      ),
      'site-key': siteKeyOf(this),
    };
  }

  /** Paints the element's first state into `root` (again after an attribute change). */
  protected abstract paint(): void;

  /** The first paint's styles (see `addStyles`). */
  protected addStyles(styles: string): void {
    const style = addStyles(this.root, styles);
    if (style) this.#styles.push(style);
  }

  /**
   * Paints in the element's language. The loader holds English only: a Spanish element paints its
   * English first state unseen (`visibility: hidden` keeps the element's height; its width is the
   * English one), and again once the chunk `loader-es` brought its words (in English if it cannot
   * be loaded).
   * @internal
   */
  #paint(
    words = isSpanish(this)
      ? (ready.get(LOADER_SPANISH) as { words: LoaderWords } | undefined)?.words
      : ENGLISH,
  ): void {
    this.words = words ?? ENGLISH;
    this.paint();
    this.root.prepend(...this.#styles);
    if (words) return;
    // Unseen, and unheard (visibility), until the words come (CSSOM: allowed by a strict CSP).
    const widget = this.root.querySelector<HTMLElement>('.lf-widget');
    if (widget) widget.style.visibility = 'hidden';
    const again = (next?: LoaderWords) => {
      if (this.isConnected && !this.#mounted) this.#paint(next);
    };
    loadChunk(LOADER_SPANISH).then(
      () => again(),
      () => again(ENGLISH),
    );
  }

  /** The control whose click the chunk's `activate` completes (the button or link), if any. */
  protected control(): HTMLElement | null {
    return null;
  }

  /**
   * What the first paint shows from storage: the window event announcing a change on the page and
   * the storage key (another tab changed it: `storage`). Null: nothing to follow.
   */
  protected watched(): { event: string; key: string } | null {
    return null;
  }

  /** The watched value changed: paint again (subclasses may update less). */
  protected changed(): void {
    this.#paint();
  }

  #onWatched = (event: Event): void => {
    const key = (event as StorageEvent).key;
    if (event.type === 'storage' && key !== null && key !== this.watched()?.key) return;
    this.changed();
  };

  /** Start (`true`) or stop following the watched value. */
  private follow(on: boolean): void {
    const watched = this.watched();
    if (!watched) return;
    const method = on ? 'addEventListener' : 'removeEventListener';
    window[method](watched.event, this.#onWatched);
    window[method]('storage', this.#onWatched);
  }

  connectedCallback(): void {
    watchImpression(this);
    if (this.#mounted) return;
    this.#paint();
    this.follow(true);
    const mount = ready.get(this.statics.chunk);
    // Code already here (another element of the page): mount, once the language's words are too.
    if (mount) return wordsHere(this) ? this.#mount(mount.mount) : this.#load();
    if (this.statics.nearViewport) this.#observe();
  }

  disconnectedCallback(): void {
    unwatchImpression(this);
    this.follow(false);
    this.#observer?.disconnect();
    this.#observer = null;
    const mounted = this.#mounted;
    this.#mounted = null;
    mounted?.unmount();
  }

  attributeChangedCallback(): void {
    // (A language is read when the code mounts: a mounted element that turns Spanish later shows
    // Spanish only if another element of the page brought the words.)
    if (this.#mounted) return this.#mounted.update(this.widgetAttributes);
    if (!this.isConnected) return;
    this.follow(false);
    this.#paint();
    this.follow(true);
  }

  #observe(): void {
    if (typeof IntersectionObserver === 'undefined') return this.#load();
    this.#observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        this.#observer?.disconnect();
        this.#observer = null;
        this.#load();
      },
      { rootMargin: '400px' },
    );
    this.#observer.observe(this);
  }

  #onClick(event: Event): void {
    const control = this.control();
    if (this.#mounted || !control || !event.composedPath().includes(control)) return;
    this.#clicked = true;
    if (control.getAttribute('aria-busy') !== 'true') {
      control.setAttribute('aria-busy', 'true');
      const spinner = document.createElement('span');
      spinner.className = 'lf-spinner';
      spinner.setAttribute('aria-hidden', 'true');
      control.prepend(spinner);
    }
    this.#load();
  }

  #load(): void {
    if (this.#mounted) return;
    this.root.querySelector('.lf-toast')?.remove();
    Promise.all([loadChunk(this.statics.chunk), loadWords(this)]).then(
      ([{ mount }]) => {
        if (this.isConnected && !this.#mounted) this.#mount(mount);
      },
      () => this.#failed(),
    );
  }

  #mount(mount: MountWidget): void {
    this.follow(false);
    try {
      this.#mounted = mount(this, this.root, this.widgetAttributes);
    } catch {
      return this.#failed();
    }
    if (!this.#clicked) return;
    this.#clicked = false;
    this.#mounted.activate?.();
  }

  /** The code could not be loaded: the 'Oops!' toast when someone waits for it, and no busy state. */
  #failed(): void {
    if (!this.#clicked && !this.statics.nearViewport) return;
    this.#clicked = false;
    this.#paint();
    // The toast takes its colours from the widget's tokens (`.lf-widget`).
    const widget =
      this.root.querySelector('.lf-widget') ??
      this.root.appendChild(h('div', { class: 'lf-widget' }));
    showLoadError(widget, this.words);
  }
}
