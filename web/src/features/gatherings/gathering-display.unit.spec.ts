import { describe, expect, it } from 'vitest';
import { approvalBadge, durationText, isSubmitted, isUnderWay } from './gathering-display';

describe('what an event card and its details say', () => {
  it('shows the approval badge only where the status badge does not already say it', () => {
    expect(approvalBadge('approved', 'approved')).toBeNull();
    expect(approvalBadge('pending', 'pending_approval')).toBeNull();
    expect(approvalBadge('rejected', 'rejected')).toBeNull();
    expect(approvalBadge('draft', 'draft')).toBeNull();
    expect(approvalBadge('approved', 'completed')).toBeNull();
    // A cancelled event's approval is news: the status alone does not tell it.
    expect(approvalBadge('approved', 'cancelled')).toEqual({ label: 'Approval: Approved', tone: 'success' });
  });

  it('calls an event sent back for changes a draft, not submitted', () => {
    const submittedAt = '2026-11-20T09:00:00.000Z';
    expect(isSubmitted({ status: 'pending_approval', submittedAt })).toBe(true);
    expect(isSubmitted({ status: 'approved', submittedAt })).toBe(true);
    expect(isSubmitted({ status: 'draft', submittedAt })).toBe(false);
    expect(isSubmitted({ status: 'draft', submittedAt: null })).toBe(false);
  });

  it('gives the duration in hours as they are, 10:00 to 12:30 being 2.5 hours', () => {
    const at = (time: string) => `2026-12-01T${time}:00.000Z`;
    expect(durationText({ startDateTime: at('10:00'), endDateTime: at('12:30') })).toBe('2.5 hours');
    expect(durationText({ startDateTime: at('10:00'), endDateTime: at('11:00') })).toBe('1 hour');
    expect(durationText({ startDateTime: at('10:00'), endDateTime: at('10:20') })).toBe('0.33 hours');
  });

  it('calls live only an event that has started and not yet ended', () => {
    const event = { startDateTime: '2026-12-01T10:00:00.000Z', endDateTime: '2026-12-01T12:00:00.000Z' };
    expect(isUnderWay(event, new Date('2026-12-01T09:59:00.000Z'))).toBe(false);
    expect(isUnderWay(event, new Date('2026-12-01T11:00:00.000Z'))).toBe(true);
    expect(isUnderWay(event, new Date('2026-12-01T12:00:00.000Z'))).toBe(false);
  });
});
