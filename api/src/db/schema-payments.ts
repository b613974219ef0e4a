/**
 * Tables of payments (docs/decisions/0006): courses on sale and the dashboard's banners, orders (amounts in paise, the
 * provider's unit), the sandbox checkout's payments, a student's fee installments (rupees) and webhook events already
 * applied. Units: schema-core.ts.
 */
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts } from './columns';
import { sections, students } from './schema-core';

/** Courses on sale (enrol banner, payments). Price in rupees. */
export const courseOffers = pgTable(
  'course_offers',
  {
    id: serial('id').primaryKey(),
    binding: text('binding').notNull(),
    courseName: text('course_name').notNull(),
    sectionId: integer('section_id').references(() => sections.id),
    priceRupees: integer('price_rupees').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
  },
  (t) => [uniqueIndex('course_offers_binding_uq').on(t.binding)],
);

/** Dashboard banners (000 §3 Banner); shown to free students (pre-enrolment) or enrolled ones (post_enrollment). */
export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  courseOfferId: integer('course_offer_id')
    .notNull()
    .references(() => courseOffers.id),
  forFreeStudents: boolean('for_free_students').notNull(),
  header: text('header').notNull(),
  description: text('description').notNull(),
  features: jsonb('features').$type<{ snapshot: string; details: string }[]>().notNull(),
  imgMobile: text('img_mobile'),
  imgWeb: text('img_web'),
  bottomNav: text('bottom_nav').notNull().default(''),
  isActive: boolean('is_active').notNull().default(true),
});

/** Orders for course payments. amount_paise = rupees × 100 (the provider's unit). status created | paid | failed. */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderId: text('order_id').notNull(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    /** The course of an enrolment order (kind 'course'); null for a fee order. */
    courseOfferId: integer('course_offer_id').references(() => courseOffers.id),
    amountPaise: integer('amount_paise').notNull(),
    status: text('status').notNull().default('created'),
    paymentId: text('payment_id'),
    failureReason: text('failure_reason'),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
    /** The payment provider that holds the order (docs/decisions/0006): 'sandbox' | 'razorpay'. */
    provider: text('provider').notNull().default('sandbox'),
    /** 'course' (enrolment, 000 §4) or 'fee' (an installment). */
    kind: text('kind').notNull().default('course'),
    installmentId: integer('installment_id'),
    /**
     * The parent's payment link id (001 §2.1 /parentpayment/{orderid}): 128 random bits, base64url, made when
     * the student shares the order; the public page finds the order by it (never by the provider's order id).
     */
    linkId: text('link_id'),
  },
  (t) => [
    uniqueIndex('orders_link_id_uq')
      .on(t.linkId)
      .where(sql`link_id IS NOT NULL`),
    uniqueIndex('orders_open_installment_uq')
      .on(t.installmentId)
      .where(sql`status = 'created'`),
    uniqueIndex('orders_order_id_uq').on(t.orderId),
    index('orders_student_idx').on(t.studentId),
    // Idempotent enrolment (docs/decisions/0006): one open order per student and course; a payment completes one order only.
    uniqueIndex('orders_open_uq')
      .on(t.studentId, t.courseOfferId)
      .where(sql`status = 'created'`),
    uniqueIndex('orders_payment_id_uq')
      .on(t.paymentId)
      .where(sql`payment_id IS NOT NULL`),
  ],
);

/** Payments made in the same-origin sandbox checkout (docs/decisions/0006): what was paid, in paise, for which order. */
export const sandboxPayments = pgTable('sandbox_payments', {
  paymentId: text('payment_id').primaryKey(),
  orderId: text('order_id').notNull(),
  amountPaise: integer('amount_paise').notNull(),
  createdAt: ts('created_at').notNull(),
});

/** A student's fee installments (000 §7 get-student-installments), amounts in rupees. */
export const feeInstallments = pgTable(
  'fee_installments',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    amountRupees: integer('amount_rupees').notNull(),
    dueDate: date('due_date', { mode: 'string' }),
    paidAt: ts('paid_at'),
    orderId: text('order_id'),
    receiptNo: text('receipt_no'),
  },
  (t) => [index('fee_installments_student_idx').on(t.studentId)],
);

/** Webhook events already applied (docs/decisions/0006): a replayed event id changes nothing. */
export const paymentEvents = pgTable('payment_events', {
  eventId: text('event_id').primaryKey(),
  receivedAt: ts('received_at').notNull(),
});
