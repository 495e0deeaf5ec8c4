import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  formatNaira,
  isOutcomeValue,
  OUTCOME_VALUE_MAX_NAIRA,
  OUTCOMES,
  type Outcome,
  type OutcomeResult,
} from '@site/contract';
import { useId, useState, type FormEvent } from 'react';
import { TextInput } from '@/components/form/text-input';

const LABELS: Record<OutcomeResult, string> = { won: 'Won', lost: 'Lost' };

export interface OutcomeFormProps {
  outcome: Outcome | null;
  disabled: boolean;
  /** Saves the outcome (null clears it). */
  onSave: (outcome: Outcome | null, done: string) => void;
}

/** From lead to client: won or lost, and what the deal is worth in naira if known. */
export function OutcomeForm({ outcome, disabled, onSave }: OutcomeFormProps) {
  const id = useId();
  const [result, setResult] = useState<OutcomeResult | null>(outcome?.result ?? null);
  const [value, setValue] = useState(outcome?.valueNaira?.toString() ?? '');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const digits = value.replace(/[\s,₦]/g, '');
    const valueNaira = digits === '' ? null : Number(digits);
    if (!/^\d*$/.test(digits) || !isOutcomeValue(valueNaira)) {
      setError(
        `Enter a whole number of naira, up to ${formatNaira(OUTCOME_VALUE_MAX_NAIRA)}, or leave it empty.`,
      );
      return;
    }
    setError(null);
    onSave(
      result && { result, valueNaira: result === 'won' ? valueNaira : null },
      result ? `Marked as ${LABELS[result].toLowerCase()}.` : 'Outcome cleared.',
    );
  };
  return (
    <Box
      component="form"
      onSubmit={submit}
      aria-labelledby={`${id}-label`}
      sx={{ display: 'grid', gap: 1.5 }}
    >
      <Typography id={`${id}-label`} variant="subtitle2" component="h3">
        Outcome
        {outcome
          ? `: ${LABELS[outcome.result]}${outcome.valueNaira !== null ? `, ${formatNaira(outcome.valueNaira)}` : ''}`
          : ''}
      </Typography>
      <Stack direction="row" spacing={1}>
        {OUTCOMES.map((choice) => (
          <Button
            key={choice}
            variant={result === choice ? 'contained' : 'outlined'}
            aria-pressed={result === choice}
            disabled={disabled}
            onClick={() => setResult(result === choice ? null : choice)}
          >
            {LABELS[choice]}
          </Button>
        ))}
      </Stack>
      {result === 'won' && (
        <TextInput
          label="Value in naira (optional)"
          id={`${id}-value`}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          error={error !== null}
          helperText={error}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 20 } }}
        />
      )}
      <Box>
        <Button type="submit" variant="outlined" disabled={disabled}>
          Save outcome
        </Button>
      </Box>
    </Box>
  );
}
