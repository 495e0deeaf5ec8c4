import { reauthenticate } from '../../api/account-client';
import { PasswordConfirmDialog } from './password-confirm-dialog';

export interface ReauthenticateDialogProps {
  open: boolean;
  onConfirmed: () => void;
  onCancel: () => void;
}

/** Asks for the password again when Firebase wants a recent sign-in for a sensitive change. */
export function ReauthenticateDialog({ open, onConfirmed, onCancel }: ReauthenticateDialogProps) {
  return (
    <PasswordConfirmDialog
      open={open}
      id="reauthenticate"
      title="Confirm it is you"
      text="For your security, enter your password again to finish this change."
      submitLabel="Continue"
      pendingLabel="Checking..."
      onConfirm={async (password) => {
        await reauthenticate(password);
        onConfirmed();
      }}
      onCancel={onCancel}
    />
  );
}
