/**
 * The Partner Program's rules and words, shared by the server and the pages: enrolment steps, the tax deadlines,
 * the terms date, the tax statuses and the tax notice (spec 2 §3, §4, §9).
 */

/** The enrolment steps of /me/partner/enroll/{step}, in order. */
export const PARTNER_ENROLL_STEPS = ['eligibility', 'terms', 'payout', 'tax'] as const;
export type PartnerEnrollStep = (typeof PARTNER_ENROLL_STEPS)[number];

export const PARTNER_STEP_LABELS: Record<PartnerEnrollStep, string> = {
  eligibility: 'Eligibility',
  terms: 'Terms',
  payout: 'Payout account',
  tax: 'Tax information',
};

export function isPartnerEnrollStep(value: string | undefined | null): value is PartnerEnrollStep {
  return !!value && (PARTNER_ENROLL_STEPS as readonly string[]).includes(value);
}

/** How far a writer got: the first step not done yet (null: every step is done). */
export interface EnrollProgress {
  eligible: boolean;
  termsAccepted: boolean;
  payoutDone: boolean;
  enrolled: boolean;
}

/** The first step whose prerequisites are met but which is not done; 'tax' once enrolled. */
export function firstUnfinishedStep(progress: EnrollProgress): PartnerEnrollStep {
  if (!progress.eligible) return 'eligibility';
  if (!progress.termsAccepted) return 'terms';
  if (!progress.payoutDone || !progress.enrolled) return 'payout';
  return 'tax';
}

/** Whether a step may be shown now: it is the first unfinished one or comes before it. */
export function mayOpenStep(step: PartnerEnrollStep, progress: EnrollProgress): boolean {
  return PARTNER_ENROLL_STEPS.indexOf(step) <= PARTNER_ENROLL_STEPS.indexOf(firstUnfinishedStep(progress));
}

/** Partner Program Terms updated Aug 11, 2021 at 09:00 in UTC-4 (13:00 UTC). Acceptance before it shows the terms notice. */
export const PARTNER_TERMS_UPDATED_AT = Date.UTC(2021, 7, 11, 13, 0, 0);
export const PARTNER_TERMS_UPDATED_LABEL = 'Aug 11, 2021';
/** The dismissable flag the terms notice sets (spec 2 §3). */
export const PP_TERMS_ACKNOWLEDGEMENT = 'PP_TERMS_ACKNOWLEDGEMENT';
/** The flags a viewer may dismiss (Viewer.dismissableFlags). */
export const DISMISSABLE_FLAGS = ['BETA_FIRST_USE_CTA', PP_TERMS_ACKNOWLEDGEMENT] as const;
export type DismissableFlag = (typeof DISMISSABLE_FLAGS)[number];
export function isDismissableFlag(value: string): value is DismissableFlag {
  return (DISMISSABLE_FLAGS as readonly string[]).includes(value);
}

/** The terms notice shows for enrolled writers whose acceptance predates the update and who have not dismissed it. */
export function showsTermsNotice(input: { enrolled: boolean; termsAcceptedAt: number | null; dismissedFlags: readonly string[] }): boolean {
  return (
    input.enrolled && input.termsAcceptedAt !== null && input.termsAcceptedAt < PARTNER_TERMS_UPDATED_AT && !input.dismissedFlags.includes(PP_TERMS_ACKNOWLEDGEMENT)
  );
}

export const PARTNER_TERMS_NOTICE = {
  message: `We’ve updated the Partner Program Terms (effective ${PARTNER_TERMS_UPDATED_LABEL}). Please review them to keep earning.`,
  link: 'Read the terms',
  dismiss: 'Got it',
} as const;
/** The toast width of the terms notice on the smallest screens (spec 2 §9): 340 px instead of 300 px. */
export const PARTNER_TERMS_TOAST_WIDTH = 340;

/** Tax document status (spec 2 §3). */
export const TAX_STATUS = { NOT_SUBMITTED: 0, PENDING: 1, ON_HOLD: 2, INVALID: 3, APPROVED: 4 } as const;
export type TaxStatus = (typeof TAX_STATUS)[keyof typeof TAX_STATUS];
export const TAX_STATUS_LABELS: Record<TaxStatus, string> = {
  0: 'Not submitted',
  1: 'Pending review',
  2: 'On hold',
  3: 'Invalid',
  4: 'Approved',
};

const DAY_MS = 24 * 60 * 60_000;
/**
 * Deadlines from enrolment while no tax form is approved: earnings are withheld (not paid out) from day 30,
 * stories stop earning from day 60, withheld earnings are forfeited from day 90, and the forfeited sums leave
 * the writer's balance (earningsInternallyForfeitedAt) two weeks later.
 */
