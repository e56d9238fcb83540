import type { Generated, GeneratedAlways } from 'kysely';

/** What an order item and an invoice line both keep: the product's name and sku, and the priced quantity. */
interface SaleLine {
  name_en: string;
  name_ar: string;
  sku: string;
  unit_price: number;
  /** The line's discount in all (not per unit): on order items, offer_discount + coupon_discount. */
  discount: number;
  tax_percent: number;
  tax: number;
  quantity: number;
  line_total: number;
}

/** Row shapes as stored. Flags are 0/1 (SQLite) or booleans (PostgreSQL): read with Boolean(). */
export interface Database {
  app_secrets: { key: string; value: string };
  users: {
    id: Generated<number>;
    username: string;
    email: string;
    password_hash: string;
    is_active: number | boolean;
    must_change_password: number | boolean;
    locale: string | null;
    version: number;
    /** Null until the password is first changed after the account was created. */
    password_changed_at: string | null;
    created_at: string;
    updated_at: string;
  };
  roles: { id: Generated<number>; name: string; created_at: string; updated_at: string };
  role_permissions: { role_id: number; permission: string };
  user_roles: { user_id: number; role_id: number };
  sessions: {
    id: string;
    user_id: number;
    impersonator_id: number | null;
    ip: string | null;
    user_agent: string | null;
    created_at: string;
    expires_at: string;
    revoked_at: string | null;
  };
  refresh_tokens: {
    token_hash: string;
    session_id: string;
    created_at: string;
    used_at: string | null;
  };
  password_reset_tokens: {
    token_hash: string;
    user_id: number;
    created_at: string;
    expires_at: string;
    used_at: string | null;
  };
  impersonation_tokens: {
    token_hash: string;
    user_id: number;
    impersonator_id: number;
    created_at: string;
    expires_at: string;
    used_at: string | null;
  };
  auth_failures: { id: Generated<number>; key: string; created_at: string };
  login_throttles: { key: string; failures: number; retry_at: string; last_failure_at: string };
  history: {
    id: Generated<number>;
    user_id: number | null;
    impersonator_id: number | null;
    action: string;
    model: string;
    model_id: string | null;
    before: string | null;
    after: string | null;
    ip: string | null;
    created_at: string;
  };
  brands: {
    id: Generated<number>;
    name_en: string;
    name_ar: string;
    image: string | null;
    search_text: string;
    created_at: string;
    updated_at: string;
  };
  /**
   * Offers and their items, coupons and their products (migration 0013). `start_date` and
   * `end_date` as sent (a day, a store's time or an instant), `starts_at` and `ends_at` the
   * instants they name (migration 0016: the end's is the first after it); money in
   * thousandths, percentages (an offer's percentage `discount_amount`, a coupon's `rate`) in
   * hundredths of a percent.
   */
  offers: {
    id: Generated<number>;
    title_en: string;
    title_ar: string;
    description_en: string;
    description_ar: string;
    start_date: string;
    end_date: string;
    starts_at: string;
    ends_at: string;
    discount_type: string;
    discount_amount: number;
    offer_type: string;
    is_flash_sale: number | boolean;
    header_image: string | null;
    popup_image: string | null;
    background_color: string;
    is_active: number | boolean;
    search_text: string;
    created_at: string;
    updated_at: string;
  };
  offer_items: { offer_id: number; product_id: number; position: number };
  coupons: {
    id: Generated<number>;
    name_en: string;
    name_ar: string;
    code: string;
    discount_type: string;
    discount_amount: number | null;
    rate: number | null;
    max_discount_amount: number | null;
    max_uses: number | null;
    max_uses_per_user: number | null;
    min_order_value: number | null;
    min_order_items: number | null;
    start_date: string;
    end_date: string;
    starts_at: string;
    ends_at: string;
    is_active: number | boolean;
    search_text: string;
    created_at: string;
    updated_at: string;
  };
  coupon_products: { coupon_id: number; product_id: number };
  categories: {
    id: Generated<number>;
    parent_id: number | null;
    name_en: string;
    name_ar: string;
    slug: string;
    notes: string | null;
    image: string | null;
    search_text: string;
    /** Its place among its siblings (0 until a tree save places it). */
    sort_order: Generated<number>;
    created_at: string;
    updated_at: string;
  };
  /**
   * Products and their variants (child rows with `parent_id`). Money in thousandths of the
   * currency unit, tax in hundredths of a percent; list-like fields are JSON text.
   */
  products: {
    id: Generated<number>;
    parent_id: number | null;
    name_en: string;
    name_ar: string;
    slug: string | null;
    sku: string;
    barcode: string | null;
    description_en: string | null;
    description_ar: string | null;
    buying_price: number;
    selling_price: number;
    tax_percent: number;
    quantity: number;
    weight_gm: number | null;
    max_order: number | null;
    category_id: number;
    brand_id: number;
    unit_id: number;
    is_multi_unit: number | boolean;
    is_bonus: number | boolean;
    show_price: number | boolean;
    is_archived: number | boolean;
    colours: string;
    highlights: string;
    specs: string;
    sections: string;
    seo_keywords: string;
    meta_description_en: string;
    meta_description_ar: string;
    options: string;
    /** A variant's option → value pairs (JSON); null on a parent. */
    variant: string | null;
    /** A variant's folded option=value pairs, to keep it when its options are regenerated. */
    variant_key: string | null;
    variants_count: number;
    /** Migration 0018 (products module): the stock at or below which the under-demand-limit report lists it. */
    demand_limit: Generated<number>;
    image: string | null;
    search_text: string;
    created_at: string;
    updated_at: string;
    /** Computed by the database: 0 listed, 1 archived, 2 a variant. */
    list_state: GeneratedAlways<number>;
  };
  /** SQLite only: the FTS5 index of products' search_text (its rowid is the product id). */
  products_fts: { rowid: number; search_text: string };
  units: {
    id: Generated<number>;
    name_en: string;
    name_ar: string;
    search_text: string;
    created_at: string;
    updated_at: string;
  };
  /** Places, currencies, customers and carts (migration 0004). Money in thousandths, rates in millionths. */
  countries: {
    id: Generated<number>;
    name_en: string;
    name_ar: string;
    code: string;
    search_text: string;
    created_at: string;
    updated_at: string;
  };
  governorates: {
    id: Generated<number>;
    country_id: number;
    name_en: string;
    name_ar: string;
    shipment_fees: number;
    search_text: string;
    created_at: string;
    updated_at: string;
  };
  cities: {
    id: Generated<number>;
    governorate_id: number;
    name_en: string;
    name_ar: string;
    shipment_fees: number | null;
    search_text: string;
    created_at: string;
    updated_at: string;
  };
  currencies: {
    id: Generated<number>;
    name_en: string;
    name_ar: string;
    code: string;
    exchange_rate: number;
    is_local: number | boolean;
    is_online: number | boolean;
    search_text: string;
    created_at: string;
    updated_at: string;
  };
  customers: {
    id: Generated<number>;
    code: string | null;
    name: string;
    phone: string;
    additional_phone: string | null;
    email: string | null;
    is_active: number | boolean;
    search_text: string;
    created_at: string;
    updated_at: string;
  };
  customer_addresses: {
    id: Generated<number>;
    customer_id: number;
    title: string;
    receiver_name: string;
    mobile: string;
    extra_phone: string | null;
    country_id: number;
    governorate_id: number;
    city_id: number;
    zip_code: string | null;
    line1: string;
    lat: number;
    lng: number;
    created_at: string;
    updated_at: string;
  };
  carts: { id: Generated<number>; customer_id: number; created_at: string; updated_at: string };
  cart_items: {
    id: Generated<number>;
    cart_id: number;
    product_id: number;
    quantity: number;
    unit_price: number;
    created_at: string;
    updated_at: string;
  };
  /** Orders, their items, timeline and comments, payment methods, sales invoices (migration 0005). */
  payment_methods: {
    id: Generated<number>;
    group_key: string;
    name_en: string;
    name_ar: string;
    is_active: number | boolean;
    position: number;
    created_at: string;
    updated_at: string;
  };
  orders: {
    id: Generated<number>;
    number: number | null;
    code: string;
    customer_id: number;
    address_id: number | null;
    status: number;
    shipping_status: string;
    payment_status: string;
    payment_method_id: number;
    /** The address as it was when ordered (JSON, the API's OrderAddress). */
    shipping_address: string;
    country_id: number;
    governorate_id: number;
    city_id: number;
    items_count: number;
    subtotal: number;
    discount: number;
    tax: number;
    shipping_fee: number;
    total: number;
    /** Migration 0014: the coupon's discount and its code as typed when ordered (coupon_id: migration 0013). */
    coupon_discount: Generated<number>;
    coupon_code: string | null;
    notes: string | null;
    rejection_reason: string | null;
    postponement_reason: string | null;
    created_by: number | null;
    /** The coupon the order used (migration 0013). */
    coupon_id: number | null;
    created_at: string;
    updated_at: string;
  };
  order_items: SaleLine & {
    id: Generated<number>;
    order_id: number;
    product_id: number | null;
    variant_id: number | null;
    /** JSON `[{ option: {en, ar}, value: {en, ar} }]`. */
    options: string;
    /** The barcode of what was sold (the variant's own); null on lines whose product was gone before lines kept it. */
    barcode: string | null;
    offer_id: number | null;
    coupon_id: number | null;
    /** Migration 0014: what the offer and this line's share of the coupon took off, in all. */
    offer_discount: Generated<number>;
    coupon_discount: Generated<number>;
  };
  order_events: {
    id: Generated<number>;
    order_id: number;
    action: string;
    from_status: number | null;
    to_status: number | null;
    from_shipping_status: string | null;
    to_shipping_status: string | null;
    from_payment_status: string | null;
    to_payment_status: string | null;
    note: string | null;
    user_id: number | null;
    created_at: string;
  };
  order_comments: {
    id: Generated<number>;
    order_id: number;
    user_id: number | null;
    body: string;
    search_text: string;
    created_at: string;
    updated_at: string;
  };
  invoices: {
    id: Generated<number>;
    number: number | null;
    type: string;
    date: string;
    order_id: number | null;
    customer_id: number | null;
    subtotal: number;
    discount: number;
    tax: number;
    shipping_fee: number;
    total: number;
    carried_over: number | boolean;
    notes: string | null;
    created_by: number | null;
    created_at: string;
    updated_at: string;
  };
  invoice_lines: SaleLine & {
    id: Generated<number>;
    invoice_id: number;
    product_id: number | null;
  };
  tickets: {
    id: Generated<number>;
    code: string;
    subject: string;
    department: string;
    phone: string;
    description: string;
    status: string;
    author_id: number | null;
    search_text: string;
    created_at: string;
    updated_at: string;
  };
  ticket_replies: { id: Generated<number>; ticket_id: number; author_id: number | null; body: string; created_at: string };
  ticket_reply_attachments: { id: Generated<number>; reply_id: number; image: string };
  ticket_reads: { ticket_id: number; user_id: number; last_reply_id: number };
  notifications: {
    id: Generated<number>;
    user_id: number;
    type: string;
    /** The JSON of the notification's `data.data`. */
    data: string;
    read_at: string | null;
    created_at: string;
  };
  stream_tickets: {
    token_hash: string;
    user_id: number;
    session_id: string;
    created_at: string;
    expires_at: string;
    used_at: string | null;
  };
}
