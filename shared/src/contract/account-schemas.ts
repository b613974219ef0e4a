import { z } from 'zod';

/** 000 §2 rule for a new password: at least 8 characters with at least one letter and one digit. */
export const PASSWORD_RULE_TEXT = 'Password must be at least 8 characters with a letter and a digit';

/** A new password: ≥ 8 characters, at least one letter and one digit. */
export const newPassword = z
  .string()
  .min(8, PASSWORD_RULE_TEXT)
  .max(128)
  .refine((v) => /[A-Za-z]/.test(v) && /\d/.test(v), PASSWORD_RULE_TEXT);

/** Body of change-password: the current password and the new one (the confirmation is checked by the form only). */
export const changePasswordBody = z.object({
  old_password: z.string().min(1, 'Please enter your current password').max(128),
  new_password: newPassword,
});

/** The change-password form: body plus the confirmation, which must equal the new password. */
export const changePasswordForm = changePasswordBody
  .extend({ confirm_password: z.string().min(1, 'Please confirm the new password') })
  .refine((v) => v.new_password === v.confirm_password, {
    message: 'Passwords do not match',
    path: ['confirm_password'],
  });

export type ChangePasswordForm = z.infer<typeof changePasswordForm>;

/** Relations a parent record may name (the spec shows no list — ours). */
export const PARENT_RELATIONS = ['Father', 'Mother', 'Guardian'] as const;
export type ParentRelation = (typeof PARENT_RELATIONS)[number];

/** Texts of the parent-details rules (the spec gives none; ours). */
export const PARENT_RULE_TEXT = {
  name: "Please enter the parent's name (letters only)",
  relation: 'Please choose a relation',
  mobile: 'Please enter a 10-digit Indian mobile number',
  email: 'Please enter a valid e-mail address',
} as const;

/**
 * Body of update-parent-details: name (2–80 letters, spaces, . ' -), relation, a 10-digit Indian mobile
 * number without the '+91' prefix (000 §9; starts with 6–9) and an e-mail address. Every field is trimmed.
 */
