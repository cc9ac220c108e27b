import { PropertyButton, type ButtonProperty, type PropertyValues } from "./PropertyButton";
import { PROPERTY_NAMES, type PickerLookups } from "./propertyChoices";
import type { WorkItemPatch } from "../stores/workItems";

interface Props {
  property: ButtonProperty;
  values: PropertyValues;
  lookups: PickerLookups;
  onChange: (patch: WorkItemPatch) => void;
}

/** A property in a form or the detail sidebar: its name above a field-like button that opens its picker. */
export function PropertyField({ property, values, lookups, onChange }: Props) {
  const name = PROPERTY_NAMES[property];
  return (
    <div className="picker-field">
      {/* The button says its name itself ("State: Todo"); this is the same word for the eye. */}
      <span className="field__label" aria-hidden="true">
        {name}
      </span>
      <PropertyButton property={property} name={name} values={values} lookups={lookups} onChange={onChange} className="picker-button--field" />
    </div>
  );
}
