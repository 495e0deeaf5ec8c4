import type { TriageChange } from '../triage';
import { useAdminAction } from './use-admin-action';

/**
 * Saves a change to the open lead: a triage change through the inbox (`onChange`), or another call
 * (a first answer recorded), then `done` in the "Saved" toast.
 */
export type SaveLead = (change: TriageChange | (() => Promise<void>), done: string) => void;

/** One save at a time for the open lead's controls: `saving` disables them all while one runs. */
export function useLeadSave(onChange: (change: TriageChange) => Promise<void>) {
  const { busy, run } = useAdminAction();
  const save: SaveLead = (change, done) =>
    void run(typeof change === 'function' ? change : () => onChange(change), {
      success: { title: 'Saved', description: done },
      failure: 'Not saved',
    });
  return { saving: busy, save };
}
