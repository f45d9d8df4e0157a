import { type BudgetLineKind, parsePkr } from '@seerat/contracts';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useErrorToast } from '../../../components/ui/error-toast';
import { TextField } from '../../../components/ui/text-field';
import { useToast } from '../../../components/ui/toast-provider';
import { useFieldErrors } from '../../../components/ui/use-field-errors';
import type { FieldErrors } from '../../../lib/server-field-errors';
import { describeFieldErrors } from '../../../lib/server-field-errors';
import { useRecordBudgetActuals } from '../api/record-budget-actuals';
import { AMOUNT_REFUSED, QUANTITY_REFUSED } from '../line-plan-form-values';
import { ReceiptUpload } from './receipt-upload';

type ActualsProps = { budgetId: number; kind: BudgetLineKind; lineId: number; name: string };

/** The actuals request of a line's form, or what is wrong at its fields (keyed as the request's). */
function actualsRequest(kind: BudgetLineKind, quantity: string, amount: string, receiptUrl: string | null) {
  const errors: FieldErrors = {};
  const paisa = parsePkr(amount);
  const amountField = kind === 'collection' ? 'actualAmount' : 'actualUnitPrice';
  if (paisa === null) errors[amountField] = AMOUNT_REFUSED;
  if (kind === 'collection') return { errors, request: { actualAmount: paisa, receiptUrl } };
  if (!/^\d+$/.test(quantity.trim()) || Number(quantity) < 1) errors.actualQuantity = QUANTITY_REFUSED;
  return { errors, request: { actualQuantity: Number(quantity), actualUnitPrice: paisa, receiptUrl } };
}

/** What a line came to after the event, with its receipt: each box labelled where it stands. */
export function LineActualsForm(props: ActualsProps) {
  const [amount, setAmount] = useState('');
  const [quantity, setQuantity] = useState('1');
  const [receiptUrl, setReceiptUrl] = useState<string | null>(null);
  const record = useRecordBudgetActuals();
  const { errors, formRef, refuse, clear } = useFieldErrors({ failure: record.error });
  const { refused, failed } = useErrorToast();
  const { toast } = useToast();
  const amountField = props.kind === 'collection' ? 'actualAmount' : 'actualUnitPrice';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { request, errors: found } = actualsRequest(props.kind, quantity, amount, receiptUrl);
    if (refuse(found)) return refused(describeFieldErrors(found));
    const { budgetId, kind, lineId } = props;
    record.mutate(
      { budgetId, kind, lineId, actuals: request },
      { onSuccess: () => toast({ title: 'Actuals saved' }), onError: failed('Failed to save actuals') },
    );
  };
  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      aria-label={`Actuals of ${props.name}`}
      className="grid w-full gap-3 rounded-md bg-slate-50 p-3 sm:grid-cols-[8rem_12rem_1fr_auto] sm:items-end"
    >
      {props.kind === 'expense' && (
        <TextField
          label="Actual quantity"
          inputMode="numeric"
          value={quantity}
          error={errors.actualQuantity}
          onChange={(value) => {
            setQuantity(value);
            clear('actualQuantity');
          }}
        />
      )}
      <TextField
        label={props.kind === 'collection' ? 'Actual amount (PKR)' : 'Actual unit price (PKR)'}
        placeholder="0.00"
        inputMode="decimal"
        value={amount}
        error={errors[amountField]}
        onChange={(value) => {
          setAmount(value);
          clear(amountField);
        }}
      />
      <ReceiptUpload onUploaded={setReceiptUrl} />
      <Button type="submit" size="sm" disabled={record.isPending}>
        Save actuals
      </Button>
    </form>
  );
}
