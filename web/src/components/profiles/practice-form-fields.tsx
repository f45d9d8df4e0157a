import {
  createTeamProfileRequestSchema,
  READING_STATUSES,
  type ReadingBook,
  type ReadingStatus,
} from '@seerat/contracts';
import { useState } from 'react';
import { describeError } from '../../lib/api-client';
import { toCount } from '../../lib/form-input';
import { useAddRecommendedBook } from '../../lib/queries/add-recommended-book';
import { useRecommendedBooks } from '../../lib/queries/get-recommended-books';
import { Button } from '../ui/button';
import { Checkbox } from '../ui/checkbox';
import { CountField } from '../ui/count-field';
import { Input } from '../ui/input';
import { SchemaTextField } from '../ui/schema-text-field';
import { Select } from '../ui/select';
import { TextField } from '../ui/text-field';
import { useToast } from '../ui/toast-provider';
import { ToggleField } from '../ui/toggle-field';

/** The practice fields masool and team profile forms share, as the form holds them. */
export type PracticeValues = {
  islahiMamulat: boolean;
  bait: string | null;
  mamulatReceiver: string | null;
  listeningToNaat: boolean;
  dailySunnahPractice: boolean;
  sunnahCount: number;
  dailySunnahDetails: string | null;
  seeratTeacher: boolean;
  timesTaughtSeerat: number;
  readingBooks: ReadingBook[];
};

export const STATUS_LABELS: Record<ReadingStatus, string> = {
  not_started: 'Not started',
  currently_reading: 'Currently reading',
  completed: 'Completed',
};

type PracticeFormFieldsProps<Values extends PracticeValues> = {
  values: Values;
  set: <Key extends keyof Values>(key: Key, value: Values[Key]) => void;
  errors: Record<string, string>;
};

/**
 * Islahi mamulat, naat, daily Sunnah, Seerat teaching and the reading list. Each toggle reveals
 * its dependent inputs; switching it off clears them (the form's `set` applies the contracts'
 * rule, and the server applies it again).
 */
export function PracticeFormFields<Values extends PracticeValues>({
  values,
  set,
  errors,
}: PracticeFormFieldsProps<Values>) {
  return (
    <fieldset className="grid gap-4">
      <legend className="mb-2 text-sm font-semibold text-slate-900">Islahi & Seerat</legend>
      <ToggleField
        label="Islahi Mamulat"
        checked={values.islahiMamulat}
        onCheckedChange={(on) => set('islahiMamulat', on)}
        twoColumns
      >
        <TextField
          label="Bait"
          value={values.bait}
          onChange={(text) => set('bait', text)}
          error={errors.bait}
        />
        <TextField
          label="Mamulat Receiver"
          value={values.mamulatReceiver}
          onChange={(text) => set('mamulatReceiver', text)}
          error={errors.mamulatReceiver}
        />
      </ToggleField>
      <ToggleField
        label="Listening to Naat"
        checked={values.listeningToNaat}
        onCheckedChange={(on) => set('listeningToNaat', on)}
      />
      <ToggleField
        label="Daily Sunnah Practice"
        checked={values.dailySunnahPractice}
        onCheckedChange={(on) => set('dailySunnahPractice', on)}
      >
        {/* Masool and team profiles share the practice fields. */}
        <SchemaTextField
          schema={createTeamProfileRequestSchema}
          name="dailySunnahDetails"
          label="Sunnah Details"
          value={values.dailySunnahDetails}
          onChange={(text) => set('dailySunnahDetails', text)}
          error={errors.dailySunnahDetails}
        />
      </ToggleField>
      <CountField
        label="Sunnah Count"
        value={values.sunnahCount}
        onChange={(text) => set('sunnahCount', toCount(text))}
        error={errors.sunnahCount}
      />
      <ToggleField
        label="Seerat Teacher"
        checked={values.seeratTeacher}
        onCheckedChange={(on) => set('seeratTeacher', on)}
      >
        <CountField
          label="Times Taught Seerat"
          value={values.timesTaughtSeerat}
          onChange={(text) => set('timesTaughtSeerat', toCount(text))}
          error={errors.timesTaughtSeerat}
        />
      </ToggleField>
      <ReadingBooksField books={values.readingBooks} onChange={(books) => set('readingBooks', books)} />
    </fieldset>
  );
}

/** Ticking a recommended book adds it as not started; its status then changes freely; unticking removes it. */
function ReadingBooksField({
  books,
  onChange,
}: {
  books: ReadingBook[];
  onChange: (books: ReadingBook[]) => void;
}) {
  const recommended = useRecommendedBooks();
  const ticked = new Map(books.map((book) => [book.title, book]));
  const toggle = (title: string, on: boolean) =>
    onChange(
      on ? [...books, { title, status: 'not_started' }] : books.filter((book) => book.title !== title),
    );
  const setStatus = (title: string, status: ReadingStatus) =>
    onChange(books.map((book) => (book.title === title ? { ...book, status } : book)));
  return (
    <div className="grid gap-2">
      <p className="text-sm font-medium text-slate-900">Reading Books</p>
      <ul className="grid max-h-80 gap-2 overflow-y-auto">
        {(recommended.data ?? []).map((book) => {
          const entry = ticked.get(book.title);
          return (
            <li key={book.id} className="flex flex-wrap items-center gap-3 text-sm">
              <Checkbox
                aria-label={book.title}
                checked={entry !== undefined}
                onCheckedChange={(on) => toggle(book.title, on === true)}
              />
              <span className="min-w-0 flex-1">{book.title}</span>
              {entry && (
                <Select
                  aria-label={`Status of ${book.title}`}
                  value={entry.status}
                  onChange={(event) => setStatus(book.title, event.target.value as ReadingStatus)}
                  className="w-44"
                >
                  {READING_STATUSES.map((status) => (
                    <option key={status} value={status}>
                      {STATUS_LABELS[status]}
                    </option>
                  ))}
                </Select>
              )}
            </li>
          );
        })}
      </ul>
      <AddBookRow />
    </div>
  );
}

/** Adds a recommended book (category seerat) from the form: title and author must not be blank. */
function AddBookRow() {
  const [title, setTitle] = useState('');
  const [author, setAuthor] = useState('');
  const add = useAddRecommendedBook();
  const { toast } = useToast();
  const submit = () => {
    if (!title.trim() || !author.trim()) {
      toast({
        title: 'Failed to add book',
        description: 'Please enter both title and author',
        variant: 'destructive',
      });
      return;
    }
    add.mutate(
      { title, author, category: 'seerat' },
      {
        onSuccess: () => {
          setTitle('');
          setAuthor('');
          toast({ title: 'Book added successfully' });
        },
        onError: (error) =>
          toast({ title: 'Failed to add book', description: describeError(error), variant: 'destructive' }),
      },
    );
  };
  return (
    <div className="flex flex-wrap items-end gap-2">
      <Input
        aria-label="New book title"
        placeholder="Book title"
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        className="min-w-40 flex-1"
      />
      <Input
        aria-label="New book author"
        placeholder="Author"
        value={author}
        onChange={(event) => setAuthor(event.target.value)}
        className="min-w-40 flex-1"
      />
      <Button variant="outline" onClick={submit} disabled={add.isPending}>
        Add Book
      </Button>
    </div>
  );
}
