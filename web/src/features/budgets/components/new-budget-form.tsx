import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
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
        <Input
          aria-label="Budget title"
          placeholder="Title"
          maxLength={200}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
        />
        <Textarea
          aria-label="Budget description"
          placeholder="Description"
          maxLength={2000}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
        />
        <Button onClick={submit} disabled={create.isPending}>
          Create Budget
        </Button>
      </CardContent>
    </Card>
  );
}
