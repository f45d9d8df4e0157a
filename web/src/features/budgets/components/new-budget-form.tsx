import { createBudgetRequestSchema } from '@seerat/contracts';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { SchemaTextField } from '../../../components/ui/schema-text-field';
import { useToast } from '../../../components/ui/toast-provider';
import { serverMessageOr } from '../../../lib/api-client';
import { useCreateBudget } from '../api/create-budget';

/** The event has no budget yet: a title and description make its draft. */
export function NewBudgetForm({ eventId }: { eventId: number }) {
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const create = useCreateBudget();
  const navigate = useNavigate();
  const { toast } = useToast();
  // The promise, not mutate's callbacks: the refetched event budget replaces this form with the
  // new budget's page, and React Query drops an unmounted caller's callbacks (the toast with them).
  const submit = () =>
    create.mutateAsync({ eventId, title, description }).then(
      (budget) => {
        toast({ title: 'Budget created' });
        void navigate({ to: '/budgets/$budgetId', params: { budgetId: budget.id } });
      },
      (error: unknown) =>
        toast({
          title: 'Error',
          description: serverMessageOr(error, 'Failed to create budget'),
          variant: 'destructive',
        }),
    );
  return (
    <Card>
      <CardHeader title="New Budget" />
      <CardContent className="space-y-3">
        <SchemaTextField
          schema={createBudgetRequestSchema}
          name="title"
          label="Budget title"
          required
          value={title}
          onChange={setTitle}
        />
        <SchemaTextField
          schema={createBudgetRequestSchema}
          name="description"
          label="Budget description"
          value={description}
          onChange={setDescription}
        />
        <Button onClick={submit} disabled={create.isPending}>
          Create Budget
        </Button>
      </CardContent>
    </Card>
  );
}
