import { expect, type Locator, type Page } from '@playwright/test';

/** What the map picker, the date filters, the print view and the offline notice say, as the catalogues word it. */
export const widgetTexts = {
  en: {
    location: 'Location',
    latitude: 'Latitude',
    longitude: 'Longitude',
    noTiles: 'The map could not be loaded. Type the latitude and longitude below, or paste a Google Maps link into either field.',
    latRange: 'Latitude must be between -90 and 90',
    lngRange: 'Longitude must be between -180 and 180',
    fromDay: 'From day',
    toDay: 'To day',
    clearDay: 'Clear the day',
    previousMonth: 'Previous month',
    monthControl: 'Choose the month',
    offlineNotice: 'You are offline. What needs the server waits, and loads as soon as the connection is back.',
    networkError: 'The server could not be reached. Check your connection and try again.',
    offlineScreen: 'This screen is not kept for offline use',
  },
  ar: {
    location: 'الموقع',
    latitude: 'خط العرض',
    longitude: 'خط الطول',
    noTiles: 'تعذّر تحميل الخريطة. اكتب خط العرض وخط الطول أدناه، أو الصق رابطًا من خرائط Google في أيٍّ من الحقلين.',
    latRange: /يجب أن يكون خط العرض بين\s*\S?-90 و90/,
    lngRange: /يجب أن يكون خط الطول بين\s*\S?-180 و180/,
    fromDay: 'من يوم',
    toDay: 'إلى يوم',
    clearDay: 'مسح اليوم',
    previousMonth: 'الشهر السابق',
    monthControl: 'اختر الشهر',
    offlineNotice: 'أنت غير متصل بالإنترنت. ما يحتاج إلى الخادم ينتظر، ويُحمَّل فور عودة الاتصال.',
    networkError: 'تعذّر الوصول إلى الخادم. تحقق من اتصالك ثم حاول مرة أخرى.',
    offlineScreen: 'هذه الشاشة غير محفوظة للاستخدام دون اتصال',
  },
} as const;

/** Month names as the Arabic screens write them (Egypt), January first. */
export const ARABIC_MONTHS = ['يناير', 'فبراير', 'مارس', 'أبريل', 'مايو', 'يونيو', 'يوليو', 'أغسطس', 'سبتمبر', 'أكتوبر', 'نوفمبر', 'ديسمبر'];

/** A day as the Arabic calendar names its cell ("5 مايو 2026"), and as the URL keeps it. */
export function arabicDay(date: Date): { label: string; iso: string } {
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    label: `${date.getDate()} ${ARABIC_MONTHS[date.getMonth()]} ${date.getFullYear()}`,
    iso: `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`,
  };
}

/** The bottom centre of the pin as drawn (its tip), whatever transforms place and turn it. */
export async function pinTip(pin: Locator): Promise<{ x: number; y: number }> {
  return pin.evaluate((element) => {
    const boxes = [element, ...Array.from(element.querySelectorAll('*'))].map((node) => node.getBoundingClientRect());
    const lowest = boxes.reduce((low, box) => (box.bottom > low.bottom ? box : low));
    return { x: lowest.left + lowest.width / 2, y: lowest.bottom };
  });
}

/** A point of the page inside a box (an element's, from boundingBox()). */
export function expectInside(point: { x: number; y: number }, box: { x: number; y: number; width: number; height: number } | null): void {
  expect(box).not.toBeNull();
  expect(point.x).toBeGreaterThan(box!.x);
  expect(point.x).toBeLessThan(box!.x + box!.width);
  expect(point.y).toBeGreaterThan(box!.y);
  expect(point.y).toBeLessThan(box!.y + box!.height);
}

/** Drags with the mouse from one point of the page by (dx, dy), in steps as a hand would. */
export async function drag(page: Page, from: { x: number; y: number }, dx: number, dy: number): Promise<void> {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + dx / 2, from.y + dy / 2, { steps: 5 });
  await page.mouse.move(from.x + dx, from.y + dy, { steps: 5 });
  await page.mouse.up();
}

/** Where an element's box starts, even an empty one (Leaflet's panes have no size of their own). */
export function corner(element: Locator): Promise<{ x: number; y: number }> {
  return element.evaluate((node) => {
    const box = node.getBoundingClientRect();
    return { x: box.left, y: box.top };
  });
}

/** The element's corner once it has stopped moving (a map glides on after a drag). */
export async function settledCorner(page: Page, element: Locator): Promise<{ x: number; y: number }> {
  let last = await corner(element);
  await expect
    .poll(async () => {
      await page.waitForTimeout(250);
      const now = await corner(element);
      const still = now.x === last.x && now.y === last.y;
      last = now;
      return still;
    })
    .toBe(true);
  return last;
}

/** Millimetres as CSS pixels (96 to the inch), as print layout counts them. */
export const mm = (millimetres: number) => Math.floor((millimetres * 96) / 25.4);

/**
 * What sticks out sideways: whether the document scrolls, and the elements inside `box`
 * that reach past its edges (a table scrolling in its own box, or past the start in RTL,
 * would not show in the document's width).
 */
export function sidewaysOverflow(page: Page, box: Locator) {
  return box.evaluate((root) => {
    const document = root.ownerDocument.documentElement;
    const edge = root.getBoundingClientRect();
    const outside = Array.from(root.querySelectorAll('*'))
      .filter((element) => {
        const rect = element.getBoundingClientRect();
        return rect.width > 0 && (rect.left < edge.left - 0.5 || rect.right > edge.right + 0.5);
      })
      .map((element) => `${element.tagName.toLowerCase()} "${(element.textContent ?? '').slice(0, 30)}"`);
    return { scrolls: document.scrollWidth > document.clientWidth, outside };
  });
}

/** The first page's width in PDF points (1/72 inch), from its MediaBox. */
export function pdfPageWidth(pdf: Buffer): number {
  const box = /\/MediaBox\s*\[\s*[\d.]+\s+[\d.]+\s+([\d.]+)\s+[\d.]+\s*\]/.exec(pdf.toString('latin1'));
  expect(box, 'the PDF names its page size').not.toBeNull();
  return Number(box![1]);
}
