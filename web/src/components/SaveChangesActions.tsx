import { Button } from "./Button";
import { FormActions } from "./FormActions";

/** The end of a settings form: its one "Save changes" submit button, busy while saving. */
export function SaveChangesActions({ saving }: { saving: boolean }) {
  return (
    <FormActions>
      <Button type="submit" loading={saving}>
        Save changes
      </Button>
    </FormActions>
  );
}
