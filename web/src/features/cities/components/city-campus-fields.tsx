import { CAMPUS_MAJLIS, TEXT_LIMITS } from '@seerat/contracts';
import { TextField } from '../../../components/ui/text-field';
import { ToggleField } from '../../../components/ui/toggle-field';
import type { CityEditableFields } from '../city-form-values';

type CityCampusFieldsProps = {
  fields: CityEditableFields;
  setField: <K extends keyof CityEditableFields>(name: K, value: CityEditableFields[K]) => void;
  errors: Record<string, string>;
};

/** Campus Active and, while it is on, the six campus majalis, each with its masool. */
export function CityCampusFields({ fields, setField, errors }: CityCampusFieldsProps) {
  return (
    <ToggleField
      label="Campus Active"
      checked={fields.campusActive}
      onCheckedChange={(checked) => setField('campusActive', checked)}
    >
      <div className="grid items-start gap-3 md:grid-cols-2">
        {CAMPUS_MAJLIS.map((majlis) => (
          <ToggleField
            key={majlis.toggle}
            label={majlis.label}
            checked={fields[majlis.toggle]}
            onCheckedChange={(checked) => setField(majlis.toggle, checked)}
            className="bg-white"
          >
            <TextField
              label={`${majlis.label} Masool`}
              value={fields[majlis.masool]}
              error={errors[majlis.masool]}
              onChange={(value) => setField(majlis.masool, value)}
              maxLength={TEXT_LIMITS.name}
            />
          </ToggleField>
        ))}
      </div>
    </ToggleField>
  );
}
