import { useState } from 'react';
import { Alert, Form, Input, Modal, Select, message } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { cancelApplyBody, cancelFlags, projectDocumentBusinesses, type ProjectListRow } from '@ccer/contracts';
import { applyCancel, fetchProjectList } from '../../../api/project-registered';
import { useModalSubmit } from '../../../components/modal/useModalSubmit';
import { zodFieldRules } from '../../../forms/zod-rules';
import BusinessDocuments from '../../../components/attachments/BusinessDocuments';
import { useSession } from '../../../session/session-store';

interface Props {
  /** The project, when applied for from its row; otherwise the modal offers the caller's active projects. */
  project?: ProjectListRow;
  onDone: () => void;
  onClosed: () => void;
}

type Values = { projectInfoId: string; reason: string; files?: Record<string, string[]> };

/**
 * 申请注销: a registered project, the reason and, for an owner, the cancellation documents of the electronic
 * document settings (business projectCancel); the registry may start one without them.
 */
export default function CancelApplyModal({ project, onDone, onClosed }: Props) {
  const { t } = useTranslation('projectRegistered');
  const [messageApi, holder] = message.useMessage();
  const [form] = Form.useForm<Values>();
  const owner = Boolean(useSession().user?.custName);
  const [search, setSearch] = useState('');
  // the caller's projects that may still be cancelled, by name, a page at a time
  const choices = useQuery({
    queryKey: ['registeredProjectChoices', search],
    queryFn: () => fetchProjectList({ projectName: search || undefined, cancelFlag: cancelFlags.active, pageNumber: 1, pageSize: 20 }),
    enabled: !project,
  });
  const { open, close, busy, submit } = useModalSubmit<Values>({
    form,
    messageApi,
    call: (v) => applyCancel({ projectInfoId: v.projectInfoId, reason: v.reason.trim(), fileIds: v.files ? Object.values(v.files).flat() : undefined }),
    doneText: t('done'),
    onDone,
  });
  return (
    <Modal
      open={open}
      title={project ? `${t('cancel.title')}：${project.projectName}` : t('cancel.title')}
      onOk={submit}
      confirmLoading={busy}
      onCancel={close}
      afterClose={onClosed}
      destroyOnHidden
      width={640}
      data-testid="cancel-apply-modal"
    >
      {holder}
      <Alert type="warning" showIcon message={t('cancel.warning')} style={{ marginBottom: 16 }} />
      <Form form={form} layout="vertical" initialValues={{ projectInfoId: project?.projectInfoId }}>
        <Form.Item name="projectInfoId" label={t('fields.project')} hidden={!!project} rules={zodFieldRules(cancelApplyBody, 'projectInfoId')}>
          <Select
            showSearch
            filterOption={false}
            onSearch={setSearch}
            loading={choices.isFetching}
            placeholder={t('cancel.pickProject')}
            options={(choices.data?.rows ?? []).filter((p) => !p.cancelPending).map((p) => ({ value: p.projectInfoId, label: `${p.projectCode} ${p.projectName}` }))}
            data-testid="cancel-project-select"
          />
        </Form.Item>
        <Form.Item name="reason" label={t('fields.reason')} required rules={zodFieldRules(cancelApplyBody, 'reason')}>
          <Input.TextArea rows={4} maxLength={2000} showCount data-testid="cancel-reason" />
        </Form.Item>
        {owner && <BusinessDocuments businessCode={projectDocumentBusinesses.cancel} />}
      </Form>
    </Modal>
  );
}
