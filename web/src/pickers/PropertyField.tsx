import { PickerField } from "./PickerField";
import { PropertyButton, type ButtonProperty, type PropertyValues } from "./PropertyButton";
import { PROPERTY_NAMES, type PickerLookups } from "./propertyChoices";
import type { WorkItemPatch } from "../stores/workItems";

interface Props {
  property: ButtonProperty;
  values: PropertyValues;
  lookups: PickerLookups;
  onChange: (patch: WorkItemPatch) => void;
}

/** A property's picker in a form or the detail sidebar, framed like a field under its name. */
export function PropertyField({ property, values, lookups, onChange }: Props) {
  const name = PROPERTY_NAMES[property];
  return (
    <PickerField name={name}>
      <PropertyButton property={property} name={name} values={values} lookups={lookups} onChange={onChange} className="picker-button--field" />
    </PickerField>
  );
}
