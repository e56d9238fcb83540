import type { Db } from '../../db/database.js';
import { demoImage } from '../media/index.js';
import type { SeedServices } from '../module.js';
import * as repo from './tickets.repository.js';
import { ticketsRepository } from './tickets.repository.js';
import { newTicketCode, ticketSearchText } from './tickets.service.js';

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
const unix = (iso: string) => Math.floor(Date.parse(iso) / 1000);

interface DemoTicket {
  author: string;
  subject: string;
  department: string;
  status: string;
  description: string;
  openedHoursAgo: number;
  replies: { author: string; body: string; hoursAgo: number; picture?: true }[];
}

const demoTickets: DemoTicket[] = [
  {
    author: 'orders', subject: 'الطابعة لا تطبع الفواتير', department: 'technical', status: 'pending', openedHoursAgo: 30,
    description: 'منذ صباح اليوم تظهر رسالة خطأ عند طباعة فاتورة أي طلب.',
    replies: [
      { author: 'support', body: 'هل يمكنك إرسال صورة لرسالة الخطأ؟', hoursAgo: 28 },
      { author: 'orders', body: 'هذه صورة الشاشة.', hoursAgo: 27, picture: true },
      { author: 'support', body: 'Thanks — we are looking into the print driver.', hoursAgo: 3 },
    ],
  },
  {
    author: 'catalogue', subject: 'Bulk price update for the winter range', department: 'sales', status: 'opened', openedHoursAgo: 5,
    description: 'Can we raise every winter jacket by 10% before the weekend sale?',
    replies: [
      { author: 'admin', body: 'Yes, send me the list of SKUs.', hoursAgo: 1 },
      { author: 'catalogue', body: 'Here they are: 48 jackets, all in the winter category.', hoursAgo: 0.2 },
    ],
  },
  {
    author: 'orders', subject: 'Refund to a customer card', department: 'billing', status: 'closed', openedHoursAgo: 120,
    description: 'A customer paid twice for one order; the second charge needs refunding.',
    replies: [{ author: 'admin', body: 'Refunded through the gateway. Closing this one.', hoursAgo: 100 }],
  },
  {
    author: 'catalogue', subject: 'اقتراح: قسم جديد للأدوات المنزلية', department: 'other', status: 'opened', openedHoursAgo: 0.5,
    description: 'نقترح فصل الأدوات المنزلية في قسم خاص بها لتسهيل البحث.',
    replies: [],
  },
];

/**
 * A few tickets in every state and department, in both languages, with conversations (one
 * reply carries a picture drawn here), and the notifications they would have sent.
 */
export async function seedTickets(db: Db, { media }: SeedServices): Promise<void> {
  const users = Object.fromEntries((await db.selectFrom('users').select(['id', 'username']).execute()).map((u) => [u.username, Number(u.id)]));
  const notifications: { user_id: number; type: string; data: string; created_at: string; read_at: string | null }[] = [];
  const staff = [users.admin, users.support].filter((id): id is number => id !== undefined);
  for (const demo of demoTickets) {
    const authorId = users[demo.author] ?? null;
    const opened = hoursAgo(demo.openedHoursAgo);
    const code = newTicketCode();
    const ticketId = await ticketsRepository.insert(db, {
      code, subject: demo.subject, department: demo.department, phone: '+201001234567', description: demo.description, status: demo.status,
      author_id: authorId, search_text: ticketSearchText(code, demo.subject), created_at: opened,
      updated_at: demo.replies.length ? hoursAgo(demo.replies.at(-1)?.hoursAgo ?? 0) : opened,
    });
    for (const userId of staff) {
      notifications.push({ user_id: userId, type: 'ticket_created', data: JSON.stringify({ code, opened_at: unix(opened) }), created_at: opened, read_at: demo.openedHoursAgo > 24 ? opened : null });
    }
    const participants = new Set(authorId === null ? [] : [authorId]);
    for (const reply of demo.replies) {
      const replierId = users[reply.author] ?? null;
      const at = hoursAgo(reply.hoursAgo);
      const replyId = await repo.insertReply(db, { ticket_id: ticketId, author_id: replierId, body: reply.body, created_at: at });
      if (reply.picture) await repo.insertAttachments(db, replyId, [await media.private.store(await demoImage(400, 300, '#e8590c', '#fcc419'))]);
      for (const userId of participants) {
        if (userId === replierId) continue;
        notifications.push({ user_id: userId, type: 'ticket_reply_created', data: JSON.stringify({ ticket: { code }, created: unix(at) }), created_at: at, read_at: reply.hoursAgo > 24 ? at : null });
      }
      if (replierId !== null) participants.add(replierId);
    }
  }
  notifications.sort((a, b) => a.created_at.localeCompare(b.created_at));
  if (notifications.length) await db.insertInto('notifications').values(notifications).execute();
}
