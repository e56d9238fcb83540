/** The documents the print view makes of an order (`?doc=`). */
export type PrintDoc = 'invoice' | 'packing-slip';
