import { use, type ComponentType } from 'react';
import { PHONE_QUERY } from './phone-filters';

/**
 * A list screen's filters, with their code in a chunk of their own: their selects and
 * pickers (a combobox, a popover, Floating UI) were a fifth of what a phone fetched for a
 * list's first visit, where they wait behind the "Filters" button (phone-filters.tsx). That
 * first opening brings them. A wider screen shows them beside the search, so there the code
 * is asked for as soon as the screen's own module runs, alongside the list's data, and is in
 * by the table's first render; until it is, the table waits for it (data-table.tsx).
 */
export function filtersOnFirstUse<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let Filters: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const start = () =>
    (loading ??= load().then((component) => {
      Filters = component;
    }));
  if (!window.matchMedia(PHONE_QUERY).matches) void start();
  return function FiltersOnFirstUse(props: P) {
    if (!Filters) use(start());
    const Loaded = Filters as ComponentType<P>;
    return <Loaded {...props} />;
  };
}
