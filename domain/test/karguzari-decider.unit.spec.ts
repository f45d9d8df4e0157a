import { type KarguzariEvent, type KarguzariFields, karguzariFieldsSchema } from '@seerat/contracts';
import { describe, it } from 'vitest';
import { karguzariDecider } from '../src/karguzari/karguzari-decider';
import { deciderSpec } from './decider-spec';

const spec = deciderSpec(karguzariDecider);
const SUBMITTER = 5;
const REVIEWER = 8;
const fields: KarguzariFields = karguzariFieldsSchema.parse({
  title: 'Week 9',
  reportDate: '2025-03-01',
  activities: 'Two circles held',
  cityId: 4,
  zoneId: 2,
});
const about = (version = 1) => ({ reportId: 3, version, cityId: 4, zoneId: 2 });
const created = (status: 'draft' | 'submitted' = 'submitted'): KarguzariEvent => ({
  type: 'KarguzariReportCreated',
  data: { reportId: 3, fields, status, authorId: SUBMITTER },
});
const reviewed = (decision: 'reviewed' | 'approved' | 'rejected', version = 1): KarguzariEvent => ({
  type: 'KarguzariReportReviewed',
  data: { ...about(version), decision, reviewComments: decision === 'rejected' ? 'Add attendance' : null },
});
const review = (decision: 'reviewed' | 'approved' | 'rejected', actorId = REVIEWER) => ({
  type: 'ReviewReport' as const,
  decision,
  reviewComments: decision === 'rejected' ? 'Add attendance' : null,
  actorId,
});

describe('karguzari decider: creating a report', () => {
  it('records the report as a draft or submitted, with its author', () => {
    for (const status of ['draft', 'submitted'] as const) {
      spec
        .given([])
        .when({ type: 'CreateReport', reportId: 3, fields, status, actorId: SUBMITTER })
        .thenEmits([created(status)]);
    }
  });

  it('refuses to create the same report twice', () => {
    spec
      .given([created()])
      .when({ type: 'CreateReport', reportId: 3, fields, status: 'draft', actorId: SUBMITTER })
      .thenThrows('conflict', 'Report already exists');
  });
});

describe('karguzari decider: editing makes a new version', () => {
  it('records version 2 with the changed fields and the reason, awaiting review again', () => {
    spec
      .given([created(), reviewed('approved')])
      .when({
        type: 'ReviseReport',
        patch: { activities: 'Three circles held' },
        editReason: 'Miscounted',
        actorId: 6,
      })
      .thenEmits([
        {
          type: 'KarguzariReportRevised',
          data: {
            ...about(2),
            changes: { activities: { from: 'Two circles held', to: 'Three circles held' } },
            editReason: 'Miscounted',
            status: 'submitted',
            authorId: 6,
          },
        },
      ]);
  });

  it('keeps a draft a draft, and numbers each version after the last', () => {
    const v2: KarguzariEvent = {
      type: 'KarguzariReportRevised',
      data: {
        ...about(2),
        changes: { title: { from: 'Week 9', to: 'Week 9b' } },
        editReason: 'Title',
        status: 'draft',
        authorId: SUBMITTER,
      },
    };
    spec
      .given([created('draft'), v2])
      .when({ type: 'ReviseReport', patch: { challenges: 'Rain' }, editReason: 'More', actorId: SUBMITTER })
      .thenEmits([
        {
          type: 'KarguzariReportRevised',
          data: {
            ...about(3),
            changes: { challenges: { from: null, to: 'Rain' } },
            editReason: 'More',
            status: 'draft',
            authorId: SUBMITTER,
          },
        },
      ]);
  });

  it('records no version when nothing changed', () => {
    spec
      .given([created()])
      .when({ type: 'ReviseReport', patch: { title: 'Week 9' }, editReason: 'None', actorId: SUBMITTER })
      .thenNothingHappened();
  });

  it('refuses a report that does not exist', () => {
    spec
      .given([])
      .when({ type: 'ReviseReport', patch: { title: 'x' }, editReason: 'x', actorId: 1 })
      .thenThrows('not_found', 'Report not found');
  });
});

describe('karguzari decider: submitting', () => {
  it('submits a draft and a returned report', () => {
    spec
      .given([created('draft')])
      .when({ type: 'SubmitReport' })
      .thenEmits([{ type: 'KarguzariReportSubmitted', data: about() }]);
    spec
      .given([created(), reviewed('rejected')])
      .when({ type: 'SubmitReport' })
      .thenEmits([{ type: 'KarguzariReportSubmitted', data: about() }]);
  });

  it('refuses to submit a report that awaits or passed review', () => {
    spec
      .given([created()])
      .when({ type: 'SubmitReport' })
      .thenThrows('conflict', 'This report is submitted and cannot become submitted');
    spec
      .given([created(), reviewed('approved')])
      .when({ type: 'SubmitReport' })
      .thenThrows('conflict', 'This report is approved and cannot become submitted');
  });
});

describe('karguzari decider: review', () => {
  it('marks a submitted report reviewed, approves it, or sends it back with comments', () => {
    for (const decision of ['reviewed', 'approved', 'rejected'] as const) {
      spec
        .given([created()])
        .when(review(decision))
        .thenEmits([reviewed(decision)]);
    }
  });

  it('approves or returns a reviewed report', () => {
    for (const decision of ['approved', 'rejected'] as const) {
      spec
        .given([created(), reviewed('reviewed')])
        .when(review(decision))
        .thenEmits([reviewed(decision)]);
    }
  });

  it('reviews the newest version', () => {
    const v2: KarguzariEvent = {
      type: 'KarguzariReportRevised',
      data: {
        ...about(2),
        changes: { title: { from: 'Week 9', to: 'Week 9b' } },
        editReason: 'Title',
        status: 'submitted',
        authorId: SUBMITTER,
      },
    };
    spec
      .given([created(), v2])
      .when(review('approved'))
      .thenEmits([reviewed('approved', 2)]);
  });

  it('refuses drafts, approved reports, marking a reviewed report reviewed again', () => {
    spec
      .given([created('draft')])
      .when(review('approved'))
      .thenThrows('conflict', 'This report is draft and cannot become approved');
    spec
      .given([created(), reviewed('approved')])
      .when(review('rejected'))
      .thenThrows('conflict', 'This report is approved and cannot become rejected');
    spec
      .given([created(), reviewed('reviewed')])
      .when(review('reviewed'))
      .thenThrows('conflict', 'This report is reviewed and cannot become reviewed');
    spec
      .given([created(), reviewed('rejected')])
      .when(review('approved'))
      .thenThrows('conflict', 'This report is rejected and cannot become approved');
  });

  it('refuses the submitter and the author of the newest version as reviewers', () => {
    spec
      .given([created()])
      .when(review('approved', SUBMITTER))
      .thenThrows('forbidden', 'You cannot review a report you submitted or edited');
    const byReviewer: KarguzariEvent = {
      type: 'KarguzariReportRevised',
      data: {
        ...about(2),
        changes: { title: { from: 'Week 9', to: 'Week 9b' } },
        editReason: 'Title',
        status: 'submitted',
        authorId: REVIEWER,
      },
    };
    spec
      .given([created(), byReviewer])
      .when(review('approved'))
      .thenThrows('forbidden', 'You cannot review a report you submitted or edited');
  });

  it('refuses to send a report back without comments', () => {
    spec
      .given([created()])
      .when({ type: 'ReviewReport', decision: 'rejected', reviewComments: null, actorId: REVIEWER })
      .thenThrows('invalid', 'Review comments are required to send a report back');
  });
});
