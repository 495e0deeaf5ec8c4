import type { Lead } from '@site/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import type { SaveLead } from '../hooks/use-lead-save';
import { NOTE_MAX_LENGTH } from '../triage';
import { LimitedTextField } from './limited-text-field';

export interface NoteFormProps {
  message: Lead;
  readOnly: boolean;
  saving: boolean;
  save: SaveLead;
}

/** The team's private note on the lead, saved with the button. */
export function NoteForm({ message, readOnly, saving, save }: NoteFormProps) {
  const [note, setNote] = useState(message.note);
  const tooLong = note.length > NOTE_MAX_LENGTH;
  return (
    <Box
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        if (!tooLong) save({ note }, 'Note saved.');
      }}
    >
      <LimitedTextField
        label="Private note"
        value={note}
        onChange={setNote}
        max={NOTE_MAX_LENGTH}
        minRows={3}
        hint="Only the team sees this."
        readOnly={readOnly}
        disabled={false}
      />
      <Button
        type="submit"
        variant="outlined"
        sx={{ mt: 1 }}
        disabled={readOnly || saving || tooLong || note === message.note}
      >
        Save note
      </Button>
    </Box>
  );
}
