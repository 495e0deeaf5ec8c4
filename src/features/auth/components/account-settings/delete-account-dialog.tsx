import { deleteAccount } from '../../api/account-client';
import { PasswordConfirmDialog } from './password-confirm-dialog';
import type { RunWithRecentLogin } from './types';
import { ReauthenticationCancelled } from './use-recent-login';

export interface DeleteAccountDialogProps {
  open: boolean;
  offline: boolean;
  run: RunWithRecentLogin;
  onClose: () => void;
  /** Called once the account is gone on the server; the caller signs out and leaves. */
  onDeleted: () => Promise<void>;
}

/** Confirms the deletion with the password (re-authentication), then deletes on the server. */
export function DeleteAccountDialog({
  open,
  offline,
  run,
  onClose,
  onDeleted,
}: DeleteAccountDialogProps) {
  const confirm = async (password: string) => {
    try {
      await run(() => deleteAccount(password));
      await onDeleted();
    } catch (caught) {
      if (!(caught instanceof ReauthenticationCancelled)) console.error('Deletion failed', caught);
      throw caught;
    }
  };
  return (
    <PasswordConfirmDialog
      open={open}
      id="delete-account"
      title="Delete your account?"
      text="This permanently deletes your account and your profile. It cannot be undone. Enter your password to confirm."
      submitLabel="Delete my account"
      pendingLabel="Deleting..."
      destructive
      submitDisabled={offline}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
