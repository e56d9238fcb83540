/**
 * The words each area uses, apart from its schemas: kinds, states, filters and the columns
 * a list sorts by. Plain values, so a screen that shows or filters a list imports them
 * without loading zod, which only a form needs (docs/web-budgets.md). The schemas import
 * them from here.
 */
// Schedules
/** The state of a row shown between two moments (ads, offers, coupons) on a given instant. */
export const SCHEDULE_STATUSES = ['scheduled', 'running', 'expired', 'disabled'] as const;
export type ScheduleStatus = (typeof SCHEDULE_STATUSES)[number];

// Ads
/** Where an ad shows: the page, and the slot on it (spec §2 "ads"). */
export const AD_PAGES = ['home', 'menu', 'product_details'] as const;

export const AD_POSITIONS = ['top', 'middle', 'bottom'] as const;

/** An ad's state at a given moment (see schemas/schedule.ts). */
export const AD_STATUSES = SCHEDULE_STATUSES;

/** Columns the ads list can be sorted by; by slot and place unless asked. */
export const adSorts = ['sort_order', 'title', 'start_date', 'end_date', 'updated_at', 'id'] as const;

// Brands
/** Columns the brands list can be sorted by. */
export const brandSorts = ['name', 'created_at', 'updated_at', 'id'] as const;

// Categories
export const categorySorts = ['name', 'slug', 'created_at', 'updated_at', 'id'] as const;

// Coupons
/** Columns the coupons list can be sorted by; newest first unless asked. */
export const couponSorts = ['name', 'code', 'start_date', 'end_date', 'updated_at', 'id'] as const;

// Currencies
export const currencySorts = ['name', 'code', 'created_at', 'updated_at', 'id'] as const;

// Customers
export const customerSorts = ['name', 'code', 'created_at', 'updated_at', 'id'] as const;

// Offers
/** How a promotion takes money off: an amount, or a percentage of the price. */
export const DISCOUNT_TYPES = ['fixed', 'percentage'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

/** A single offer discounts one item; a bundle discounts its items bought together. */
export const OFFER_TYPES = ['single', 'bundle'] as const;
export type OfferType = (typeof OFFER_TYPES)[number];

/** Columns the offers list can be sorted by; newest first unless asked. */
export const offerSorts = ['title', 'start_date', 'end_date', 'updated_at', 'id'] as const;

// Order comments
export const orderCommentSorts = ['created_at', 'id'] as const;

// Orders
/** Default `-created_at`. */
export const orderSorts = ['created_at', 'number', 'total', 'id'] as const;

// Places
export const countrySorts = ['name', 'code', 'created_at', 'updated_at', 'id'] as const;

export const governorateSorts = ['name', 'shipment_fees', 'created_at', 'updated_at', 'id'] as const;

export const citySorts = ['name', 'shipment_fees', 'created_at', 'updated_at', 'id'] as const;

// Products
/** At or under this quantity (and above zero) a product counts as "low stock". */
export const LOW_STOCK_THRESHOLD = 5;
/** A product's demand limit until someone sets its own (migration 0018 writes the same 5). */
export const DEFAULT_DEMAND_LIMIT = LOW_STOCK_THRESHOLD;

export const STOCK_LEVELS = ['out', 'low', 'in'] as const;
export type StockLevel = (typeof STOCK_LEVELS)[number];

export const ARCHIVED_FILTERS = ['false', 'true', 'all'] as const;

/** Columns the products list can be sorted by. */
export const productSorts = ['name', 'price', 'quantity', 'created_at', 'updated_at', 'id'] as const;

// Roles
/** Columns the roles list can be sorted by. */
export const roleSorts = ['name', 'created_at', 'id'] as const;

// Sliders
/** The store's two sliders: the home page's main one and the about page's (spec §5 sizes). */
export const SLIDER_TYPES = ['main', 'about'] as const;
export type SliderType = (typeof SLIDER_TYPES)[number];

/** Columns the sliders list can be sorted by; by place in the slider unless asked. */
export const sliderSorts = ['sort_order', 'title', 'created_at', 'updated_at', 'id'] as const;

// Support tickets (spec §2 support, §3 Ticket, §4 ticket states; ARCHITECTURE "Tickets")
export const TICKET_DEPARTMENTS = ['sales', 'technical', 'billing', 'other'] as const;
export type TicketDepartment = (typeof TICKET_DEPARTMENTS)[number];

export const TICKET_STATUSES = ['opened', 'pending', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/**
 * The moves a ticket's status can make: waiting on the other side and back, closing from
 * either, and reopening a closed one. Anything else (staying put, closed → pending) is a 409.
 */
export const TICKET_MOVES: Readonly<Record<TicketStatus, readonly TicketStatus[]>> = {
  opened: ['pending', 'closed'],
  pending: ['opened', 'closed'],
  closed: ['opened'],
};

export const canMoveTicket = (from: TicketStatus, to: TicketStatus) => TICKET_MOVES[from].includes(to);

/**
 * `TK-` and six characters of an alphabet without look-alikes (no 0/O, 1/I/L, 2/Z, 5/S,
 * 8/B), so a code read aloud over the phone or copied by hand comes out right.
 */
export const TICKET_CODE_ALPHABET = 'ACDEFGHJKMNPQRTUVWXY34679';

export const TICKET_CODE_PATTERN = new RegExp(`^TK-[${TICKET_CODE_ALPHABET}]{6}$`);

/** Columns the tickets list can be sorted by; newest first unless asked. */
export const ticketSorts = ['code', 'subject', 'status', 'department', 'created_at', 'updated_at', 'id'] as const;

// Units
/** Columns the units list can be sorted by. */
export const unitSorts = ['name', 'created_at', 'updated_at', 'id'] as const;

// Users
/** Columns the users list can be sorted by. */
export const userSorts = ['username', 'email', 'created_at', 'id'] as const;

// Notifications (spec §3 Notification, §7 `POST /notifications`; ARCHITECTURE "Notifications")
export const NOTIFICATION_TYPES = ['ticket_created', 'ticket_reply_created'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
