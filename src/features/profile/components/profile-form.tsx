import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import { useState, type FormEvent } from 'react';
import { useToast } from '@/components/feedback/toast';
import { RetryAlert } from '@/components/feedback/retry-alert';
import { PROFILE_LIMITS } from '@/config/profile-limits';
import { AccountDeletedError } from '../api/account-deleted-error';
import {
  EMPTY_PROFILE,
  type ProfileField as Field,
  type ProfileValues,
} from '../api/profile-schema';
import { saveProfile } from '../api/save-profile';
import { useProfile } from '../hooks/use-profile';
import { ProfileField, type ProfileFieldProps } from './profile-field';

type FieldSpec = Pick<ProfileFieldProps, 'label' | 'maxLength' | 'autoComplete' | 'multiline'> & {
  name: Field;
};

/** The form's fields, in order, each with the limit firestore.rules enforces. */
const fields: readonly FieldSpec[] = [
  {
    name: 'full_name',
    label: 'Full name',
    maxLength: PROFILE_LIMITS.fullName,
    autoComplete: 'name',
  },
  {
    name: 'company',
    label: 'Company',
    maxLength: PROFILE_LIMITS.company,
    autoComplete: 'organization',
  },
  {
    name: 'position',
    label: 'Position',
    maxLength: PROFILE_LIMITS.position,
    autoComplete: 'organization-title',
  },
  { name: 'bio', label: 'Bio', maxLength: PROFILE_LIMITS.bio, multiline: true },
];

export interface ProfileFormProps {
  /** null while the session is read: the form as it looks loading, the page's skeleton. */
  uid: string | null;
  offline: boolean;
}

/** The profile settings form: loads on mount, saves by upsert, Save Changes disabled while saving. */
export function ProfileForm({ uid, offline }: ProfileFormProps) {
  const { toast } = useToast();
  const { load, retry } = useProfile(uid, offline);
  // The visitor's edits; until the first one, the form shows what was loaded.
  const [edits, setEdits] = useState<ProfileValues | null>(null);
  const [saving, setSaving] = useState(false);

  const loaded = load.status === 'loaded';
  const values = edits ?? (loaded ? load.profile : EMPTY_PROFILE);
  const change = (field: Field) => (value: string) => setEdits({ ...values, [field]: value });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!uid) return;
    setSaving(true);
    try {
      await saveProfile(uid, values);
      toast({ title: 'Success', description: 'Profile updated successfully', variant: 'success' });
    } catch (error) {
      if (error instanceof AccountDeletedError) {
        // Deleted in another tab or on another device; this tab is being signed out too.
        toast({
          title: 'Account deleted',
          description: 'This account has been deleted, so your changes were not saved.',
          variant: 'error',
        });
      } else {
        console.error('Failed to update profile', error);
        toast({ title: 'Error', description: 'Failed to update profile', variant: 'error' });
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box
      component="form"
      // Sent by the app only: before boot.ts runs, a submit does nothing (see AuthForm).
      method="dialog"
      onSubmit={(event: FormEvent<HTMLFormElement>) => void submit(event)}
      aria-busy={load.status === 'loading' || saving}
      sx={{ display: 'grid', gap: 2.5, position: 'relative' }}
    >
      {load.status === 'loading' && !offline && (
        // Over the space above the fields, so the fields do not move when it goes.
        <LinearProgress
          aria-label="Loading your profile"
          sx={{ position: 'absolute', top: -12, left: 0, right: 0 }}
        />
      )}
      {load.status === 'failed' && (
        <RetryAlert onRetry={retry}>
          We could not load your profile. Check your connection and try again.
        </RetryAlert>
      )}
      {fields.map((field) => (
        <ProfileField
          key={field.name}
          {...field}
          value={values[field.name]}
          onChange={change(field.name)}
          disabled={!loaded}
        />
      ))}
      <Box>
        <Button
          type="submit"
          variant="contained"
          color="primary"
          size="large"
          disabled={!loaded || saving || offline}
        >
          {saving ? 'Saving...' : 'Save Changes'}
        </Button>
      </Box>
    </Box>
  );
}
