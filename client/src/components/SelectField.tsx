/** A labelled select; its options are its children. */
import type { SelectHTMLAttributes } from 'react';

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & { label: string };

/** A form field: the label wraps the select, so its text names it. `className` goes to the field, like Field's. */
export function SelectField({ label, className = '', children, ...rest }: SelectFieldProps) {
  return (
    <label className={`field ${className}`}>
      <span className="field__label">{label}</span>
      <select className="field__input" {...rest}>{children}</select>
    </label>
  );
}
