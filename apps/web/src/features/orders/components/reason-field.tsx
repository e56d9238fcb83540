import { Textarea } from '@mantine/core';
import { REJECTION_REASON_MIN } from '@matjar/shared';
import { useFieldError } from '../../../components/form-drawer';
import { useDiscardGuard } from '../../../components/confirm-dialog/discard-guard';

interface ReasonFieldProps {
  label: string;
  hint: string;
  max: number;
  value: string;
  onChange: (value: string) => void;
  /** The shared schema's message key for the reason (`validation.min_length`), if it fails. */
  issue: string | undefined;
  /** Show the message: after a first try, or once the field was left. */
  shown: boolean;
  onBlur?: () => void;
}

/**
 * The reason a move needs (rejection, postponement), with the shared schema's message in the
 * page's language. Once something is typed, Escape or a click outside its dialog asks
 * "Discard changes?" before losing it.
 */
export function ReasonField({ label, hint, max, value, onChange, issue, shown, onBlur }: ReasonFieldProps) {
  const fieldError = useFieldError();
  useDiscardGuard(value.trim() !== '');
  return (
    <Textarea
      label={label}
      description={hint}
      withAsterisk
      autosize
      minRows={2}
      maxLength={max}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      onBlur={onBlur}
      error={shown && issue ? fieldError({ type: 'schema', message: issue }, 'reason', { field: label, min: REJECTION_REASON_MIN, max }) : undefined}
      data-autofocus
    />
  );
}
