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
  const submit = () =>
    create.mutate(
      { eventId, title, description },
      {
        onSuccess: (budget) => {
          toast({ title: 'Budget created' });
          void navigate({ to: '/budgets/$budgetId', params: { budgetId: budget.id } });
        },
        onError: (error) =>
          toast({
            title: 'Error',
            description: serverMessageOr(error, 'Failed to create budget'),
            variant: 'destructive',
          }),
      },
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
