import { Button, Space, Typography } from 'antd';
import { PaperClipOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { InfoFile } from '@ccer/contracts';
import { downloadAttachment } from '../../api/attachments';
import { NS } from './information-shared';

/** A row's files as download links (the signed-in download: the file module's rule). */
export default function InfoFiles({ files, businessCode }: { files: readonly InfoFile[]; businessCode: string }) {
  const { t } = useTranslation(NS);
  if (files.length === 0) return <Typography.Text type="secondary">{t('empty.files')}</Typography.Text>;
  return (
    <Space direction="vertical" size={0}>
      {files.map((f) => (
        <Button key={f.fileId} type="link" icon={<PaperClipOutlined />} style={{ paddingInline: 0 }} onClick={() => void downloadAttachment({ typeno: f.typeNo, path: f.path }, f.fileName, businessCode)}>
          {f.fileName}
        </Button>
      ))}
    </Space>
  );
}