export const parentDetailsBody = z.object({
  parent_name: z
    .string()
    .trim()
    .min(2, PARENT_RULE_TEXT.name)
    .max(80, PARENT_RULE_TEXT.name)
    .regex(/^[\p{L}][\p{L} .'-]*$/u, PARENT_RULE_TEXT.name),
  relation: z.enum(PARENT_RELATIONS, { message: PARENT_RULE_TEXT.relation }),
  parent_mobile: z
    .string()
    .trim()
    .regex(/^[6-9]\d{9}$/, PARENT_RULE_TEXT.mobile),
  parent_email: z.string().trim().max(254, PARENT_RULE_TEXT.email).email(PARENT_RULE_TEXT.email),
});

/** get-parent-details: what is on record; a field never entered is null. */
export const parentDetails = z.object({
  parent_name: z.string().nullable(),
  relation: z.enum(PARENT_RELATIONS).nullable(),
  parent_mobile: z.string().nullable(),
  parent_email: z.string().nullable(),
});

/** Text of the student's e-mail rule (the spec gives none; ours). */
export const STUDENT_EMAIL_RULE_TEXT = 'Please enter a valid e-mail address';

/** Body of update-student-email (000 §7 users endpoints): the student's own e-mail, trimmed, at most 254 characters. */
export const studentEmailBody = z.object({
  email: z.string().trim().max(254, STUDENT_EMAIL_RULE_TEXT).email(STUDENT_EMAIL_RULE_TEXT),
});
export type StudentEmailBody = z.infer<typeof studentEmailBody>;

/** update-student-email's answer: the e-mail now on record. */
export const studentEmailReply = z.object({ email: z.string() });

export type ParentDetailsBody = z.infer<typeof parentDetailsBody>;
export type ParentDetails = z.infer<typeof parentDetails>;

/** 001 §2.6 issue categories of the help form, in the spec's order. */
export const HELP_CATEGORIES = ['Live Class', 'Tests', 'Assignments', 'Solutions', 'Others'] as const;

/** One of the caller's earlier help reports, newest first; `status` is the institute's handling. */
export const helpReport = z.object({
  id: z.number().int(),
  issue_type: z.string(),
  description: z.string(),
  created_at: z.string(),
  status: z.enum(['open', 'in_progress', 'resolved']),
  images: z.number().int(),
  /** The order a payment-support report is about (collect-payment-support), else null. */
  order_id: z.string().nullable(),
});
export const helpReports = z.array(helpReport);

/**
 * The help form (001 §2.6, §5): at least one category (multi-select), a description (the spec shows no length rule;
 * the call's 4000-character limit). Screenshots are checked apart (at most 10, jpeg or png by content).
 */
export const helpForm = z.object({
  categories: z.array(z.enum(HELP_CATEGORIES)).min(1, 'Please choose at least one category'),
  description: z
    .string()
    .trim()
    .min(1, 'Please describe the issue')
    .max(4000, 'Please keep the description under 4000 characters'),
});
export type HelpForm = z.infer<typeof helpForm>;

/** Razorpay's order id shape ('order_' + letters and digits), as the checkout returns it. */
export const providerOrderId = z.string().regex(/^order_[A-Za-z0-9]{1,60}$/, 'order_id must be an order id');

/** sandbox-pay (docs/decisions/0006): the sandbox checkout pays an order for the amount it showed (paise). */
export const sandboxPayBody = z.object({
  order_id: providerOrderId,
  amount_paise: z.number().int().positive().max(2_000_000_000),
});
/** The checkout's success payload, as Razorpay's handler receives it. */
export const checkoutSuccess = z.object({
  razorpay_payment_id: z.string(),
  razorpay_order_id: z.string(),
  razorpay_signature: z.string(),
});
export type CheckoutSuccess = z.infer<typeof checkoutSuccess>;

/** A Razorpay webhook body (payment.captured / payment.failed / order.paid); only the fields the API reads. */
export const paymentWebhookBody = z.object({
  event: z.string().max(60),
  payload: z.object({
    payment: z.object({
      entity: z.object({
        id: z.string().max(64),
        order_id: z.string().max(64),
        amount: z.number().int().nonnegative(),
        currency: z.string().max(3),
        status: z.string().max(30),
      }),
    }),
  }),
});

/** One fee installment (000 §7 get-student-installments): amount in rupees; dates 'yyyy-mm-dd'. */
export const feeInstallment = z.object({
  id: z.number().int(),
  label: z.string(),
  amount: z.number().int(),
  due_date: z.string().nullable(),
  /** 'paid'; 'due' (the due date has come, or none); 'upcoming'. */
  status: z.enum(['paid', 'due', 'upcoming']),
  paid_on: z.string().nullable(),
  receipt_no: z.string().nullable(),
});
/** The fee summary: total, paid and due in rupees, and every installment in due-date order. */
export const feeSummary = z.object({
  total: z.number().int(),
  paid: z.number().int(),
  due: z.number().int(),
  currency: z.literal('INR'),
  installments: z.array(feeInstallment),
});
export type FeeInstallment = z.infer<typeof feeInstallment>;

export const proceedToPayBody = z.object({ installment_id: z.number().int().min(1).max(2_147_483_647) });
/** An order for an installment: amount in rupees and amount_paise (× 100) for the provider, INR (000 §9). */
export const feeOrder = z.object({
  order_id: z.string(),
  amount: z.number(),
  amount_paise: z.number().int(),
  currency: z.literal('INR'),
  description: z.string(),
  installment_id: z.number().int(),
});
/** verify-payment: the provider's signed success of a fee order. */
export const verifyPaymentBody = z.object({
  order_id: providerOrderId,
  payment_id: z.string().regex(/^[A-Za-z0-9_]{1,64}$/, 'payment_id must be a payment id'),
  signature: z.string().regex(/^[0-9a-f]{64}$/, 'signature must be 64 hex digits'),
});
export const verifyPaymentReply = z.object({
  order_id: z.string(),
  status: z.literal('paid'),
  receipt_no: z.string().nullable(),
  profileLocked: z.boolean(),
});
export const failedFeeParams = z.object({ orderId: providerOrderId });
export const failedFeeBody = z.object({ reason: z.string().max(200).optional() });

/**
 * The parent's payment link (001 §2.1 /parentpayment/{orderid}). The {orderid} of the link is the order's
 * link id: 16 random bytes in base64url (22 characters), made by the server when the student shares it.
 */
export const parentLinkId = z.string().regex(/^[A-Za-z0-9_-]{22}$/, 'orderid must be a payment link id');
export const parentPaymentParams = z.object({ linkId: parentLinkId });
/** parent-payment-link: the link's path ('/parentpayment/<link_id>') and the amount in rupees. */
export const parentPaymentLinkReply = z.object({ link_id: parentLinkId, path: z.string(), amount: z.number().int() });
/**
 * The payable view of a link: only the student's first name, the amount (rupees, and paise for the provider, INR) and
 * the status; `order_id` (the provider's, for the checkout) only while payable.
 */
export const parentPaymentView = z.object({
  first_name: z.string(),
  amount: z.number(),
  amount_paise: z.number().int(),
  currency: z.literal('INR'),
  status: z.enum(['payable', 'paid', 'failed']),
  order_id: z.string().nullable(),
  description: z.string(),
});
export const parentVerifyReply = z.object({
  status: z.literal('paid'),
  receipt_no: z.string().nullable(),
  amount: z.number(),
});
