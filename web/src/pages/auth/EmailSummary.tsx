import { TextField } from "../../components/TextField";

interface Props {
  email: string;
  /** Offers a "Change" button that goes back to step one; without it the email is fixed. */
  onChange?: () => void;
}

/** The email already chosen, shown read-only on the later steps (and given to password managers). */
export function EmailSummary({ email, onChange }: Props) {
  return (
    <TextField
      label="Email"
      name="email"
      type="email"
      autoComplete="username"
      value={email}
      readOnly
      trailing={
        onChange && (
          <button type="button" className="password-toggle" onClick={onChange}>
            Change<span className="visually-hidden"> email address</span>
          </button>
        )
      }
    />
  );
}
