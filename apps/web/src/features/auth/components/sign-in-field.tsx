import type { InputHTMLAttributes, ReactNode } from 'react';
import classes from './sign-in-field.module.css';

interface SignInFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  name: string;
  label: string;
  error?: string;
  icon: ReactNode;
  /** A control inside the field's end, e.g. the password's show/hide toggle. */
  endSection?: ReactNode;
}

/**
 * A labelled input drawn with the design system's tokens but without its components: the
 * sign-in page is the one every user waits for, and Mantine's inputs and buttons would
 * take a tenth of its JavaScript budget (see docs/decisions/0007-sign-in-budget.md).
 */
export function SignInField({ name, label, error, icon, endSection, ...input }: SignInFieldProps) {
  const id = `sign-in-${name}`;
  const errorId = `${id}-error`;
  return (
    <div className={classes.field}>
      <label htmlFor={id} className={classes.label}>
        {label}
      </label>
      <div className={classes.control} data-invalid={error ? true : undefined}>
        <span className={classes.icon} aria-hidden="true">
          {icon}
        </span>
        <input
          {...input}
          id={id}
          name={name}
          className={classes.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        {endSection && <span className={classes.end}>{endSection}</span>}
      </div>
      {error && (
        <p id={errorId} className={classes.error}>
          {error}
        </p>
      )}
    </div>
  );
}
