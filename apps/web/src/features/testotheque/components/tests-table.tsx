import { Link } from 'react-router';
import type { TTestDefinition } from '@praxis/shared/testotheque/schemas';
import { ItemActions } from '@/components/item-actions';
import { TestStatusIcon } from './test-status-icon';

type TestsTableProps = {
  tests: TTestDefinition[];
  onEdit: (test: TTestDefinition) => void;
  onDelete: (test: TTestDefinition) => void;
};

/** Spec 3 §2.7: Titre, Code, Description, Tags (count), Statut, Actions. */
export function TestsTable({ tests, onEdit, onDelete }: TestsTableProps) {
  return (
    <div className="overflow-x-auto rounded-xl border bg-card">
      <table className="w-full min-w-[44rem] text-sm">
        <caption className="sr-only">Tests de la testothèque</caption>
        <thead className="border-b bg-muted/40 text-left text-xs text-muted-foreground uppercase">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              Titre
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Code
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Description
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Tags
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Statut
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Actions
            </th>
          </tr>
        </thead>
        <tbody>
          {tests.map((test) => (
            <tr key={test.id} className="border-b last:border-0 hover:bg-muted/30">
              <td className="px-3 py-2 font-medium">
                <Link to={`/testeque/${test.id}`} className="hover:underline">
                  {test.title}
                </Link>
              </td>
              <td className="px-3 py-2 whitespace-nowrap">{test.code ?? '—'}</td>
              <td className="max-w-xs px-3 py-2 text-muted-foreground">
                <span className="line-clamp-2">{test.description ?? '—'}</span>
              </td>
              <td className="px-3 py-2">{test.tags?.length ?? 0}</td>
              <td className="px-3 py-2">
                <span className="inline-flex items-center gap-1.5">
                  <TestStatusIcon isActive={test.isActive} />
                  {test.isActive ? 'Actif' : 'Inactif'}
                </span>
              </td>
              <td className="px-3 py-2">
                {test.isOwn ? (
                  <ItemActions
                    name={test.title}
                    look="icon"
                    className="justify-end"
                    onEdit={() => onEdit(test)}
                    onDelete={() => onDelete(test)}
                  />
                ) : (
                  <span className="block text-right text-xs text-muted-foreground">Catalogue</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
