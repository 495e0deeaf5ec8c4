import { useCallback, useState } from 'react';
import { useToast } from '@/components/feedback/toast';
import { describeError } from '../describe-error';

export interface AdminActionToasts {
  /** The toast once the action has succeeded. */
  success: { title: string; description: string };
  /** What failed, as the error toast's sentence begins: "Not saved" shows "Not saved: <the error>". */
  failure: string;
}

export interface AdminAction {
  /** True while an action runs: the controls that start one are disabled. */
  busy: boolean;
  /**
   * Runs `action` (the call and what follows its success), then toasts its success, or its failure
   * with the error's own words. Never rejects.
   */
  run: (action: () => Promise<void>, toasts: AdminActionToasts) => Promise<void>;
}

/** The one way the inbox runs what an admin asks for (save, reply, alerts) and says how it went. */
export function useAdminAction(): AdminAction {
  const { toast } = useToast();
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async (action: () => Promise<void>, { success, failure }: AdminActionToasts) => {
      setBusy(true);
      try {
        await action();
        toast({ ...success, variant: 'success' });
      } catch (error) {
        toast({
          title: 'Error',
          description: `${failure}: ${describeError(error)}`,
          variant: 'error',
        });
      } finally {
        setBusy(false);
      }
    },
    [toast],
  );
  return { busy, run };
}
