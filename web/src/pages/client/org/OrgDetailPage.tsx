import { useQuery } from '@tanstack/react-query';
import { registrationApi } from '../../../api/registration.ts';
import { ClientFrame } from '../ClientFrame.tsx';
import { MyApplications } from '../public/MyApplications.tsx';
import { OrgValues } from './OrgValues.tsx';

/** /client/org/detail: the visitor's organisation applications and the latest one's values. */
export default function OrgDetailPage() {
  const mine = useQuery({ queryKey: ['my-org-application'], queryFn: registrationApi.orgMine });
  return (
    <ClientFrame title="org.detailTitle" width={1200}>
      <MyApplications kind="org" />
      {mine.data && <OrgValues form={mine.data.form} />}
    </ClientFrame>
  );
}