export const TAX_DEADLINE_DAYS = { firstWithheld: 30, limited: 60, forfeited: 90, internallyForfeited: 104 } as const;

export interface TaxDeadlines {
  earningsFirstWithheldAt: number;
  earningsLimitedAt: number;
  earningsForfeitedAt: number;
  earningsInternallyForfeitedAt: number;
}

export function taxDeadlinesFrom(enrolledAt: number): TaxDeadlines {
  return {
    earningsFirstWithheldAt: enrolledAt + TAX_DEADLINE_DAYS.firstWithheld * DAY_MS,
    earningsLimitedAt: enrolledAt + TAX_DEADLINE_DAYS.limited * DAY_MS,
    earningsForfeitedAt: enrolledAt + TAX_DEADLINE_DAYS.forfeited * DAY_MS,
    earningsInternallyForfeitedAt: enrolledAt + TAX_DEADLINE_DAYS.internallyForfeited * DAY_MS,
  };
}

export type EarningStatus = 'EARNING' | 'WITHHELD' | 'LIMITED' | 'FORFEITED';

/**
 * Whether an enrolled writer's stories earn now: an approved form earns; otherwise the deadlines decide
 * (before the first: still earning; then withheld, limited, forfeited).
 */
export function earningStatusAt(input: { taxStatus: number; deadlines: TaxDeadlines | null }, now: number): EarningStatus {
  if (input.taxStatus === TAX_STATUS.APPROVED) return 'EARNING';
  const d = input.deadlines;
  if (!d) return 'EARNING';
  if (now >= d.earningsForfeitedAt) return 'FORFEITED';
  if (now >= d.earningsLimitedAt) return 'LIMITED';
  if (now >= d.earningsFirstWithheldAt) return 'WITHHELD';
  return 'EARNING';
}

/** 'November 25, 2026' in UTC, the way the notice writes deadlines. */
export function deadlineDate(ms: number): string {
  return new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date(ms));
}

export const TAX_REVIEW_WAIT = 'please wait 3 to 5 business days';

export type TaxNoticeKind = 'notSubmitted' | 'limited' | 'forfeited' | 'pending' | 'invalid';

export interface TaxNotice {
  kind: TaxNoticeKind;
  /** Error-coloured when not submitted (before the deadline) or invalid. */
  tone: 'error' | 'default';
  message: string;
  /** The link to the tax information page (resubmit, submit). */
  link: string | null;
}

export interface TaxNoticeInput {
  /** Default 0 when the writer has no document. */
  taxDocumentStatus: number | null | undefined;
  earningsLimitedAt: number | null | undefined;
  earningsForfeitedAt: number | null | undefined;
  /** Why the form was marked invalid. */
  invalidReason?: string | null;
}

/**
 * The tax notice of spec 2 §4 for an enrolled writer at `now`, or null when nothing is to be said (approved).
 * The page decides whether to show it at all (enrolled, not the post stats page).
 */
export function taxNotice(input: TaxNoticeInput, now: number): TaxNotice | null {
  const status = input.taxDocumentStatus ?? TAX_STATUS.NOT_SUBMITTED;
  if (status === TAX_STATUS.APPROVED) return null;
  if (status === TAX_STATUS.PENDING || status === TAX_STATUS.ON_HOLD) {
    return { kind: 'pending', tone: 'default', message: `Your tax information is being reviewed: ${TAX_REVIEW_WAIT}.`, link: null };
  }
  if (status === TAX_STATUS.INVALID) {
    const reason = input.invalidReason?.trim();
    return {
      kind: 'invalid',
      tone: 'error',
      message: `There is an issue with your tax information${reason ? `: ${reason}` : ''}. Please resubmit it.`,
      link: 'Resubmit your tax information',
    };
  }
  const forfeitedAt = input.earningsForfeitedAt ?? null;
  const limitedAt = input.earningsLimitedAt ?? null;
  if (forfeitedAt !== null && now >= forfeitedAt) {
    return {
      kind: 'forfeited',
      tone: 'default',
      message: `Your tax forms were not approved by ${deadlineDate(forfeitedAt)}, so your withheld earnings are forfeited.`,
      link: 'Submit your tax information',
    };
  }
  if (limitedAt !== null && now >= limitedAt) {
    return {
      kind: 'limited',
      tone: 'default',
      message: `Your tax forms were not approved by ${deadlineDate(limitedAt)}, so your stories have stopped earning.`,
      link: 'Submit your tax information',
    };
  }
  return {
    kind: 'notSubmitted',
    tone: 'error',
    message: limitedAt !== null ? `Your tax forms must be approved by ${deadlineDate(limitedAt)} for your stories to keep earning.` : 'Your tax forms must be approved for your stories to keep earning.',
    link: 'Submit your tax information',
  };
}

