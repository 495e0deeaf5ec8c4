/**
 * What `npm run deploy` checks and turns on for the production database's recovery (docs/restore.md):
 * point-in-time recovery, and one daily backup schedule whose retention is the privacy notice's
 * (BACKUP_RETENTION_DAYS). Reads what `gcloud firestore databases describe` and `gcloud firestore
 * backups schedules list` print as JSON; each problem comes with one sentence and the gcloud command that
 * fixes it, which the deploy prints and runs.
 */
import { BACKUP_RETENTION_DAYS, DELETED_DATA_IN_RECOVERY_COPIES_DAYS } from '@site/contract';

/** The fields of `gcloud firestore databases describe --format=json` this reads. */
export interface DatabaseDescription {
  pointInTimeRecoveryEnablement?: string;
}

/** One entry of `gcloud firestore backups schedules list --format=json`. */
export interface BackupSchedule {
  /** projects/<p>/databases/<d>/backupSchedules/<id> */
  name: string;
  /** A duration, e.g. "604800s". */
  retention?: string;
  dailyRecurrence?: object;
  weeklyRecurrence?: { day?: string };
}

export interface BackupProblem {
  sentence: string;
  /** The gcloud arguments that fix it. */
  fix: string[];
}

const database = '--database=(default)';
const DAY_SECONDS = 24 * 60 * 60;

/** The gcloud commands that read what `backupProblems` judges. */
export const backupReadCommands = (project: string): string[][] => [
  ['firestore', 'databases', 'describe', database, `--project=${project}`, '--format=json'],
  ['firestore', 'backups', 'schedules', 'list', database, `--project=${project}`, '--format=json'],
];

const retentionDays = (schedule: BackupSchedule): number | null => {
  const seconds = /^(\d+(?:\.\d+)?)s$/.exec(schedule.retention ?? '');
  return seconds ? Number(seconds[1]) / DAY_SECONDS : null;
};

const scheduleId = (schedule: BackupSchedule) => schedule.name.split('/').at(-1) ?? schedule.name;

/** Every problem with the database's recovery set-up, one sentence and one fix each. */
export function backupProblems(
  project: string,
  description: DatabaseDescription,
  schedules: readonly BackupSchedule[],
): BackupProblem[] {
  const problems: BackupProblem[] = [];
  if (description.pointInTimeRecoveryEnablement !== 'POINT_IN_TIME_RECOVERY_ENABLED') {
    problems.push({
      sentence: `Point-in-time recovery is off for ${project}'s database: a lead deleted or changed by mistake could not be read as it was.`,
      fix: ['firestore', 'databases', 'update', database, '--enable-pitr', `--project=${project}`],
    });
  }
  const daily = schedules.filter((schedule) => schedule.dailyRecurrence !== undefined);
  if (daily.length === 0) {
    problems.push({
      sentence: `${project}'s database has no daily backup schedule: nothing could be restored into a new database after a mistake.`,
      fix: [
        'firestore',
        'backups',
        'schedules',
        'create',
        database,
        '--recurrence=daily',
        `--retention=${BACKUP_RETENTION_DAYS}d`,
        `--project=${project}`,
      ],
    });
  }
  for (const schedule of daily) {
    const days = retentionDays(schedule);
    if (days === BACKUP_RETENTION_DAYS) continue;
    problems.push({
      sentence: `The daily backup schedule ${scheduleId(schedule)} keeps backups ${days === null ? 'for an unknown time' : `${days} days`}, not the ${BACKUP_RETENTION_DAYS} the privacy notice states.`,
      fix: [
        'firestore',
        'backups',
        'schedules',
        'update',
        database,
        `--backup-schedule=${scheduleId(schedule)}`,
        `--retention=${BACKUP_RETENTION_DAYS}d`,
        `--project=${project}`,
      ],
    });
  }
  for (const schedule of schedules) {
    if (schedule.dailyRecurrence !== undefined) continue;
    const days = retentionDays(schedule);
    if (days !== null && days <= DELETED_DATA_IN_RECOVERY_COPIES_DAYS) continue;
    problems.push({
      sentence: `The weekly backup schedule ${scheduleId(schedule)} keeps deleted leads ${days === null ? 'for an unknown time' : `${days} days`}, longer than the ${DELETED_DATA_IN_RECOVERY_COPIES_DAYS} the privacy notice states.`,
      fix: [
        'firestore',
        'backups',
        'schedules',
        'delete',
        database,
        `--backup-schedule=${scheduleId(schedule)}`,
        `--project=${project}`,
      ],
    });
  }
  return problems;
}
