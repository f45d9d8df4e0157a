import type { KarguzariReport } from '@seerat/contracts';
import { describe, expect, it } from 'vitest';
import { periodLabels, reportsCsv, statusLabel } from './report-display';

describe('karguzari display', () => {
  it('writes every version as a CSV row, quoting commas, quotes and line breaks', () => {
    const report = {
      id: 3,
      version: 2,
      isLatest: true,
      title: 'Week 9, north',
      reportType: 'weekly',
      reportDate: '2025-03-01',
      status: 'approved',
      reportContent: 'Said "hello"\nand left',
      submittedBy: 'amina',
      submissionDate: '2025-03-02T10:00:00.000Z',
      editReason: null,
      reviewedBy: 'bilal',
      reviewedAt: null,
      reviewComments: null,
    } as KarguzariReport;
    expect(reportsCsv([report])).toBe(
      'id,version,isLatest,title,reportType,reportDate,status,reportContent,submittedBy,submissionDate,editReason,reviewedBy,reviewedAt,reviewComments\r\n' +
        '3,2,true,"Week 9, north",weekly,2025-03-01,approved,"Said ""hello""\nand left",amina,2025-03-02T10:00:00.000Z,,bilal,,\r\n',
    );
  });

  it('keeps text a spreadsheet would run as a formula as text', () => {
    const report = {
      id: 4,
      version: 1,
      isLatest: true,
      title: '=HYPERLINK("http://evil.example","open")',
      reportType: 'weekly',
      reportDate: '2025-03-01',
      status: 'submitted',
      reportContent: '@SUM(1+1)',
      submittedBy: '-amina',
      submissionDate: '2025-03-02T10:00:00.000Z',
      editReason: '+1',
      reviewedBy: null,
      reviewedAt: null,
      reviewComments: null,
    } as KarguzariReport;
    expect(reportsCsv([report]).split('\r\n')[1]).toBe(
      `4,1,true,"'=HYPERLINK(""http://evil.example"",""open"")",weekly,2025-03-01,submitted,'@SUM(1+1),'-amina,2025-03-02T10:00:00.000Z,'+1,,,`,
    );
  });

  it('names a returned report as sent back', () => {
    expect(statusLabel('rejected')).toBe('Sent back');
    expect(statusLabel('approved')).toBe('Approved');
  });
});

describe("a report's period dates", () => {
  it('are named by the report type: a monthly report has no week', () => {
    expect(periodLabels('weekly')).toMatchObject({ start: 'Week Start', end: 'Week End' });
    expect(periodLabels('monthly')).toEqual({
      start: 'Month Start',
      end: 'Month End',
      endBeforeStart: 'Month end must not be before the month start',
    });
    expect(periodLabels('quarterly')).toMatchObject({ start: 'Quarter Start', end: 'Quarter End' });
    expect(periodLabels('special')).toMatchObject({ start: 'Period Start', end: 'Period End' });
  });
});
