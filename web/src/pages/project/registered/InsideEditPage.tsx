import { Button, Result, Skeleton } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { applyInfoEditBody, type ApplyInfoEditBody } from '@ccer/contracts';
import { editRegistered, fetchApplyInfo } from '../../../api/project-registered';
import InsideEditForm, { type InsideEditArea } from '../../lifecycle/registered/InsideEditForm';
import ApplyFormFields from '../ApplyFormFields';
import { valuesOf } from '../apply-values';
import ChangeLogTable from './ChangeLogTable';
import { changedValues } from './edit-changes';

const area: InsideEditArea = { ns: 'projectRegistered', body: applyInfoEditBody, testIdPrefix: '' };

/**
 * 修改登记项目 (/project/insideEdit and /project/manage/edit, `?id=` the application; 078): the registry edits
 * the application's fields with an explanation; only the changed fields are sent, and each lands in the change log.
 */
export default function InsideEditPage() {
  const { t } = useTranslation('projectRegistered');
  const navigate = useNavigate();
  const client = useQueryClient();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const valid = /^[0-9a-f-]{36}$/i.test(id);
  const info = useQuery({ queryKey: ['projectApplyInfo', id], queryFn: () => fetchApplyInfo(id), enabled: valid });
  const back = <Button onClick={() => navigate('/project/manage')}>{t('actions.back')}</Button>;
  if (!valid || info.data === null) return <Result status="404" subTitle={t('notFound')} extra={back} />;
  if (!info.data) return <Skeleton active />;

  return (
    <InsideEditForm
      area={area}
      name={info.data.apply.projectName}
      back={back}
      initial={valuesOf(info.data.apply)}
      fields={<ApplyFormFields />}
      changed={changedValues}
      save={(changes, modifyExplanation) => editRegistered({ id, changes: changes as ApplyInfoEditBody['changes'], modifyExplanation })}
      saved={async () => {
        await client.invalidateQueries({ queryKey: ['projectApplyInfo', id] });
        navigate(`/project/query/detail?id=${encodeURIComponent(id)}`);
      }}
      changeLog={{ title: 'changeLog.title', table: <ChangeLogTable rows={info.data.changeLog} /> }}
    />
  );
}
