import type { SettingsGroup, SettingsInputOf } from '@matjar/shared';
import type { Db } from '../../db/database.js';
import { writeSettingsRow } from './settings.repository.js';

/** Demo settings: the store's name and contacts, its links; no secret (those need the key, and are the owner's to enter). */
const demo: { [G in SettingsGroup]?: Partial<SettingsInputOf<G>> } = {
  application_settings: {
    store_name: { en: 'Matjar Demo Store', ar: 'متجر ماتجر التجريبي' },
    phone: '+201001234567',
    whatsapp: '+201001234567',
    address: { en: '12 Tahrir Square, Cairo', ar: '١٢ ميدان التحرير، القاهرة' },
    default_language: 'ar',
  },
  email: { sender: 'store@example.com' },
  social_links: { facebook: 'https://www.facebook.com/matjar.demo', instagram: 'https://www.instagram.com/matjar.demo', x: 'https://x.com/matjar_demo' },
};

export async function seedSettings(db: Db): Promise<void> {
  for (const [name, value] of Object.entries(demo)) {
    await writeSettingsRow(db, { name, value: JSON.stringify(value), secrets: null });
  }
}
