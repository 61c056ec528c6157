import { Link } from 'react-router';
import type { TTrame } from '@praxis/shared/trames/schemas';
import { listDate } from '../lib/format';
import { TrameMenu } from './trame-menu';

const th = 'px-3 py-2 font-medium';

/** Spec 3 §2.5: Nom, Type, Statut, Bilan, Date de création, Actions. */
export function TramesTable({
  trames,
  onDelete,
}: {
  trames: TTrame[];
  onDelete: (trame: TTrame) => void;
}) {
  return (
    <div className="overflow-x-auto rounded-xl border bg-card">
      <table className="w-full min-w-[40rem] text-sm">
        <caption className="sr-only">Mes trames</caption>
        <thead className="border-b bg-muted/40 text-left text-xs text-muted-foreground uppercase">
          <tr>
            <th scope="col" className={th}>
              Nom
            </th>
            <th scope="col" className={th}>
              Type
            </th>
            <th scope="col" className={th}>
              Statut
            </th>
            <th scope="col" className={th}>
              Bilan
            </th>
            <th scope="col" className={th}>
              Date de création
            </th>
            <th scope="col" className={`${th} text-right`}>
              Actions
            </th>
          </tr>
        </thead>
        <tbody>
          {trames.map((trame) => (
            <tr key={trame.id} className="border-b last:border-0">
              <td className="px-3 py-2 font-medium">
                <Link to={`/trames/${trame.id}`} className="hover:underline">
                  {trame.name}
                </Link>
              </td>
              <td className="px-3 py-2">{trame.trameType.label}</td>
              <td className="px-3 py-2">{trame.isActive ? 'Active' : 'Inactive'}</td>
              <td className="px-3 py-2">{trame.trameType.isBilan ? 'Oui' : 'Non'}</td>
              <td className="px-3 py-2">{listDate(trame.createdAt)}</td>
              <td className="px-3 py-2 text-right">
                <TrameMenu trame={trame} onDelete={() => onDelete(trame)} withDetails={false} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
