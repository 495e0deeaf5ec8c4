// What the copy-back does with one lead (its Firestore part is driven by `npm run drill:restore`).
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { copyBackAction, recoverableReadTime } from './lead-restore.js';

const now = new Date('2026-11-28T09:00:00Z');
const at = (iso: string) => Timestamp.fromDate(new Date(iso));

/** A lead as the backup holds it: triaged by an admin on 26 Nov, kept until next year. */
const copy = {
  name: 'Ada Lovelace',
  triage: 'replied',
  note: 'Called back, sending a quote',
  assignedTo: 'bola@lagoonridge.ng',
  updatedAt: at('2026-11-26T10:00:00Z'),
  updatedBy: 'admin-uid',
  expireAt: at('2027-11-26T10:00:00Z'),
};

describe('copyBackAction', () => {
  it('recreates a lead the live database lost', () => {
    expect(copyBackAction(copy, undefined, now)).toBe('recreate');
  });

  it('does not restore a lead whose retention period is over', () => {
    expect(copyBackAction({ ...copy, expireAt: at('2026-11-27T00:00:00Z') }, undefined, now)).toBe(
      'skip-expired',
    );
  });

  it('keeps newer triage: an admin changed it after the backup', () => {
    const live = {
      ...copy,
      triage: 'closed',
      note: 'Signed',
      updatedAt: at('2026-11-27T15:00:00Z'),
    };
    expect(copyBackAction(copy, live, now)).toBe('keep-newer-triage');
  });

  it('restores the triage that something other than the inbox changed without a newer stamp', () => {
    expect(copyBackAction(copy, { ...copy, triage: 'new', note: '' }, now)).toBe('restore-triage');
    const unstamped = { ...copy, updatedAt: undefined, updatedBy: undefined, triage: 'spam' };
    expect(copyBackAction(copy, unstamped, now)).toBe('restore-triage');
  });

  it('restores a triage the inbox could never have written, whatever its stamp', () => {
    const corrupt = { ...copy, triage: 'archived', updatedAt: at('2026-11-28T08:00:00Z') };
    expect(copyBackAction(copy, corrupt, now)).toBe('restore-triage');
    expect(copyBackAction(copy, { ...copy, note: 42 }, now)).toBe('restore-triage');
  });

  it('changes nothing when the live lead has the same triage: a second run is a no-op', () => {
    expect(copyBackAction(copy, { ...copy, status: 'sent', mailAttempts: 2 }, now)).toBe(
      'unchanged',
    );
    const untriaged = { name: 'Chidi', triage: 'new', expireAt: copy.expireAt };
    expect(copyBackAction(untriaged, { ...untriaged }, now)).toBe('unchanged');
  });

  it('keeps the first triage an admin gave a lead the backup has as new', () => {
    const untriaged = { name: 'Chidi', triage: 'new', expireAt: copy.expireAt };
    const triaged = { ...untriaged, triage: 'replied', updatedAt: at('2026-11-27T11:00:00Z') };
    expect(copyBackAction(untriaged, triaged, now)).toBe('keep-newer-triage');
  });
});

describe('recoverableReadTime', () => {
  it('reads any moment of the last hour as it is', () => {
    const recent = new Date('2026-11-28T08:30:12.345Z');
    expect(recoverableReadTime(recent, now)).toEqual(recent);
  });

  it('rounds an older moment down to its minute, the versions point-in-time recovery keeps', () => {
    expect(recoverableReadTime(new Date('2026-11-27T09:00:42.5Z'), now)).toEqual(
      new Date('2026-11-27T09:00:00Z'),
    );
  });
});
