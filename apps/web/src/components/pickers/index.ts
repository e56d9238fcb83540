export { BrandSelect } from './brand-select';
export { CategorySelect } from './category-select';
export { categoryOptions, PATH_SEPARATOR, type CategoryOption } from './category-paths';
export type { PickerProps } from './named-select';
export { PlaceCascade, type PlaceChoice } from './place-cascade';
export { allBrandsQueryOptions, allUnitsQueryOptions, categoryTreeQueryOptions, useAllBrands, useAllUnits, useCategoryTree } from './picker-queries';
export { regionsQueryOptions, useRegions } from './regions-query';
export { UnitSelect } from './unit-select';
export { useLocalCurrency } from './use-local-currency';
