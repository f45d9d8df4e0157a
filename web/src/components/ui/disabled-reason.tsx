import { type ReactNode, useId } from 'react';

/**
 * Why a button is disabled, said beside it and tied to it (`aria-describedby`): a greyed button
 * alone leaves a person guessing what it waits for, and a disabled button shows no tooltip.
 * `reason` is null while the button is enabled; `children` draws the button with the props given.
 */
export function DisabledReason({
  reason,
  align = 'start',
  children,
}: {
  reason: string | null;
  /** The side of its row the button sits on, for the reason's line under it. */
  align?: 'start' | 'end';
  children: (button: { disabled: boolean; 'aria-describedby': string | undefined }) => ReactNode;
}) {
  const id = useId();
  return (
    <>
      {children({ disabled: reason !== null, 'aria-describedby': reason === null ? undefined : id })}
      {reason !== null && (
        <p id={id} className={`basis-full text-xs text-slate-500 ${align === 'end' ? 'text-right' : ''}`}>
          {reason}
        </p>
      )}
    </>
  );
}
