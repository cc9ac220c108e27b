import { useState, type FormEvent } from "react";
import { describeError } from "../http/describeError";

interface Options {
  /** What is saved, lower case: "label", "project"; it words the name error and the failure. */
  noun: string;
  name: string;
  /** False when another field shows its own error, so nothing is sent. */
  sendable?: boolean;
  /** Gets the trimmed name; a throw keeps the form with the reason shown. */
  save: (name: string) => Promise<void>;
}

/** The submit of a settings form whose name is required: the name check, the busy flag and the failure. */
export function useNamedSave({ noun, name, sendable = true, save }: Options) {
  const [nameError, setNameError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!name.trim()) {
      setNameError(`Enter a name for the ${noun}.`);
      return;
    }
    setNameError(null);
    if (!sendable) return;
    setSaving(true);
    try {
      await save(name.trim());
    } catch (error) {
      setFailure(describeError(error, `save the ${noun}`));
    } finally {
      setSaving(false);
    }
  };

  return { nameError, failure, saving, submit };
}
