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
  /** 001 §2.7: only Logout, a contact-counsellor link and a care e-mail address; the amount due in rupees. */
  locked: {
    heading: 'Your profile is locked',
    explanation: 'Your profile is locked because a fee payment is due. Please clear the dues to continue.',
    amountDue: 'Amount due',
    contactCounsellor: 'Contact counsellor',
    careMail: 'Write to us at',
  },
} as const;
