import { useState } from 'react';
import { Alert, Button, Card, Form, Input, Result, Skeleton, Space, message } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { applyInfoEditBody, type ApplyInfoEditBody } from '@ccer/contracts';
import { ApiError } from '../../../api/http';
import { editRegistered, fetchApplyInfo } from '../../../api/project-registered';
import { showFieldErrors, zodFieldRules } from '../../../forms/zod-rules';
import ApplyFormFields from '../ApplyFormFields';
import { valuesOf } from '../apply-values';
import ChangeLogTable from './ChangeLogTable';
import { changedValues, formFieldErrors } from './edit-changes';

/**
 * 修改登记项目 (/project/insideEdit and /project/manage/edit, `?id=` the application; 078): the registry edits
 * the application's fields with an explanation; only the changed fields are sent, and each lands in the change log.
 */
export default function InsideEditPage() {
  const { t } = useTranslation('projectRegistered');
  const navigate = useNavigate();
  const client = useQueryClient();
  const [messageApi, holder] = message.useMessage();
  const [form] = Form.useForm();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const valid = /^[0-9a-f-]{36}$/i.test(id);
  const info = useQuery({ queryKey: ['projectApplyInfo', id], queryFn: () => fetchApplyInfo(id), enabled: valid });
  const [busy, setBusy] = useState(false);
  const back = <Button onClick={() => navigate('/project/manage')}>{t('actions.back')}</Button>;
  if (!valid || info.data === null) return <Result status="404" subTitle={t('notFound')} extra={back} />;
  if (!info.data) return <Skeleton active />;
  const initial = valuesOf(info.data.apply);

  const save = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    const changes = changedValues(initial, values);
    if (Object.keys(changes).length === 0) {
      void messageApi.warning(t('noChange'));
      return;
    }
    setBusy(true);
    try {
      await editRegistered({ id, changes: changes as ApplyInfoEditBody['changes'], modifyExplanation: String(values.modifyExplanation ?? '').trim() });
      void messageApi.success(t('done'));
      await client.invalidateQueries({ queryKey: ['projectApplyInfo', id] });
      navigate(`/project/query/detail?id=${encodeURIComponent(id)}`);
    } catch (e) {
      if (e instanceof ApiError && e.status === 401) return;
      const placed = e instanceof ApiError ? showFieldErrors(form, formFieldErrors(e.fieldErrors), { scroll: true }) : 0;
      if (placed === 0) void messageApi.error(e instanceof Error ? e.message : String(e), 3);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid="inside-edit-page">
      {holder}
      <Card title={`${t('title.edit')}：${info.data.apply.projectName}`} extra={back}>
        <Alert type="info" showIcon message={t('editHint')} style={{ marginBottom: 16 }} />
        <Form form={form} layout="vertical" initialValues={initial} scrollToFirstError={{ block: 'center' }}>
          <ApplyFormFields />
          <Form.Item name="modifyExplanation" label={t('fields.modifyExplanation')} required rules={zodFieldRules(applyInfoEditBody, 'modifyExplanation')}>
            <Input.TextArea rows={3} maxLength={2000} showCount data-testid="modify-explanation" />
          </Form.Item>
          <Button type="primary" loading={busy} onClick={() => void save()} data-testid="inside-edit-save">
            {t('actions.save')}
          </Button>
        </Form>
      </Card>
      <Card title={t('changeLog.title')} size="small">
        <ChangeLogTable rows={info.data.changeLog} />
      </Card>
    </Space>
  );
}
