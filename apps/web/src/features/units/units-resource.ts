import type { Unit, UnitInput } from '@matjar/shared';
import { defineResource } from '../../components/resource';

/** `/api/dashboard/units`: a row is the whole unit, and the screen shows each unit's history. */
export const units = defineResource<Unit, UnitInput>({ area: 'units', path: '/dashboard/units', rowIsRecord: true, historyModel: 'units' });
