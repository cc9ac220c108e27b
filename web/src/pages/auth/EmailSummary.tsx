import { TextField } from "../../components/TextField";

interface Props {
  email: string;
  onChange: () => void;
}

/** The email chosen in step one, shown read-only on the later steps (and given to password managers). */
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
        <button type="button" className="password-toggle" onClick={onChange}>
          Change<span className="visually-hidden"> email address</span>
        </button>
      }
    />
  );
}
