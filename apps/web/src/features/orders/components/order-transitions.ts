import { TRANSITION_TABLE, type OrderStatusName, type OrderTransition } from '@matjar/shared';
import { statusNameOf } from './order-badges';

/** The status each move leads to, from the shared transition table ("Mark 3 orders as Accepted?"). */
export const targetStatusOf = (action: OrderTransition): OrderStatusName => statusNameOf(TRANSITION_TABLE[action].to);
