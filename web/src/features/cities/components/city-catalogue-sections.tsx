import { FormSection } from '../../../components/ui/form-section';
import { useRecommendedBooks } from '../../../lib/queries/get-recommended-books';
import { useSeeratModels } from '../../../lib/queries/get-seerat-models';
import type { CityFormValues } from '../city-form-values';
import { CataloguePicker } from './catalogue-picker';

type CatalogueSectionsProps = {
  values: CityFormValues;
  setValues: (update: (current: CityFormValues) => CityFormValues) => void;
  /** The rules the counts broke, by list (`seeratModels`, `libraryBooks`). */
  errors: Record<string, string>;
};

/** The Seerat models and library books the city has, each with a count. */
export function CityCatalogueSections({ values, setValues, errors }: CatalogueSectionsProps) {
  const models = useSeeratModels();
  const books = useRecommendedBooks();
  // A book taken off the recommended list stays visible while the city still has it selected.
  const shownBooks = books.data?.filter(
    (book) => book.isActive || values.libraryBooks[book.id] !== undefined,
  );
  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      <FormSection title="Seerat Models">
        <CataloguePicker
          label="Seerat Models"
          items={models.data?.map((model) => ({ id: model.id, name: model.modelName }))}
          loading={models.isPending}
          error={models.error}
          onRetry={() => models.refetch()}
          failure="Failed to fetch seerat models"
          emptyText="No seerat models found."
          selection={values.seeratModels}
          invalid={errors.seeratModels}
          onChange={(seeratModels) => setValues((current) => ({ ...current, seeratModels }))}
        />
      </FormSection>
      <FormSection title="Library Books">
        <CataloguePicker
          label="Library Books"
          items={shownBooks?.map((book) => ({ id: book.id, name: book.title, detail: book.author }))}
          loading={books.isPending}
          error={books.error}
          onRetry={() => books.refetch()}
          failure="Failed to fetch library books"
          emptyText="No library books found."
          selection={values.libraryBooks}
          invalid={errors.libraryBooks}
          onChange={(libraryBooks) => setValues((current) => ({ ...current, libraryBooks }))}
        />
      </FormSection>
    </div>
  );
}
