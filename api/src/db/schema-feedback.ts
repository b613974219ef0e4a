/**
 * Tables of what students send the institute (000 §7): feedback and its images, call-back requests, and the page views
 * the portal posts (001 §7 Analytics). Units: schema-core.ts.
 */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts } from './columns';
import { students } from './schema-core';

/**
 * The student's help reports (001 §2.6 post-feedback) and payment-support reports (collect-payment-support: issue_type
 * 'Payment', with the order and the reason; one unresolved report per order).
 */
export const feedback = pgTable(
  'feedback',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    issueType: text('issue_type').notNull(),
    description: text('description').notNull(),
    createdAt: ts('created_at').notNull(),
    /** The institute's handling of the report: 'open' until resolved. */
    status: text('status').notNull().default('open'),
    /** The provider order id a payment-support report is about; null for other reports. */
    orderId: text('order_id'),
    /** The payment-support reason (one of the contract's PAYMENT_SUPPORT_REASONS); null for other reports. */
    paymentReason: text('payment_reason'),
  },
  (t) => [
    uniqueIndex('feedback_open_order_uq')
      .on(t.studentId, t.orderId)
      .where(sql`order_id IS NOT NULL AND status <> 'resolved'`),
  ],
);

/** Feedback images, stored under the upload directory with random names. */
export const feedbackImages = pgTable('feedback_images', {
  id: serial('id').primaryKey(),
  feedbackId: integer('feedback_id')
    .notNull()
    .references(() => feedback.id, { onDelete: 'cascade' }),
  fileName: text('file_name').notNull(),
  mimeType: text('mime_type').notNull(),
  bytes: integer('bytes').notNull(),
});

export const callRequests = pgTable(
  'call_requests',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    requestType: text('request_type').notNull(),
    createdAt: ts('created_at').notNull(),
    /** The institute's handling: 'open' until someone calls back (000 §4 Request a call). */
    status: text('status').notNull().default('open'),
  },
  (t) => [index('call_requests_student_type_idx').on(t.studentId, t.requestType, t.createdAt)],
);

/** Page views posted by the portal (001 §7 Analytics; the error page, 001 §2.8): who, which page, when. */
export const pageViews = pgTable(
  'page_views',
  {
    id: serial('id').primaryKey(),
    studentId: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    pageName: text('page_name').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('page_views_student_idx').on(t.studentId, t.createdAt)],
);
