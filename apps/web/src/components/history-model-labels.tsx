import { createContext, useCallback, useContext } from 'react';
import { useTranslation } from '../lib/i18n/use-translation';

/** Each history model the app's modules own, with the catalogue key naming it (`units` → `layout:models.units`). */
export type HistoryModelLabels = ReadonlyMap<string, string>;

const HistoryModelLabelsContext = createContext<HistoryModelLabels>(new Map());

/** Given by the app, which knows its modules; read by the screens that name history models. */
export const HistoryModelLabelsProvider = HistoryModelLabelsContext.Provider;

/** A history model's name in the active language, as its module names it; a model no module owns shows as recorded. */
export function useModelLabel(): (model: string) => string {
  const labels = useContext(HistoryModelLabelsContext);
  const { t } = useTranslation();
  return useCallback(
    (model) => {
      const key = labels.get(model);
      return key ? t(key) : model;
    },
    [labels, t],
  );
}
