import { describe, expect, it } from 'vitest';
import { backupProblems, type BackupSchedule } from './backups';

const project = 'lagoon-ridge-prod';
const pitrOn = { pointInTimeRecoveryEnablement: 'POINT_IN_TIME_RECOVERY_ENABLED' };
const dailyWeek: BackupSchedule = {
  name: `projects/${project}/databases/(default)/backupSchedules/abc123`,
  retention: '604800s',
  dailyRecurrence: {},
};

describe('backupProblems', () => {
  it('finds nothing when point-in-time recovery is on and one daily backup is kept 7 days', () => {
    expect(backupProblems(project, pitrOn, [dailyWeek])).toEqual([]);
  });

  it('says point-in-time recovery is off, and how to turn it on', () => {
    const off = { pointInTimeRecoveryEnablement: 'POINT_IN_TIME_RECOVERY_DISABLED' };
    expect(backupProblems(project, off, [dailyWeek])).toEqual([
      {
        sentence:
          "Point-in-time recovery is off for lagoon-ridge-prod's database: a lead deleted or changed by mistake could not be read as it was.",
        fix: [
          'firestore',
          'databases',
          'update',
          '--database=(default)',
          '--enable-pitr',
          '--project=lagoon-ridge-prod',
        ],
      },
    ]);
    // A database described without the field (older projects) has it off too.
    expect(backupProblems(project, {}, [dailyWeek])).toHaveLength(1);
  });

  it('says there is no daily backup schedule, and how to create one kept 7 days', () => {
    expect(backupProblems(project, pitrOn, [])).toEqual([
      {
        sentence:
          "lagoon-ridge-prod's database has no daily backup schedule: nothing could be restored into a new database after a mistake.",
        fix: [
          'firestore',
          'backups',
          'schedules',
          'create',
          '--database=(default)',
          '--recurrence=daily',
          '--retention=7d',
          '--project=lagoon-ridge-prod',
        ],
      },
    ]);
  });

  it('says when a schedule keeps backups longer than the privacy notice states', () => {
    const problems = backupProblems(project, pitrOn, [
      { ...dailyWeek, retention: '259200s' },
      {
        name: `projects/${project}/databases/(default)/backupSchedules/weekly1`,
        retention: '8467200s',
        weeklyRecurrence: { day: 'MONDAY' },
      },
    ]);
    expect(problems.map((problem) => problem.sentence)).toEqual([
      'The daily backup schedule abc123 keeps backups 3 days, not the 7 the privacy notice states.',
      'The weekly backup schedule weekly1 keeps deleted leads 98 days, longer than the 7 the privacy notice states.',
    ]);
    expect(problems[0]!.fix).toContain('--backup-schedule=abc123');
    expect(problems[1]!.fix.slice(0, 4)).toEqual(['firestore', 'backups', 'schedules', 'delete']);
  });
});
