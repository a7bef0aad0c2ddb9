import { Alert, Form, Modal, Select } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { businessAssociateBody, type BusinessProcessRow } from '@ccer/contracts';
import { associateBusiness, fetchDefinitionVersions, fetchDeployedProcesses } from '../../../../api/business-processes';
import { zodFieldRules } from '../../../../forms/zod-rules';
import { useModalSubmit } from '../../../../components/modal/useModalSubmit';
import { formatDateTime } from '../../../../components/list-page/format';
import { testIdProps } from '../../../../components/test-id-props';

interface Props {
  row: BusinessProcessRow;
  messageApi: MessageInstance;
  onChanged: () => void;
  onClosed: () => void;
}

/** '' in the version select means 最新版本 (nothing pinned). */
const LATEST = '';

/** 关联: pick a deployed process key and 最新版本 or one version; the server checks both exist. */
export default function AssociateModal({ row, messageApi, onChanged, onClosed }: Props) {
  const { t } = useTranslation('processBusiness');
  const [form] = Form.useForm<{ processKey?: string; processVersion?: number | typeof LATEST }>();
  const processKey = Form.useWatch('processKey', form);
  const definitions = useQuery({ queryKey: ['deployedProcesses'], queryFn: fetchDeployedProcesses });
  const versions = useQuery({ queryKey: ['definitionVersions', processKey], queryFn: () => fetchDefinitionVersions(processKey!), enabled: !!processKey });

  const { open, close, busy, submit } = useModalSubmit({
    form,
    messageApi,
    call: (v) =>
      associateBusiness({
        businessType: row.businessType,
        processKey: v.processKey!,
        processVersion: v.processVersion === LATEST ? undefined : v.processVersion,
        version: row.version,
      }),
    doneText: t('associate.done'),
    onDone: onChanged,
    onStale: onChanged,
  });

  return (
    <Modal
      open={open}
      title={`${t('associate.title')} · ${row.businessName}`}
      onCancel={close}
      afterClose={onClosed}
      mask={{ closable: false }}
      onOk={submit}
      confirmLoading={busy}
      okText={t('ok')}
      cancelText={t('cancel')}
      okButtonProps={testIdProps('associate-submit')}
      cancelButtonProps={testIdProps('associate-cancel')}
    >
      {row.status === 'suspended' && <Alert type="warning" showIcon title={t('associate.suspendedHint')} style={{ marginBottom: 16 }} />}
      <Form
        form={form}
        name="businessAssociate"
        layout="vertical"
        initialValues={{ processKey: row.processKey ?? undefined, processVersion: row.pinnedVersion ?? LATEST }}
        onValuesChange={(changed) => {
          // another key: its versions differ, start again from the latest
          if ('processKey' in changed) form.setFieldValue('processVersion', LATEST);
        }}
      >
        <Form.Item name="processKey" label={t('fields.processKey')} rules={zodFieldRules(businessAssociateBody, 'processKey')}>
          <Select
            showSearch
            loading={definitions.isPending}
            placeholder={t('associate.pickProcess')}
            optionFilterProp="label"
            options={(definitions.data ?? []).map((d) => ({ value: d.processKey, label: `${d.name ?? d.processKey} (${d.processKey})` }))}
            data-testid="associate-key"
          />
        </Form.Item>
        <Form.Item name="processVersion" label={t('fields.version')} extra={t('associate.versionHint')}>
          <Select
            loading={!!processKey && versions.isPending}
            disabled={!processKey}
            options={[
              { value: LATEST, label: t('version.latest') },
              ...(versions.data ?? []).map((v) => ({
                value: v.version,
                label: `${t('version.number', { version: v.version })}${v.deploymentTime ? ` · ${formatDateTime(v.deploymentTime)}` : ''}`,
              })),
            ]}
            data-testid="associate-version"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
