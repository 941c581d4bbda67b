import * as styles from "./quote-form.module.scss";
import type { QuoteField as FieldName } from "./quote-form-state";

interface QuoteFieldProps {
  name: FieldName;
  label: string;
  type?: string;
  autoComplete?: string;
  /** The message box: a textarea. */
  multiline?: boolean;
  /** The form service's reason for not accepting this field. */
  error?: string;
}

/**
 * One of the form's fields with its floating label, uncontrolled (the browser keeps what is typed). A reason
 * the service gave for it shows below it, as its description; without one the markup is the server's.
 */
export function QuoteField({ name, label, type = "text", autoComplete, multiline = false, error }: QuoteFieldProps) {
  const id = `quote-${name}`;
  const common = {
    className: multiline ? `form-control ${styles.message}` : "form-control",
    id,
    name,
    placeholder: label,
    ...(error && { "aria-invalid": true, "aria-describedby": `${id}-error` }),
  };
  return (
    <>
      <div className="form-floating">
        {multiline ? <textarea {...common} /> : <input {...common} type={type} autoComplete={autoComplete} />}
        <label htmlFor={id}>{label}</label>
      </div>
      {error && (
        <p className={styles.fieldError} id={`${id}-error`}>
          {error}
        </p>
      )}
    </>
  );
}
