import { z } from 'zod';
import { bilingualName, bilingualOut, timestampsOut } from './common.js';

export const unitInput = z.object({ name: bilingualName(100) });
export type UnitInput = z.infer<typeof unitInput>;

export const unitOut = z.object({ id: z.number(), name: bilingualOut, ...timestampsOut });
export type Unit = z.infer<typeof unitOut>;

