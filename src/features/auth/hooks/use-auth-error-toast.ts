import { useCallback } from 'react';
import { useToast } from '@/components/feedback/toast';
import { authErrorMessage } from '../api/auth-error-message';

/** The spec's destructive toast for a failed auth request: titled 'Error', with a clear sentence. */
export function useAuthErrorToast() {
  const { toast } = useToast();
  return useCallback(
    (error: unknown) => {
      toast({ title: 'Error', description: authErrorMessage(error), variant: 'error' });
    },
    [toast],
  );
}
