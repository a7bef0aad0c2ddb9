import { ClientFrame } from '../ClientFrame.tsx';
import { MyApplications } from './MyApplications.tsx';

/** /client/public/detail: the visitor's public-account applications. */
export default function PublicDetailPage() {
  return (
    <ClientFrame title="public.detailTitle">
      <MyApplications kind="public" />
    </ClientFrame>
  );
}
