export { PlaceCascade, type PlaceChoice } from './place-cascade';
export { regionsQueryOptions, useRegions } from './regions-query';
export { useLocalCurrency } from './use-local-currency';
export { CustomerSelect } from './customer-select';
export { orderableQuantity, ProductSelect, type PickedProduct } from './product-select';
export { OrderSelect } from './order-select';
