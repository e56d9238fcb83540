export * from './types.js';
export { priceCart } from './price-cart.js';
export { mulDivRound, percentOf, spread } from './money-math.js';
