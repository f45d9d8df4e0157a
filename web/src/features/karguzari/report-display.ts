import type { KarguzariReport, KarguzariStatus, ReportType } from '@seerat/contracts';
import type { BadgeTone } from '../../components/ui/badge';

export const REPORT_STATUS_TONES: Record<KarguzariStatus, BadgeTone> = {
  draft: 'neutral',
  submitted: 'info',
  reviewed: 'brand',
  approved: 'success',
  rejected: 'danger',
};

const PERIOD_NOUNS: Record<ReportType, string> = {
  weekly: 'Week',
  monthly: 'Month',
  quarterly: 'Quarter',
  special: 'Period',
};

/**
 * The names of a report's period dates (`weekStartDate`, `weekEndDate`, as the spec names the
 * fields) by its type: a monthly report's dates are a month's, not a week's.
 */
export function periodLabels(reportType: ReportType): { start: string; end: string; endBeforeStart: string } {
  const noun = PERIOD_NOUNS[reportType];
  return {
    start: `${noun} Start`,
    end: `${noun} End`,
    endBeforeStart: `${noun} end must not be before the ${noun.toLowerCase()} start`,
  };
}

/** `rejected` reads as what it means to the submitter. */
export function statusLabel(status: KarguzariStatus): string {
  return status === 'rejected' ? 'Sent back' : `${status[0]!.toUpperCase()}${status.slice(1)}`;
}

const CSV_COLUMNS: Array<[string, (report: KarguzariReport) => string | number | boolean | null]> = [
  ['id', (report) => report.id],
  ['version', (report) => report.version],
  ['isLatest', (report) => report.isLatest],
  ['title', (report) => report.title],
  ['reportType', (report) => report.reportType],
  ['reportDate', (report) => report.reportDate],
  ['status', (report) => report.status],
  ['reportContent', (report) => report.reportContent],
  ['submittedBy', (report) => report.submittedBy],
  ['submissionDate', (report) => report.submissionDate],
  ['editReason', (report) => report.editReason],
  ['reviewedBy', (report) => report.reviewedBy],
  ['reviewedAt', (report) => report.reviewedAt],
  ['reviewComments', (report) => report.reviewComments],
];

/**
 * The city's reports as CSV (every version), quoting what needs it, for Export Reports. Text a
 * spreadsheet would run as a formula (starting with =, +, -, @, tab or carriage return) is
 * prefixed with an apostrophe: a report's words are the submitter's, and must stay words.
 */
export function reportsCsv(reports: KarguzariReport[]): string {
  const cell = (value: string | number | boolean | null) => {
    const raw = value === null ? '' : String(value);
    const text = typeof value === 'string' && /^[=+\-@\t\r]/.test(raw) ? `'${raw}` : raw;
    return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  const lines = [CSV_COLUMNS.map(([name]) => name).join(',')];
  for (const report of reports) lines.push(CSV_COLUMNS.map(([, read]) => cell(read(report))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
