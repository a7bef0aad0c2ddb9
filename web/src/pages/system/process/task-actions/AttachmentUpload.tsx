import { Button, Upload, type UploadFile } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { acceptOf, taskAttachmentMaxBytes, taskAttachmentType } from '@ccer/contracts';
import { uploadTaskAttachment } from './api';

interface Props {
  taskId: string;
  /** The ids of the uploaded attachments (the action sends them). */
  value?: string[];
  onChange?: (ids: string[]) => void;
}

/** Uploads files to the task as they are chosen; the form keeps the attachment ids. */
export default function AttachmentUpload({ taskId, onChange }: Props) {
  const { t } = useTranslation('taskActions');
  const [files, setFiles] = useState<UploadFile[]>([]);
  const publish = (list: UploadFile[]) => {
    setFiles(list);
    onChange?.(list.filter((f) => f.status === 'done' && f.response?.id).map((f) => f.response.id as string));
  };
  return (
    <Upload
      fileList={files}
      maxCount={20}
      // the kinds the server accepts (it checks the content too and answers with the reason)
      accept={acceptOf(taskAttachmentType)}
      beforeUpload={(file) => (file.size > taskAttachmentMaxBytes ? Upload.LIST_IGNORE : true)}
      customRequest={async ({ file, onSuccess, onError }) => {
        try {
          onSuccess?.(await uploadTaskAttachment(taskId, file as File));
        } catch (e) {
          onError?.(e as Error);
        }
      }}
      onChange={({ fileList }) => publish(fileList)}
    >
      <Button icon={<UploadOutlined />} data-testid="task-action-upload">
        {t('upload', { mb: taskAttachmentMaxBytes / 1024 / 1024 })}
      </Button>
    </Upload>
  );
}
