import { EmptyState } from '../../../components/ui/empty-state';
import { QueryBlock } from '../../../components/ui/query-states';
import { useSeeratModels } from '../../../lib/queries/get-seerat-models';
import { EntryHistoryButton } from './entry-history-button';

/**
 * The models already in the catalogue, so an editor sees what exists before adding one; each
 * opens its Change History, which every signed-in user may read.
 */
export function SeeratModelList({ onHistory }: { onHistory: (modelId: number) => void }) {
  const modelsQuery = useSeeratModels();
  return (
    <QueryBlock
      query={modelsQuery}
      errorTitle="Failed to fetch seerat models"
      loadingLabel="Loading seerat models"
    >
      {(models) =>
        models.length === 0 ? (
          <EmptyState>No seerat models found.</EmptyState>
        ) : (
          <ul
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a list that scrolls on its own must be reachable by keyboard
            tabIndex={0}
            className="grid max-h-80 gap-1 overflow-y-auto text-sm"
          >
            {models.map((model) => (
              <li
                key={model.id}
                className="flex items-center justify-between gap-3 rounded-md px-2 py-1.5 odd:bg-slate-50"
              >
                <span className="min-w-0 flex-1 truncate text-slate-800">{model.modelName}</span>
                <span className="shrink-0 text-xs text-slate-500">Priority {model.priority}</span>
                <EntryHistoryButton entryName={model.modelName} onClick={() => onHistory(model.id)} />
              </li>
            ))}
          </ul>
        )
      }
    </QueryBlock>
  );
}
