/**
 * A writer's audience: importing subscribers from a CSV file, exporting them, and what the stats pages count.
 * The limits are stated on the import page; the server keeps them.
 */

/** The largest CSV file accepted (bytes). */
export const IMPORT_MAX_BYTES = 2 * 1024 * 1024;
/** The most rows a file may have, its header included. */
export const IMPORT_MAX_ROWS = 10_000;
/** Imports a writer may run per hour. */
export const IMPORTS_PER_HOUR = 10;
/** The multipart field that carries the file, and the one that says the writer has their readers' consent. */
export const IMPORT_FILE_FIELD = 'file';
export const IMPORT_CONSENT_FIELD = 'consent';
/** Problem rows listed in a report (the counts still count them all). */
export const IMPORT_REPORT_MAX_ROWS = 500;
/** Subscriber milestones told to the writer: the first crowd, then each order of magnitude. */
export const SUBSCRIBER_MILESTONES = [10, 100, 1000, 10_000] as const;
/** Recent subscribers an audience page lists. */
export const RECENT_SUBSCRIBERS = 20;
/** Subscribers the audience page's subscriber list shows. */
export const SUBSCRIBER_LIST_LIMIT = 200;

export const IMPORT_MESSAGES = {
  consent: 'Confirm that everyone in the file agreed to get your emails before importing.',
  noFile: 'Choose a CSV file to import.',
  tooLarge: `The file is larger than ${IMPORT_MAX_BYTES / 1024 / 1024} MB. Split it into smaller files.`,
  tooManyRows: `The file has more than ${IMPORT_MAX_ROWS.toLocaleString('en-US')} rows. Split it into smaller files.`,
  notCsv: 'This file could not be read as CSV.',
  noEmailColumn: 'No column of email addresses was found. Name it "email" in the first row.',
  tooMany: 'Too many imports. Please wait an hour and try again.',
  notFound: 'This newsletter was not found.',
} as const;

/** Why a row was skipped. */
export const IMPORT_ROW_REASONS = {
  empty: 'No email address',
  invalid: 'Not a valid email address',
  duplicate: 'Appears earlier in the file',
  already: 'Already subscribed',
  unsubscribed: 'Unsubscribed earlier: not added again',
  bounced: 'Bounced earlier: not added again',
  self: 'Your own address',
} as const;

export type ImportRowReason = keyof typeof IMPORT_ROW_REASONS;

export interface ImportReport {
  /** Rows read, the header excluded. */
  rows: number;
  added: number;
  alreadySubscribed: number;
  /** Rows left out, with their row number in the file and why (at most IMPORT_REPORT_MAX_ROWS). */
  skipped: { row: number; reason: string; email: string }[];
  skippedCount: number;
}
