import { describe, expect, it } from 'vitest';
import { formatCalendarDate } from '../../lib/dates';
import { labelOf } from '../../lib/value-label';
import { itemProgress, taskPreview } from './meeting-display';

describe('meeting card display', () => {
  it('cuts a task to 50 characters with an ellipsis', () => {
    expect(taskPreview('x'.repeat(50))).toBe('x'.repeat(50));
    expect(taskPreview('y'.repeat(51))).toBe(`${'y'.repeat(50)}...`);
  });

  it('counts completed items of the whole list', () => {
    const item = (status: 'pending' | 'completed') => ({
      id: 1,
      task: 't',
      assignedTo: null,
      dueDate: null,
      status,
      priority: 'medium' as const,
    });
    expect(itemProgress([item('completed'), item('pending'), item('pending')])).toEqual({
      done: 1,
      total: 3,
      percent: 33,
    });
    expect(itemProgress([])).toEqual({ done: 0, total: 0, percent: 0 });
  });

  it('writes days en-US and values as words', () => {
    expect(formatCalendarDate('2025-03-01')).toBe('Mar 1, 2025');
    expect(labelOf('in-progress')).toBe('In progress');
  });
});
