import { type ProductChildInput, moneyToStored } from '@matjar/shared';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../lib/clock.js';
import { notFound } from '../../lib/errors.js';
import { type Actor, recordHistory } from '../../lib/history.js';
import type { MediaStore } from '../media/index.js';
import { searchTextOf, toChild } from './product-mapping.js';
import { invalid, priceAllowed, productCodes } from './product-rules.js';
import { refreshParentStock } from './product-variants.js';
import * as repo from './products.repository.js';

const model = 'products';

/** A variant, addressed under its own parent only (another parent's id answers 404). */
async function loadChild(trx: Db, parentId: number, childId: number) {
  const child = await repo.findProduct(trx, childId);
  if (!child || child.parent_id !== parentId) throw notFound();
  return child;
}

/** A variant's own edit form: sku, barcode, prices, stock and image; the parent's stock follows. */
export function updateChild(
  db: Db,
  media: MediaStore,
  { parentId, childId }: { parentId: number; childId: number },
  input: ProductChildInput,
  actor: Actor,
) {
  return productCodes.mapped(() => media.withImage(input.image, 'image', (image) =>
    db.transaction().execute(async (trx) => {
      const child = await loadChild(trx, parentId, childId);
      const errors: Record<string, string[]> = {};
      for (const [field, key] of await productCodes.takenFields(trx, input, childId)) errors[field] = [key];
      const selling = moneyToStored(input.selling_price);
      if (!priceAllowed(selling, child.is_bonus)) errors.selling_price = ['validation.price_zero'];
      if (Object.keys(errors).length) throw invalid(errors);
      await repo.updateProduct(trx, childId, {
        sku: input.sku,
        barcode: input.barcode,
        buying_price: moneyToStored(input.buying_price),
        selling_price: selling,
        quantity: input.quantity,
        search_text: searchTextOf({ name_en: child.name_en, name_ar: child.name_ar, sku: input.sku, barcode: input.barcode }),
        updated_at: nowIso(),
        ...(image !== undefined && { image }),
      });
      await refreshParentStock(trx, parentId);
      const after = toChild(await loadChild(trx, parentId, childId));
      await recordHistory(trx, actor, { action: 'updated', model, modelId: childId, before: toChild(child), after });
      return { result: after, previous: child.image };
    }),
  ));
}
