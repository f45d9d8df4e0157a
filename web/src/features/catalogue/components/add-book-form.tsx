import { TEXT_LIMITS } from '@seerat/contracts';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useToast } from '../../../components/ui/toast-provider';
import { useFieldErrors } from '../../../components/ui/use-field-errors';
import { describeError } from '../../../lib/api-client';
import { useAddRecommendedBook } from '../../../lib/queries/add-recommended-book';

/** Adds a recommended Seerat book (category seerat, priority 1, as the spec fixes them). */
export function AddBookForm() {
  const [title, setTitle] = useState('');
  const [author, setAuthor] = useState('');
  const addBook = useAddRecommendedBook();
  const { errors, formRef, refuse } = useFieldErrors({ failure: addBook.error });
  const { toast } = useToast();
  const complete = title.trim() !== '' && author.trim() !== '';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    refuse({});
    addBook.mutate(
      { title: title.trim(), author: author.trim(), category: 'seerat', priority: 1 },
      {
        onSuccess: () => {
          toast({ title: 'Book added successfully' });
          setTitle('');
          setAuthor('');
        },
        onError: (error) =>
          toast({ title: 'Failed to add book', description: describeError(error), variant: 'destructive' }),
      },
    );
  };

  return (
    <form ref={formRef} onSubmit={submit} className="grid gap-4">
      <TextField
        label="Title"
        required
        maxLength={TEXT_LIMITS.title}
        value={title}
        error={errors.title}
        onChange={setTitle}
      />
      <TextField
        label="Author"
        required
        maxLength={TEXT_LIMITS.phrase}
        value={author}
        error={errors.author}
        onChange={setAuthor}
      />
      <Button type="submit" className="sm:justify-self-end" disabled={!complete || addBook.isPending}>
        {addBook.isPending ? 'Adding...' : 'Add Book'}
      </Button>
    </form>
  );
}
