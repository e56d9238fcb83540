/** The part of a permission module the selection logic needs. */
export interface ModuleNames {
  area: string;
  permissions: readonly { name: string }[];
}

const wildcardOf = (area: string) => `${area}.*`;

/**
 * What the form saves: a module with every permission ticked is saved as `{area}.*`, so
 * the role also gets what a later release adds to that module; others as their names.
 */
export function collapsePermissions(selected: readonly string[], modules: readonly ModuleNames[]): string[] {
  const chosen = new Set(selected);
  const out: string[] = [];
  for (const module of modules) {
    const names = module.permissions.map((p) => p.name);
    if (names.length > 0 && names.every((name) => chosen.has(name))) out.push(wildcardOf(module.area));
    else out.push(...names.filter((name) => chosen.has(name)));
  }
  return out;
}

export type CheckState = 'all' | 'some' | 'none';

/** How many of `names` are selected, as a tri-state checkbox shows it. */
export function checkState(names: readonly string[], selected: ReadonlySet<string>): CheckState {
  const count = names.filter((name) => selected.has(name)).length;
  return count === 0 ? 'none' : count === names.length ? 'all' : 'some';
}

/** Ticks or clears `names` all at once (a module's or the overall "select all"). */
export function setMany(selected: readonly string[], names: readonly string[], on: boolean): string[] {
  const next = new Set(selected);
  for (const name of names) {
    if (on) next.add(name);
    else next.delete(name);
  }
  return [...next];
}
