import { fillPlaceholders, ownValue, type MessageFormats } from '@matjar/shared';

/**
 * The app's translator: catalogues per language and namespace, loaded when first needed,
 * and `t` with what the catalogues use of i18next's format (ADR 0016):
 * - `ns:key.path` (the namespace before the first colon, nested keys by dots, or keys with dots);
 * - plurals by `count` (`key_one`, `key_few`, … from `Intl.PluralRules`, and `key_zero`
 *   for 0 in every language), and a `context` (`key_female`) before them;
 * - `{{name}}` and `{{name, format}}` filled as the API fills its messages (`fillPlaceholders`);
 * - a list of keys, the first found wins, then `defaultValue`, then the key itself.
 */
export type Catalogue = { readonly [key: string]: unknown };
export type TOptions = {
  count?: number;
  context?: string;
  defaultValue?: string;
  returnObjects?: boolean;
  [value: string]: unknown;
};
export interface TFunction {
  (key: string | readonly string[], options: TOptions & { returnObjects: true }): unknown;
  (key: string | readonly string[], options?: TOptions): string;
}

type Load = (language: string, namespace: string) => Promise<Catalogue> | undefined;

export class Translator {
  // '' until the first `changeLanguage`.
  #language = '';
  readonly #load: Load;
  readonly #formats: MessageFormats;
  readonly #catalogues = new Map<string, Catalogue>();
  readonly #loading = new Map<string, Promise<void>>();
  readonly #listeners = new Set<() => void>();
  readonly #pluralRules = new Map<string, Intl.PluralRules>();
  #switches = 0;

  constructor(options: { load: Load; formats?: MessageFormats }) {
    this.#load = options.load;
    this.#formats = options.formats ?? {};
  }

  get language(): string {
    return this.#language;
  }

  hasLoaded(namespaces: readonly string[], language = this.#language): boolean {
    return namespaces.every((namespace) => this.#catalogues.has(`${language}/${namespace}`));
  }

  /**
   * One promise per language and list of namespaces, kept while it is pending, so a screen
   * that suspends on it is handed the same promise on every render (React's `use`).
   */
  loadNamespaces(namespaces: string | readonly string[], language = this.#language): Promise<void> {
    const list = typeof namespaces === 'string' ? [namespaces] : namespaces;
    const id = `${language}/${list.join(',')}`;
    const pending = this.#loading.get(id);
    if (pending) return pending;
    const loading = Promise.all(list.map((namespace) => this.#loadOne(language, namespace))).then(
      () => void this.#loading.delete(id),
      (error: unknown) => {
        this.#loading.delete(id);
        throw error;
      },
    );
    this.#loading.set(id, loading);
    return loading;
  }

  async #loadOne(language: string, namespace: string): Promise<void> {
    const id = `${language}/${namespace}`;
    if (this.#catalogues.has(id)) return;
    const loading = this.#load(language, namespace);
    if (!loading) throw new Error(`No catalogue ${id}`);
    this.#catalogues.set(id, await loading);
  }

  /**
   * Switches language once the new one's catalogues of every namespace in use are here. Of
   * two switches asked for in quick succession, the later one wins, whichever loads first.
   */
  async changeLanguage(language: string, beforeSwitch?: () => void): Promise<void> {
    const switching = ++this.#switches;
    const inUse = [...this.#catalogues.keys()]
      .filter((id) => id.startsWith(`${this.#language}/`))
      .map((id) => id.slice(id.indexOf('/') + 1));
    await this.loadNamespaces(inUse, language);
    if (switching !== this.#switches) return;
    beforeSwitch?.();
    this.#language = language;
    for (const listener of this.#listeners) listener();
  }

  /** Calls `listener` after each change of language; returns the way to stop. */
  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => void this.#listeners.delete(listener);
  };

  /** `t` in a language, with a namespace for keys that name none and a prefix for those keys. */
  fixedT(namespace = 'common', keyPrefix?: string, language = this.#language): TFunction {
    const translate = (keys: string | readonly string[], options: TOptions = {}): unknown => {
      for (const key of typeof keys === 'string' ? [keys] : keys) {
        const found = this.#find(language, key, namespace, keyPrefix, options);
        if (found !== undefined) return found;
      }
      const last = typeof keys === 'string' ? keys : keys[keys.length - 1];
      return options.defaultValue ?? last?.slice(last.indexOf(':') + 1) ?? '';
    };
    return translate as TFunction;
  }

  t: TFunction = ((keys: string | readonly string[], options?: TOptions) => this.fixedT()(keys, options)) as TFunction;

  #find(language: string, key: string, defaultNamespace: string, keyPrefix: string | undefined, options: TOptions): unknown {
    const colon = key.indexOf(':');
    const namespace = colon < 0 ? defaultNamespace : key.slice(0, colon);
    const path = colon < 0 ? (keyPrefix ? `${keyPrefix}.${key}` : key) : key.slice(colon + 1);
    const catalogue = this.#catalogues.get(`${language}/${namespace}`);
    if (!catalogue) return undefined;
    for (const candidate of this.#candidates(language, path, options)) {
      const value = lookUp(catalogue, candidate);
      if (typeof value === 'string') return fillPlaceholders(value, options, this.#formats);
      if (value !== undefined && options.returnObjects) return value;
    }
    return undefined;
  }

  /** The most specific form first: context with plural, context, plural, the key. */
  #candidates(language: string, path: string, { count, context }: TOptions): string[] {
    const bases = context ? [`${path}_${context}`, path] : [path];
    if (typeof count !== 'number') return bases;
    const form = this.#pluralOf(language, count);
    return bases.flatMap((base) => [...(count === 0 ? [`${base}_zero`] : []), `${base}_${form}`, base]);
  }

  #pluralOf(language: string, count: number): Intl.LDMLPluralRule {
    let rules = this.#pluralRules.get(language);
    if (!rules) {
      rules = new Intl.PluralRules(language);
      this.#pluralRules.set(language, rules);
    }
    return rules.select(count);
  }
}

/** `a.b.c` in a tree whose keys may hold dots themselves (the shared `fields` has `name.ar`). */
function lookUp(node: unknown, path: string): unknown {
  if (typeof node !== 'object' || node === null) return undefined;
  const whole = ownValue(node as Catalogue, path);
  if (whole !== undefined) return whole;
  const parts = path.split('.');
  for (let split = 1; split < parts.length; split += 1) {
    const found = lookUp(ownValue(node as Catalogue, parts.slice(0, split).join('.')), parts.slice(split).join('.'));
    if (found !== undefined) return found;
  }
  return undefined;
}
