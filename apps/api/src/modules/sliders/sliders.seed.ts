import type { Db } from '../../db/database.js';
import { nowIso } from '../../lib/clock.js';
import type { SeedServices } from '../module.js';
import { demoImage } from '../media/index.js';
import { flag } from '../../lib/resource-repository.js';
import { slidersRepository } from './sliders.repository.js';
import { sliderSearchText } from './sliders.service.js';

interface DemoSlide {
  type: 'main' | 'about';
  title: [en: string, ar: string];
  button: [en: string, ar: string];
  content: [en: string, ar: string];
  url: string;
  colours: [from: string, to: string];
  active?: false;
}

const demoSlides: DemoSlide[] = [
  {
    type: 'main', title: ['Summer sale', 'تخفيضات الصيف'], button: ['Shop now', 'تسوّق الآن'],
    content: ['Up to 30% off cotton wear from Nile Cotton.', 'خصم حتى ٣٠٪ على الملابس القطنية من قطن النيل.'],
    url: '/offers', colours: ['#0b7285', '#f08c00'],
  },
  {
    type: 'main', title: ['New kitchen range', 'تشكيلة المطبخ الجديدة'], button: ['Discover', 'اكتشف'],
    content: ['Cookware made for family meals.', 'أدوات طهي مصنوعة لوجبات العائلة.'],
    url: '/categories/kitchen', colours: ['#5f3dc4', '#e64980'],
  },
  {
    type: 'main', title: ['Back to school', 'العودة إلى المدارس'], button: ['See the list', 'شاهد القائمة'],
    content: ['Everything for the new term, delivered.', 'كل ما يلزم للفصل الجديد يصلك إلى البيت.'],
    url: 'https://example.com/back-to-school', colours: ['#2b8a3e', '#1971c2'], active: false,
  },
  {
    type: 'about', title: ['Our story', 'قصتنا'], button: ['Read more', 'اقرأ المزيد'],
    content: ['A family shop in Cairo since 1998.', 'متجر عائلي في القاهرة منذ ١٩٩٨.'],
    url: '/pages/about', colours: ['#862e9c', '#0b7285'],
  },
];

/**
 * Demo slides of both sliders, one disabled, each with a picture drawn by the seed (half
 * the recommended 2480×800, the same shape: every server the tests start seeds anew).
 */
export async function seedSliders(db: Db, { media }: SeedServices): Promise<void> {
  const now = nowIso();
  const positions = { main: 0, about: 0 };
  for (const slide of demoSlides) {
    const image = await media.store(await demoImage(1240, 400, ...slide.colours));
    await slidersRepository.insert(db, {
      type: slide.type,
      title_en: slide.title[0],
      title_ar: slide.title[1],
      button_title_en: slide.button[0],
      button_title_ar: slide.button[1],
      content_en: slide.content[0],
      content_ar: slide.content[1],
      button_url: slide.url,
      image,
      sort_order: ++positions[slide.type],
      is_active: flag(slide.active ?? true),
      search_text: sliderSearchText({ en: slide.title[0], ar: slide.title[1] }, { en: slide.button[0], ar: slide.button[1] }),
      created_at: now,
      updated_at: now,
    });
  }
}
