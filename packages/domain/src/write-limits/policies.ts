const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** At most `max` writes inside any window of `windowMs` (a sliding window, not a calendar one). */
export interface WriteWindow {
  readonly max: number;
  readonly windowMs: number;
}

/**
 * How fast one kind of write may come: per user (one person, or one shared account at a
 * desk) and per provider (all its users together, so a provider cannot multiply its allowance
 * by creating sub-users). Each window of a scope allows more than a shorter one: the short
 * window stops a burst, the day window bounds what a slow, steady script piles up.
 */
export interface WriteLimit {
  readonly name: string;
  readonly user: readonly WriteWindow[];
  readonly provider: readonly WriteWindow[];
}

const windows = (tenMinutes: number, day: number): readonly WriteWindow[] => [
  { max: tenMinutes, windowMs: 10 * MINUTE_MS },
  { max: day, windowMs: DAY_MS },
];

/**
 * The policies a write call declares beside its access rule (packages/contracts). The numbers
 * are set where a front desk never arrives and a script does at once: unlimited, one session
 * filed 733 authorization requests and 1,311 payment inquiries in 15 seconds each.
 *
 * - filing: a request the insurer's staff must read and answer (an authorization, a
 *   prescription, a support case and its notes and files, a telemedicine session). Typing one
 *   takes a person a minute or more, so thirty in ten minutes is one every twenty seconds, and
 *   three hundred a day is five hours without a pause; the support centre had exactly these
 *   numbers per user before every write had a limit. A provider's desk rarely has more than a
 *   handful of people filing at once: five times a user's allowance.
 * - entry: one quick action per patient or per row at the counter (a connectivity service or
 *   diagnosis and their annulment, a census record, an invoice marked as read). A patient takes
 *   two or three of them, so a hundred and twenty in ten minutes is a patient every fifteen
 *   seconds for ten minutes, and fifteen hundred a day a busy laboratory's whole day.
 * - inquiry: asking the insurer to look at something already filed (a call about a payment, the
 *   survey after an authorization). Twenty in ten minutes covers going down a list of unpaid
 *   invoices one by one; a hundred a day is more than any list the portal shows.
 * - edit: changes to the provider's or the user's own settings and data (contact details,
 *   places, documents, users, terminals, receipts, the payment channel, ratings, terms). A
 *   set-up day touches them a few dozen times; sixty in ten minutes is a change every ten
 *   seconds.
 * - import: a file the insurer's ERP pushes through the integration door, counted per key (as a
 *   user) and per client (all its keys, as a provider). A night pushes one file of each kind,
 *   with a dry run and a retry or two: thirty in ten minutes and two hundred a day are far past
 *   it, while a runaway retry loop is stopped within minutes.
 */
export const LIMITS = {
  filing: { name: 'filing', user: windows(30, 300), provider: windows(150, 1500) },
  entry: { name: 'entry', user: windows(120, 1500), provider: windows(600, 10_000) },
  inquiry: { name: 'inquiry', user: windows(20, 100), provider: windows(60, 300) },
  edit: { name: 'edit', user: windows(60, 600), provider: windows(200, 2000) },
  import: { name: 'import', user: windows(30, 200), provider: windows(60, 400) },
} as const satisfies Record<string, WriteLimit>;
