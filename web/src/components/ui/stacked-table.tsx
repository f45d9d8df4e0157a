import type { ComponentProps } from 'react';
import { classNames } from '../../lib/class-names';

/**
 * A table that is a table from `md` up and, narrower, a list of stacked rows: each row a block,
 * each cell a line headed by its column's name. On a phone a wide table either scrolled sideways,
 * where the Change column sat out of sight, or squeezed its columns to a word each; stacked, every
 * cell of a row is in view. The roles are written out because a table drawn as blocks loses them
 * in some browsers' accessibility trees, and with them the way a screen reader reads cells.
 *
 * `className` of the table carries its wide-screen layout (`md:min-w-[66rem] md:table-fixed`).
 */
/** Narrower than `md`, a cell's column name (`data-label`) as the line above its value. */
const STACKED_LABEL =
  'max-md:before:block max-md:before:text-xs max-md:before:font-medium max-md:before:tracking-wide max-md:before:text-slate-500 max-md:before:uppercase max-md:before:content-[attr(data-label)]';

export function StackedTable({ className, ...props }: ComponentProps<'table'>) {
  return (
    <table
      // biome-ignore lint/a11y/noRedundantRoles: kept for the stacked (block) layout
      role="table"
      className={classNames('block w-full text-left text-sm md:table', className)}
      {...props}
    />
  );
}

/** The column headings: read by screen readers at every width, drawn from `md` up. */
export function StackedHead({ columns, className }: { columns: readonly string[]; className?: string }) {
  return (
    <thead
      // biome-ignore lint/a11y/noRedundantRoles: kept for the stacked (block) layout
      role="rowgroup"
      className={classNames('max-md:sr-only', className)}
    >
      <tr
        // biome-ignore lint/a11y/noRedundantRoles: kept for the stacked (block) layout
        role="row"
      >
        {columns.map((column) => (
          <th
            key={column}
            // biome-ignore lint/a11y/noRedundantRoles: kept for the stacked (block) layout
            role="columnheader"
            scope="col"
            className="px-3 py-2.5 font-medium"
          >
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}

export function StackedBody({ className, ...props }: ComponentProps<'tbody'>) {
  return (
    <tbody
      // biome-ignore lint/a11y/noRedundantRoles: kept for the stacked (block) layout
      role="rowgroup"
      className={classNames('block divide-y divide-slate-100 md:table-row-group', className)}
      {...props}
    />
  );
}

export function StackedRow({ className, ...props }: ComponentProps<'tr'>) {
  return (
    <tr
      // biome-ignore lint/a11y/noRedundantRoles: kept for the stacked (block) layout
      role="row"
      className={classNames('block py-2 align-top md:table-row md:py-0', className)}
      {...props}
    />
  );
}

/** A cell; narrower than `md` it is a line of its own under its column's name (`label`). */
export function StackedCell({ label, className, ...props }: ComponentProps<'td'> & { label: string }) {
  return (
    <td
      // biome-ignore lint/a11y/noRedundantRoles: kept for the stacked (block) layout
      role="cell"
      data-label={label}
      className={classNames('block px-3 py-1 md:table-cell md:py-2.5', STACKED_LABEL, className)}
      {...props}
    />
  );
}

/** A row's heading cell (its name); narrower than `md` the row's first line, under its column's name. */
export function StackedRowHeader({ label, className, ...props }: ComponentProps<'th'> & { label: string }) {
  return (
    <th
      // biome-ignore lint/a11y/noRedundantRoles: kept for the stacked (block) layout
      role="rowheader"
      scope="row"
      data-label={label}
      className={classNames('block px-3 py-1 md:table-cell md:py-2.5', STACKED_LABEL, className)}
      {...props}
    />
  );
}
