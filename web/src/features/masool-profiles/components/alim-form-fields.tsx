import { TextField } from '../../../components/ui/text-field';
import { ToggleField } from '../../../components/ui/toggle-field';

export type AlimValues = {
  isAlim: boolean;
  yearOfCompletion: string | null;
  madrasaName: string | null;
  takhassus: string | null;
  isTeaching: boolean;
  teachingMadrasa: string | null;
};

type AlimFormFieldsProps<Values extends AlimValues> = {
  values: Values;
  set: <Key extends keyof Values>(key: Key, value: Values[Key]) => void;
};

/** The Alim toggles (spec 001 section 2.11): Is Alim reveals the education, Currently Teaching the madrasa. */
export function AlimFormFields<Values extends AlimValues>({ values, set }: AlimFormFieldsProps<Values>) {
  return (
    <fieldset className="grid gap-4">
      <legend className="mb-2 text-sm font-semibold text-slate-900">Alim Education</legend>
      <ToggleField
        label="Is Alim (completed Dora-e-Hadith)"
        checked={values.isAlim}
        onCheckedChange={(on) => set('isAlim', on)}
        twoColumns
      >
        <TextField
          label="Year of Completion"
          placeholder="e.g. 2015"
          value={values.yearOfCompletion}
          onChange={(text) => set('yearOfCompletion', text)}
        />
        <TextField
          label="Madrasa where studied (Dorah)"
          value={values.madrasaName}
          onChange={(text) => set('madrasaName', text)}
        />
        <TextField
          label="Takhassus (Specialization)"
          value={values.takhassus}
          onChange={(text) => set('takhassus', text)}
        />
        <ToggleField
          label="Currently Teaching"
          checked={values.isTeaching}
          onCheckedChange={(on) => set('isTeaching', on)}
          className="sm:col-span-2"
        >
          <TextField
            label="Teaching Madrasa"
            value={values.teachingMadrasa}
            onChange={(text) => set('teachingMadrasa', text)}
          />
        </ToggleField>
      </ToggleField>
    </fieldset>
  );
}
