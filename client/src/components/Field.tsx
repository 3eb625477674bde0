/** A labelled text input or textarea. */
import { useId, type InputHTMLAttributes, type TextareaHTMLAttributes } from 'react';

type InputFieldProps = InputHTMLAttributes<HTMLInputElement> & { label: string; multiline?: false; hint?: string | null };
type AreaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; multiline: true };

/** A form field: label above an input (or a textarea when `multiline`). */
export function Field(props: InputFieldProps | AreaFieldProps) {
  const id = useId();
  if (props.multiline) {
    const { label, multiline: _m, className = '', ...rest } = props;
    return (
      <div className={`field ${className}`}>
        <label htmlFor={id} className="field__label">{label}</label>
        <textarea id={id} className="field__input field__input--area" {...rest} />
      </div>
    );
  }
  const { label, multiline: _m, className = '', hint, ...rest } = props;
  return (
    <div className={`field ${className}`}>
      <label htmlFor={id} className="field__label">{label}</label>
      <input id={id} className="field__input" aria-describedby={hint ? `${id}-hint` : undefined} {...rest} />
      {hint && <p id={`${id}-hint`} className="field__hint" data-testid={`${String(rest.name)}-in-unit`}>{hint}</p>}
    </div>
  );
}
