import type { PublicProjectRow } from '@ccer/contracts';
import ListPage from '../../components/list-page/ListPage';
import type { ListPageProps } from '../../components/list-page/types';
import { searchPublicProjects } from '../../api/project-publicity';
import { PublicityFrame } from './PublicityFrame';
import { publicProjectColumns } from './publicity-columns';

/** /projectPublicity/unregisterSearch (public): projects in publicity or registered, by a part of their name, number or code. */
export default function UnregisterSearchPage() {
  const declaration: ListPageProps<PublicProjectRow> = {
    queryKey: 'publicitySearch',
    load: searchPublicProjects,
    rowKey: 'id',
    searchFields: [{ name: 'keyword', label: 'publicity:search.keyword', kind: 'input' }],
    columns: publicProjectColumns('search'),
  };
  return (
    <PublicityFrame>
      <ListPage<PublicProjectRow> {...declaration} />
    </PublicityFrame>
  );
}
