/** Event notices: admins write them (part 2 §2.10), freshers read them as events in the feed (§2.3). */
export const NOTICE_MESSAGES = {
  nameAndDescriptionRequired: 'Event name and description are required',
  invalidRegistrationLink: 'Please enter a valid registration link (http or https)',
  invalidDate: 'Please enter a valid date',
  invalidTime: 'Please enter a valid time',
  fieldTooLong: 'This field is too long',
  notFound: 'Event notice not found',
  added: 'Event notice added successfully',
  updated: 'Event notice updated successfully',
  deleted: 'Event notice deleted successfully',
} as const;

/** Bounds of a notice's fields: generous for people, small enough for one feed card. */
export const NOTICE_LIMITS = {
  eventName: 150,
  eventDescription: 2000,
  venue: 200,
  registrationLink: 2048,
  otherInfo: 200,
} as const;
