/**
 * Every user-facing text of mfe-account, from the spec (000 = 000_5f588cf4abcc48c4.txt,
 * 001 = 001_1f040e4cfcc5cfc9.txt). Where the spec gives no wording ("not shown"), the text is ours.
 */
export const MESSAGES = {
  /** 000 §2 screen titles. */
  profileTitle: 'Profile',
  lockedTitle: 'Profile Locked',
  /** 000 §8 default failure text. */
  defaultError: 'Some error occurred',
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
  },
  /** Issue 11 §1 change password (the spec gives no wording; ours). */
  password: {
    title: 'Change Password',
    current: 'Current password',
    next: 'New password',
    confirm: 'Confirm new password',
    submit: 'Change Password',
    saving: 'Saving...',
    success: 'Password changed successfully',
  },
  /** Issue 11 §2 parent details (000 §2 title 'Edit Parent'; the other texts are ours). */
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
