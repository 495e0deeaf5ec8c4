import type { Lead } from '@site/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { SaveLead } from '../hooks/use-lead-save';
import { NOTE_MAX_LENGTH } from '../triage';

// Not the contract's formatCount: that would share the contact form's schema chunk with the inbox.
const count = (value: number) => value.toLocaleString('en-US');

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
      <TextField
        label="Private note"
        multiline
        minRows={3}
        fullWidth
        value={note}
        onChange={(event) => setNote(event.target.value)}
        disabled={readOnly}
        error={tooLong}
        // Read-only offline: a disabled field's helper text is too faint to read, and says nothing then.
        helperText={
          readOnly
            ? undefined
            : `Only the team sees this. ${count(note.length)} / ${count(NOTE_MAX_LENGTH)} characters${tooLong ? ': too long' : ''}`
        }
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
