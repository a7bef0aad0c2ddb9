import { useState } from 'react';
import { Alert, Button, Descriptions, Form, Modal, Select } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import { useTranslation } from 'react-i18next';
import type { DefinitionVersionRow } from '@ccer/contracts';
import { ApiError } from '../../../../api/http';
import { migrateInstances } from '../../../../api/business-processes';
import { applyServerErrors } from '../../../../forms/zod-rules';
import { defaultTarget, migrationTargets } from './business-rules';
import { testIdProps } from '../../../../components/test-id-props';

interface Props {
  source: DefinitionVersionRow;
  versions: readonly DefinitionVersionRow[];
  messageApi: MessageInstance;
  onChanged: () => void;
  onClosed: () => void;
}

/** 迁移实例: every running instance of the source version to the chosen target version (confirmed first). */
export default function MigrateModal({ source, versions, messageApi, onChanged, onClosed }: Props) {
  const { t } = useTranslation('processBusiness');
  const [form] = Form.useForm<{ targetVersion?: number }>();
  const [open, setOpen] = useState(true);
  const [busy, setBusy] = useState(false);
  const [modal, modalHolder] = Modal.useModal();
  const targets = migrationTargets(versions, source.version);

  const run = async (targetVersion: number) => {
    setBusy(true);
    try {
      const r = await migrateInstances({ processKey: source.processKey, sourceVersion: source.version, targetVersion });
      void messageApi.success(t('migrate.done', { n: r.migrated }));
      onChanged();
      setOpen(false);
    } catch (e) {
      if (e instanceof ApiError && e.status === 401) return;
      if (applyServerErrors(form, e) === 0) void messageApi.error(e instanceof Error ? e.message : String(e), 3);
      onChanged();
    } finally {
      setBusy(false);
    }
  };

  const submit = async () => {
    const v = await form.validateFields().catch(() => undefined);
    if (!v?.targetVersion) return;
    const targetVersion = v.targetVersion;
    modal.confirm({
      title: t('migrate.confirmTitle'),
      content: t('migrate.confirm', { n: source.instances, from: source.version, to: targetVersion }),
      okButtonProps: testIdProps('migrate-confirm-ok'),
      onOk: () => run(targetVersion),
    });
  };

  return (
    <Modal
      open={open}
      title={`${t('migrate.title')} · ${source.processKey}`}
      onCancel={() => setOpen(false)}
      afterClose={onClosed}
      mask={{ closable: false }}
      footer={[
        <Button key="cancel" onClick={() => setOpen(false)}>
          {t('cancel')}
        </Button>,
        <Button key="submit" type="primary" loading={busy} disabled={targets.length === 0} onClick={submit} data-testid="migrate-submit">
          {t('migrate.submit')}
        </Button>,
      ]}
    >
      {modalHolder}
      <Alert type="info" showIcon title={t('migrate.hint')} style={{ marginBottom: 16 }} />
      <Descriptions size="small" column={1} style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('migrate.source')}>{t('version.number', { version: source.version })}</Descriptions.Item>
        <Descriptions.Item label={t('versions.instances')}>{source.instances}</Descriptions.Item>
      </Descriptions>
      <Form form={form} name="instanceMigrate" layout="vertical" initialValues={{ targetVersion: defaultTarget(versions, source.version) }}>
        <Form.Item name="targetVersion" label={t('migrate.target')} rules={[{ required: true, message: t('migrate.targetRequired') }]}>
          <Select
            options={targets.map((v) => ({ value: v.version, label: `${t('version.number', { version: v.version })}${v.latest ? ` (${t('versions.latestTag')})` : ''}` }))}
            data-testid="migrate-target"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
