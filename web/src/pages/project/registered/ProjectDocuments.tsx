import { Button, Table } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ApplyDocument } from '@ccer/contracts';
import { downloadAttachment } from '../../../api/attachments';
import { formatDateTime } from '../../../components/list-page/format';

const size = (n: number) => (n >= 1024 * 1024 ? `${(n / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(n / 1024))} KB`);

/** The documents linked to an application, by type, each downloadable. */
export default function ProjectDocuments({ applyId, rows }: { applyId: string; rows: readonly ApplyDocument[] }) {
  const { t } = useTranslation('projectRegistered');
  return (
    <Table<ApplyDocument>
      size="small"
      rowKey="fileId"
      pagination={false}
      dataSource={[...rows]}
      data-testid="project-documents"
      columns={[
        { title: t('documents.type'), dataIndex: 'typeName', render: (v: string | null, r) => v ?? r.typeNo },
        { title: t('documents.fileName'), dataIndex: 'fileName', ellipsis: true },
        { title: t('documents.size'), dataIndex: 'size', render: size },
        { title: t('documents.uploadedAt'), dataIndex: 'createdAt', render: (v: string) => formatDateTime(v) },
        {
          title: t('documents.download'),
          key: 'download',
          render: (_v, r) => (
            <Button
              type="link"
              size="small"
              icon={<DownloadOutlined />}
              aria-label={`${t('documents.download')} ${r.fileName}`}
              onClick={() => void downloadAttachment({ typeno: r.typeNo, path: r.path }, r.fileName, applyId)}
            />
          ),
        },
      ]}
    />
  );
}