/** The tax notification types of spec 1 §2. */
export const TAX_NOTICE_STAGES = ['day_one', 'pre_earning_limit', 'post_earning_limit', 'final', 'last_day'] as const;
export type TaxNoticeStage = (typeof TAX_NOTICE_STAGES)[number];
/** Days before a deadline the 'pre' and 'final' notices go out. */
export const TAX_NOTICE_LEAD_DAYS = 7;

/**
 * The stage a writer without an approved form is in at `now` (null after forfeiture):
 * day_one from the start, pre_earning_limit 7 days before the limit, post_earning_limit from the limit,
 * final 7 days before forfeiture, last_day on the last day before it.
 */
export function taxNoticeStage(deadlines: Pick<TaxDeadlines, 'earningsLimitedAt' | 'earningsForfeitedAt'>, now: number): TaxNoticeStage | null {
  const { earningsLimitedAt: limited, earningsForfeitedAt: forfeited } = deadlines;
  if (now >= forfeited) return null;
  if (now >= forfeited - DAY_MS) return 'last_day';
  if (now >= forfeited - TAX_NOTICE_LEAD_DAYS * DAY_MS) return 'final';
  if (now >= limited) return 'post_earning_limit';
  if (now >= limited - TAX_NOTICE_LEAD_DAYS * DAY_MS) return 'pre_earning_limit';
  return 'day_one';
}

/** Supported payout countries (where payout accounts can be opened), by ISO code. */
export const PARTNER_COUNTRIES: readonly { code: string; name: string }[] = [
  { code: 'AU', name: 'Australia' },
  { code: 'AT', name: 'Austria' },
  { code: 'BE', name: 'Belgium' },
  { code: 'CA', name: 'Canada' },
  { code: 'DK', name: 'Denmark' },
  { code: 'FI', name: 'Finland' },
  { code: 'FR', name: 'France' },
  { code: 'DE', name: 'Germany' },
  { code: 'HK', name: 'Hong Kong' },
  { code: 'IE', name: 'Ireland' },
  { code: 'IT', name: 'Italy' },
  { code: 'JP', name: 'Japan' },
  { code: 'LU', name: 'Luxembourg' },
  { code: 'NL', name: 'Netherlands' },
  { code: 'NZ', name: 'New Zealand' },
  { code: 'NO', name: 'Norway' },
  { code: 'PT', name: 'Portugal' },
  { code: 'SG', name: 'Singapore' },
  { code: 'ES', name: 'Spain' },
  { code: 'SE', name: 'Sweden' },
  { code: 'CH', name: 'Switzerland' },
  { code: 'GB', name: 'United Kingdom' },
  { code: 'US', name: 'United States' },
];

export function isPartnerCountry(code: string): boolean {
  return PARTNER_COUNTRIES.some((c) => c.code === code);
}

/** The limits of the tax form. */
export const TAX_FORM_LIMITS = { legalName: 200, address: 500, taxId: 30, reason: 500 } as const;

/** A US TIN: 9 digits (SSN, ITIN or EIN), dashes allowed. Elsewhere a tax id of 4 to 30 letters and digits. */
export function normalizeTaxId(country: string, raw: string): string | null {
  const compact = raw.replace(/[\s-]/g, '').toUpperCase();
  if (country === 'US') return /^\d{9}$/.test(compact) ? compact : null;
  return /^[A-Z0-9]{4,30}$/.test(compact) ? compact : null;
}

export const PARTNER_MESSAGES = {
  notEligible: 'You are not eligible for the Partner Program yet.',
  needsStory: 'Publish at least one story.',
  suspended: 'Your account is suspended.',
  needsEmail: 'Verify your email address.',
  countryUnsupported: 'Payouts are not available in that country yet.',
  stepFirst: 'Finish the earlier steps first.',
  notEnrolled: 'You are not enrolled in the Partner Program.',
  payoutsNotConfigured: 'Payouts are not configured on this instance. You can enroll now; an operator will set up payouts later.',
  legalName: 'Enter your full legal name.',
  address: 'Enter your address.',
  country: 'Choose your country.',
  usTin: 'Enter a 9-digit US taxpayer identification number (SSN, ITIN or EIN).',
  foreignTaxId: 'Enter your tax identification number (4 to 30 letters and digits).',
  alreadyApproved: 'Your tax information is already approved.',
  reviewNotPending: 'This tax form is not waiting for review.',
  reasonRequired: 'Say what is wrong, so the writer can fix it.',
  unknownFlag: 'There is no such notice to dismiss.',
  ownFlagsOnly: 'You can only dismiss your own notices.',
} as const;
