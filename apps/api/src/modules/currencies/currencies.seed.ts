import { rateToStored } from '@matjar/shared';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../lib/clock.js';
import { storedName } from '../../lib/resource-service.js';
import { flag } from '../../lib/resource-repository.js';
import { currenciesRepository } from './currencies.repository.js';

type Pair = [en: string, ar: string];

/** Demo rates: units of each currency one Egyptian pound buys. */
const demoCurrencies: [Pair, string, string, boolean][] = [
  [['Egyptian Pound', 'جنيه مصري'], 'EGP', '1', true],
  [['Saudi Riyal', 'ريال سعودي'], 'SAR', '0.0772', true],
  [['UAE Dirham', 'درهم إماراتي'], 'AED', '0.0755', true],
  [['Qatari Riyal', 'ريال قطري'], 'QAR', '0.0749', false],
  [['Libyan Dinar', 'دينار ليبي'], 'LYD', '0.1116', false],
  [['US Dollar', 'دولار أمريكي'], 'USD', '0.0206', true],
];

/** The demo currencies; the Egyptian pound is the local one. */
export async function seedCurrencies(db: Db): Promise<void> {
  const now = nowIso();
  for (const [name, code, rate, online] of demoCurrencies) {
    await currenciesRepository.insert(db, {
      ...storedName({ en: name[0], ar: name[1] }, code),
      code,
      exchange_rate: rateToStored(rate),
      is_local: flag(code === 'EGP'),
      is_online: flag(online),
      created_at: now,
      updated_at: now,
    });
  }
}
