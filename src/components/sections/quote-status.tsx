import type { MouseEvent, Ref } from "react";
import * as styles from "./quote-form.module.scss";
import type { QuoteFormState } from "./quote-form-state";

interface QuoteStatusProps {
  state: QuoteFormState;
  /** The company's address, shown on the email link. */
  email: string;
  /** The mailto: link for what the fields hold now. */
  mailtoNow: () => string;
  /** The message a refusal moves focus to when it names no field. */
  refusalRef: Ref<HTMLDivElement>;
}

/** What became of the request, below the form; a screen reader hears each change. */
export function QuoteStatus({ state, email, mailtoNow, refusalRef }: QuoteStatusProps) {
  // Whatever was typed since the failure goes into the mail too.
  const refreshMailto = (event: MouseEvent<HTMLAnchorElement>) => {
    event.currentTarget.href = mailtoNow();
  };
  const emailUs = "mailto" in state && (
    <a href={state.mailto} onClick={refreshMailto}>
      {email}
    </a>
  );
  return (
    <div className={styles.status} aria-live="polite" data-testid="quote-status">
      {state.status === "sent" && (
        <p className={styles.success}>Thank you! Your request has been sent. We will reply within one business day.</p>
      )}
      {state.status === "error" && (
        <div className={styles.error}>
          <p>Sorry, your request was not sent. Please check your connection and try again, or email us at {emailUs}.</p>
          <button type="submit" className="btn btn-outline-primary">
            Try again
          </button>
        </div>
      )}
      {state.status === "refused" && (
        <div className={styles.error} ref={refusalRef} tabIndex={-1}>
          <p>
            Sorry, your request was not accepted.
            {Object.keys(state.refusal.fields).length > 0 && " Please correct the marked fields and send it again."}
          </p>
          {state.refusal.messages.length > 0 && (
            <ul>
              {state.refusal.messages.map((message, index) => (
                <li key={index}>{message}</li>
              ))}
            </ul>
          )}
          <p>You can also email us at {emailUs}.</p>
        </div>
      )}
    </div>
  );
}
