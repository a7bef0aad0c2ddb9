import { useState } from 'react';
import { Button, Descriptions, Modal, Popconfirm, Space, Upload, type UploadProps } from 'antd';
import { DeleteOutlined, DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import type { MessageInstance } from 'antd/es/message/interface';
import { useTranslation } from 'react-i18next';
import { acceptOf, documentTemplateKind, extensionOf, limitBytesOf, tooLargeToken, type DocumentTypeRow } from '@ccer/contracts';
import { translate } from '@ccer/contracts/messages';
import { ApiError } from '../../../api/http';
import { downloadTemplate, removeTemplate, uploadTemplate } from '../../../api/electronic';
import { messageLang } from '../../../message-lang';
import { typeNameOf } from './type-name';

interface Props {
  type: DocumentTypeRow;
  messageApi: MessageInstance;
  /** After an upload or removal: the list shows the new template. */
  onChanged: () => void;
  onClosed: () => void;
}

/**
 * A document type's template: shows the current one (downloadable), uploads a new one (pdf, doc, docx; it replaces
 * the old), or deletes it. Each action is saved at once.
 */
export default function TemplateModal({ type, messageApi, onChanged, onClosed }: Props) {
  const { t } = useTranslation('electronic');
  const [open, setOpen] = useState(true);
  const [busy, setBusy] = useState(false);
  const [current, setCurrent] = useState<string | null>(type.templateName);
  const lang = messageLang();

  const fail = (e: unknown) => {
    if (e instanceof ApiError && e.status === 401) return;
    void messageApi.error(e instanceof Error ? e.message : String(e), 3);
  };

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    if (!(documentTemplateKind.extensions as readonly string[]).includes(extensionOf(file.name))) {
      void messageApi.error(translate(`attachmentExtension:${documentTemplateKind.extensions.join('、')}`, lang), 3);
      return Upload.LIST_IGNORE;
    }
    if (file.size > limitBytesOf(documentTemplateKind)) {
      void messageApi.error(translate(tooLargeToken(documentTemplateKind), lang), 3);
      return Upload.LIST_IGNORE;
    }
    return true;
  };
  const customRequest: UploadProps['customRequest'] = async ({ file, onSuccess, onError }) => {
    const f = file as File;
    setBusy(true);
    try {
      await uploadTemplate(type.typeNo, f);
      setCurrent(f.name);
      void messageApi.success(t('type.template.uploaded'));
      onChanged();
      onSuccess?.({});
    } catch (e) {
      fail(e);
      onError?.(e as Error);
    } finally {
      setBusy(false);
    }
  };
  const remove = async () => {
    setBusy(true);
    try {
      await removeTemplate(type.typeNo);
      setCurrent(null);
      void messageApi.success(t('type.template.removed'));
      onChanged();
    } catch (e) {
      fail(e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={`${t('type.title.template')} · ${typeNameOf(type, lang)}`}
      onCancel={() => setOpen(false)}
      afterClose={onClosed}
      destroyOnHidden
      footer={[
        <Button key="close" onClick={() => setOpen(false)}>
          {t('common.close')}
        </Button>,
      ]}
    >
      <Descriptions column={1} size="small" bordered style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('type.fields.typeNo')}>{type.typeNo}</Descriptions.Item>
        <Descriptions.Item label={t('type.template.current')}>
          <span data-testid="template-current">{current ?? t('type.template.none')}</span>
        </Descriptions.Item>
      </Descriptions>
      <Space wrap>
        <Upload accept={acceptOf(documentTemplateKind)} showUploadList={false} beforeUpload={beforeUpload} customRequest={customRequest} disabled={busy}>
          <Button icon={<UploadOutlined />} loading={busy} data-testid="template-upload">
            {t(current ? 'type.template.replace' : 'type.template.upload')}
          </Button>
        </Upload>
        {current && (
          <>
            <Button icon={<DownloadOutlined />} onClick={() => void downloadTemplate(type.typeNo, current).catch(fail)}>
              {t('type.template.download')}
            </Button>
            <Popconfirm title={t('type.template.confirmRemove')} onConfirm={remove}>
              <Button danger icon={<DeleteOutlined />} disabled={busy} data-testid="template-remove">
                {t('type.template.remove')}
              </Button>
            </Popconfirm>
          </>
        )}
      </Space>
      <div style={{ color: 'var(--registry-text-tertiary)', fontSize: 12, marginTop: 8 }}>{t('type.template.hint', { size: documentTemplateKind.maxSize })}</div>
    </Modal>
  );
}
