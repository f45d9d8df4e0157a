import { PERMISSION_LEVELS, PERMISSION_MODULES, type Permission } from '@seerat/contracts';
import { Checkbox } from '../../../components/ui/checkbox';
import { classNames } from '../../../lib/class-names';
import {
  LEVEL_LABELS,
  MODULE_LABELS,
  permissionOf,
  withModule,
  withPermission,
} from '../../../lib/permission-groups';

type PermissionGridProps = {
  value: Permission[];
  onChange: (permissions: Permission[]) => void;
  error?: string | undefined;
};

const SMALL_BUTTON = classNames(
  'cursor-pointer rounded px-1.5 py-1 text-xs font-medium text-brand-700 hover:bg-brand-50',
  'focus-visible:outline-2 focus-visible:outline-brand-600',
);

/** The permissions grouped by module, each with read, write and delete and Select All / Deselect All. */
export function PermissionGrid({ value, onChange, error }: PermissionGridProps) {
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? 'permissions-error' : undefined}>
      <legend className="mb-1 text-sm font-medium text-slate-700">
        Permissions
        <span aria-hidden="true" className="ml-0.5 text-red-600">
          *
        </span>
      </legend>
      <div className="overflow-x-auto rounded-lg border border-slate-200">
        <table className="w-full text-sm">
          <thead className="bg-slate-50 text-xs text-slate-500">
            <tr>
              <th scope="col" className="px-3 py-2 text-left font-medium">
                Module
              </th>
              {PERMISSION_LEVELS.map((level) => (
                <th key={level} scope="col" className="px-2 py-2 text-center font-medium">
                  {LEVEL_LABELS[level]}
                </th>
              ))}
              <th scope="col" className="sr-only">
                Select
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {PERMISSION_MODULES.map((module) => (
              <tr key={module}>
                <th scope="row" className="px-3 py-1.5 text-left font-medium text-slate-800">
                  {MODULE_LABELS[module]}
                </th>
                {PERMISSION_LEVELS.map((level) => {
                  const permission = permissionOf(module, level);
                  return (
                    <td key={level} className="px-2 py-1.5">
                      <Checkbox
                        className="mx-auto"
                        aria-label={`${MODULE_LABELS[module]} ${LEVEL_LABELS[level]}`}
                        checked={value.includes(permission)}
                        onCheckedChange={(state) =>
                          onChange(withPermission(value, permission, state === true))
                        }
                      />
                    </td>
                  );
                })}
                <td className="px-2 py-1.5 text-right whitespace-nowrap">
                  <button
                    type="button"
                    className={SMALL_BUTTON}
                    onClick={() => onChange(withModule(value, module, true))}
                  >
                    Select All
                  </button>
                  <button
                    type="button"
                    className={SMALL_BUTTON}
                    onClick={() => onChange(withModule(value, module, false))}
                  >
                    Deselect All
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {error && (
        <p id="permissions-error" className="text-xs text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}
