/**
 * Every user-facing text of mfe-account, from the spec (000 = 000_5f588cf4abcc48c4.txt,
 * 001 = 001_1f040e4cfcc5cfc9.txt). Where the spec gives no wording ("not shown"), the text is ours.
 */
export const MESSAGES = {
  /** 000 §2 screen titles. */
  profileTitle: 'Profile',
  lockedTitle: 'Profile Locked',
  /** DESIGN 'States every screen has'. */
  loading: 'Loading... please wait',
  okay: 'Okay',
  retry: 'Retry',
  logout: 'Logout',
  /** 000 §8, 001 §2.8 error page text. */
  profile: {
    mobile: 'Mobile',
    email: 'Email',
    school: 'School',
    classSection: 'Class and section',
    joined: 'Date joined',
    batches: 'Batches',
    subjects: 'Subjects',
    noBatches: 'No batches',
    noSubjects: 'No subjects',
    noEmail: 'Not added yet',
    addEmail: 'Add e-mail',
    changeEmail: 'Change e-mail',
    emailLabel: 'Your e-mail',
    saveEmail: 'Save e-mail',
    savingEmail: 'Saving...',
    emailSaved: 'E-mail saved',
    cancel: 'Cancel',
  },
  /** NPS rating on the profile (000 §7 submit-nps-rating; the spec gives no wording, ours). */
  nps: {
    heading: 'Rate your classroom',
    question: 'How likely are you to recommend us to a friend?',
    low: '0 = not at all likely',
    high: '10 = extremely likely',
    comment: 'Anything you would like to tell us? (optional)',
    submit: 'Send rating',
    sending: 'Sending...',
    thanks: (rating: number) => `Thank you! You rated us ${rating} out of 10.`,
    change: 'Change rating',
  },
  /** Books of the student's subjects on the profile (000 §7 get-books-info; ours). */
  books: {
    heading: 'Books',
    none: 'No books listed for your subjects yet',
    /** 'H. C. Verma · Bharati Bhawan · Class 11'; the publisher once when it is also the author ('NCERT · Class 11'). */
    byline: (author: string, publisher: string, className: string) =>
      [author, publisher === author ? null : publisher, `Class ${className}`].filter(Boolean).join(' · '),
    open: 'Open PDF',
    print: 'Print edition',
  },
  /** Progress report request on the profile (000 §7 post-student-report-request; ours). */
  report: {
    heading: 'Progress report',
    intro: 'Ask for a progress report of a batch; the institute sends it to you.',
    batch: 'Batch',
    submit: 'Request report',
    sending: 'Requesting...',
    requested: (batch: string, when: string) => `Report requested for ${batch} on ${when}. We will send it to you.`,
    already: (batch: string, when: string) =>
      `You already asked for a report of ${batch} on ${when}; it is on its way.`,
  },
  /** Change password (the spec gives no wording; ours). */
  password: {
    title: 'Change Password',
    current: 'Current password',
    next: 'New password',
    confirm: 'Confirm new password',
    submit: 'Change Password',
    saving: 'Saving...',
    success: 'Password changed successfully',
  },
  /** Parent details (000 §2 title 'Edit Parent'; the other texts are ours). */
  parent: {
    title: 'Edit Parent',
    heading: 'Parent details',
    name: "Parent's name",
    relation: 'Relation',
    chooseRelation: 'Choose a relation',
    mobile: "Parent's mobile number",
    email: "Parent's e-mail",
    submit: 'Save',
    saving: 'Saving...',
    saved: 'Parent details saved',
    edit: 'Edit parent details',
    add: 'Add parent details',
    none: 'No parent details yet',
    backToProfile: 'Back to profile',
  },
  /** 001 §2.6 help and support (title 000 §2 'Help and Support'); toasts 001 §8, 3 s (001 §9); rejections 001 §5. */
  help: {
    title: 'Help and Support',
    categories: 'Issue category',
    categoriesHint: 'Choose one or more.',
    description: 'Describe the issue',
    screenshots: 'Screenshots',
    screenshotsHint: 'Up to 10 jpeg or png images.',
    addScreenshots: 'Add screenshots',
    remove: (n: number) => `Remove screenshot ${n}`,
    preview: (n: number, name: string) => `Screenshot ${n}: ${name}`,
    submit: 'Submit',
    sending: 'Sending...',
    progress: 'Upload progress',
    success: 'Issue recorded successfully',
    failure: 'Issue could not be recorded',
    earlier: 'Your earlier reports',
    noReports: 'No reports yet',
    reportedOn: 'Reported on',
    status: { open: 'Open', in_progress: 'In progress', resolved: 'Resolved' },
    images: (n: number) => (n === 1 ? '1 screenshot' : `${n} screenshots`),
    order: 'Order',
  },
  /** Payments (000 §2 'Payment popups', §4, §8): popup titles and texts from the spec; the rest ours. */
  payment: {
    enrollNow: 'Enroll Now',
    processing: 'Processing...',
    successTitle: 'Hurrey',
    successText: 'Your payment was successful.',
    failureTitle: 'Oops',
    failureText: "Your payment didn't happen",
    sdkFailed: 'Razorpay SDK failed to load. Are you online?',
    /** Under a payment button offline (decision 0016; ours). */
    needsConnection: 'A payment needs a connection.',
    okay: 'Okay',
    merchant: 'Classroom',
  },
  /** Fees (001 §2.1 Fees routes; the spec shows no texts — ours). */
  fees: {
    paymentTitle: 'Payment',
    starts: 'Starts',
    enrolled: 'You are enrolled. Fees and receipts are in your fee summary.',
    summaryLink: 'Fee summary',
    summaryTitle: 'Fee Summary',
    installmentsTitle: 'Installments',
    payNowTitle: 'Pay Now',
    total: 'Total fee',
    paid: 'Paid',
    due: 'Due',
    dueOn: 'Due on',
    noDueDate: 'Due now',
    paidOn: 'Paid on',
    receipt: 'Receipt',
    payNow: (amount: string) => `Pay ${amount} now`,
    status: { paid: 'Paid', due: 'Due', upcoming: 'Upcoming' },
    nothingDue: 'Nothing is due. Thank you!',
    noFees: 'No fee installments on record.',
    statusTitle: 'Payment Status',
    successHeading: 'Payment successful',
    successText: 'Thank you. Your receipt is in your fee summary.',
    enrolledText: (course: string) => `Thank you. You are now enrolled in ${course}.`,
    failureHeading: "Your payment didn't happen",
    /**
     * True of every failed payment: a payment can fail at the provider after the bank debited the student, so never
     * "no money was taken"; the payment support form (or Help and Support) is what sits below this text.
     */
    failureText:
      'This payment was not recorded. If money left your account for it, tell us below and our accounts team will look into it.',
    /** An order whose provider result has not arrived ('created'): not recorded yet, and not failed either. */
    pendingHeading: 'Your payment is not confirmed yet',
    pendingText:
      'We have not had the payment provider’s result for this order, so it is not recorded. If money left your account for it, tell us below.',
    /** Without an order of the student's (none in the address, or not theirs): nothing about a payment is known. */
    unknownHeading: 'We can’t tell which payment this is',
    unknownText:
      'We could not find one of your orders for this page, so it cannot say how a payment went. Every payment we have recorded, with its receipt, is in your fee summary.',
    checking: 'Checking your payment...',
    tryAgain: 'Try again',
    backToDashboard: 'Go to dashboard',
    shareWithParent: 'Share payment link with parent',
    shareLinkLabel: 'Payment link for your parent',
    shareHint: (amount: string) => `Send this link to your parent. They can pay ${amount} without signing in.`,
    copyLink: 'Copy link',
    copied: 'Link copied',
    copyFailed: 'Could not copy. Select the link and copy it.',
  },
  /** An order's details on the payment status page (000 §7 get-order-details; the spec shows no texts — ours). */
  order: {
    heading: 'Your order',
    loading: 'Loading your order...',
    for: 'For',
    amount: 'Amount',
    status: 'Status',
    statusText: { created: 'Pending', paid: 'Paid', failed: 'Failed' },
    ordered: 'Ordered on',
    updated: 'Last update',
    orderId: 'Order id',
    paymentId: 'Payment id',
  },
  /** The batch's ways to pay on the installment page (000 §7 get-section-installment-plans; texts ours). */
  plans: {
    heading: 'Your payment plan',
    intro: (course: string, total: string) => `${course} costs ${total}. You pay it:`,
    full: (amount: string) => `In full: ${amount}`,
    equal: (n: number, amount: string) => `In ${n} installments of ${amount}`,
    split: (n: number, amounts: string) => `In ${n} installments: ${amounts}`,
    due: (day: string) => `, due ${day}`,
    dueFromTo: (first: string, last: string) => `, due from ${first} to ${last}`,
  },
  /** Payment support (000 §7 collect-payment-support; the spec shows no texts — ours). */
  paymentSupport: {
    open: 'Having trouble? Contact payment support',
    heading: 'Payment support',
    intro: 'Tell us what went wrong with this order. Our accounts team will look into it and reply.',
    reason: 'What went wrong?',
    details: 'Details',
    detailsHint: 'For example: the amount taken, your bank, and when you paid.',
    submit: 'Send to payment support',
    sending: 'Sending...',
    received: (when: string) => `Thank you. We received your report on ${when} and will get back to you.`,
    already: (when: string) => `You already reported this order on ${when}. We are looking into it.`,
    follow: 'Follow it under your reports in Help and Support',
    noOrder: 'Having trouble with a payment?',
    helpLink: 'Contact Help and Support',
  },
  /** The parent's payment page (001 §2.1 /parentpayment/{orderid}; the spec shows no texts — ours). */
  parentPayment: {
    title: 'Fee payment',
    intro: 'You are paying the fees of',
    amount: 'Amount',
    pay: (amount: string) => `Pay ${amount}`,
    paidHeading: 'Payment successful',
    paidText: (amount: string, name: string) => `Thank you. ${amount} has been paid for ${name}.`,
    receipt: 'Receipt',
    alreadyPaidHeading: 'Already paid',
    alreadyPaid: 'This fee has already been paid. Thank you.',
    expiredHeading: 'Link no longer valid',
    expired: 'This payment link has expired. Please ask the student for a new link.',
    invalidHeading: 'Link not valid',
    invalid: 'This payment link is not valid. Please ask the student for a new link.',
  },
  /** 001 §2.7: only Logout, a contact-counsellor link and a care e-mail address; the amount due in rupees. */
  locked: {
    heading: 'Your profile is locked',
    explanation: 'Your profile is locked because a fee payment is due. Please clear the dues to continue.',
    amountDue: 'Amount due',
    contactCounsellor: 'Contact counsellor',
    careMail: 'Write to us at',
  },
} as const;
