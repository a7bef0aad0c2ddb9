import { useState, type ReactNode } from 'react';
import { App, Button, Upload, type UploadFile, type UploadProps } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { acceptOf, attachmentTypeOf, attachmentUrls, extensionOf, limitBytesOf, tooLargeToken, type AttachmentEntry, type AttachmentType, type UploadedAttachment } from '@ccer/contracts';
import { translate, langOf } from '@ccer/contracts/messages';
import { currentLanguage, httpEvents, TOKEN_KEY } from '../../api/http.ts';
import { downloadAttachment } from '../../api/attachments.ts';

interface Props {
  /** The attachment type code (B02, C01, …): formats and size limit come from contracts, unless `type` is given. */
  typeNo: string;
  /** The type as the registry maintains it (electronic document settings), when the caller read it. */
  type?: AttachmentType;
  /** Told of every stored upload (its file id) before the form value changes. */
  onUploaded?: (saved: UploadedAttachment) => void;
  /** Replaces the formats-and-size line under the button. */
  hint?: ReactNode;
  /** Original names of stored files by path (otherwise a stored file shows its store name). */
  fileNames?: Readonly<Record<string, string>>;
  /** Form value: the entries {typeno, path} (spec §3.2). */
  value?: AttachmentEntry[];
  onChange?: (entries: AttachmentEntry[]) => void;
  maxCount?: number;
  businessCode?: string;
  /** Registration pages before sign-in use the public, rate-limited upload. */
  publicUpload?: boolean;
  disabled?: boolean;
}

const lang = () => langOf(currentLanguage());
const nameOf = (path: string) => path.split('/').pop() ?? path;

/**
 * An antd Upload bound to one attachment type: accept list and size checked before sending (the
 * server checks again, and the content too), the server's message shown on refusal, and the
 * uploaded entries handed to the form as {typeno, path}. A stored file downloads on click.
 */
export default function AttachmentUpload({ typeNo, type: given, onUploaded, hint, fileNames, value, onChange, maxCount = 1, businessCode, publicUpload, disabled }: Props) {
  const { t } = useTranslation('files');
  const { message } = App.useApp();
  const type = given ?? attachmentTypeOf(typeNo);
  // files uploaded here keep their name and list uid (no flicker from uploading to done); others show the stored name
  const [uploaded, setUploaded] = useState<Record<string, { name: string; uid: string }>>({});
  const [pending, setPending] = useState<UploadFile[]>([]);
  if (!type) return null;

  const entries = value ?? [];
  const uidOf = (e: AttachmentEntry) => uploaded[e.path]?.uid ?? e.path;
  const entryOf = (file: UploadFile) => entries.find((e) => uidOf(e) === file.uid);
  const fileList: UploadFile[] = [
    ...entries.map((e) => ({ uid: uidOf(e), name: uploaded[e.path]?.name ?? fileNames?.[e.path] ?? nameOf(e.path), status: 'done' as const })),
    ...pending,
  ];

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    const ext = extensionOf(file.name);
    if (!(type.extensions as readonly string[]).includes(ext)) {
      void message.error(translate(`attachmentExtension:${type.extensions.join('、')}`, lang()), 3);
      return Upload.LIST_IGNORE;
    }
    if (file.size > limitBytesOf(type)) {
      void message.error(translate(tooLargeToken(type), lang()), 3);
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  const customRequest: UploadProps['customRequest'] = async ({ file, onSuccess, onError }) => {
    const f = file as File & { uid: string };
    setPending((p) => [...p, { uid: f.uid, name: f.name, status: 'uploading' }]);
    const form = new FormData();
    form.append('typeNo', type.code);
    if (businessCode) form.append('businessCode', businessCode);
    form.append('file', f, f.name);
    const headers: Record<string, string> = { 'Accept-Language': lang() === 'zh' ? 'zh-cn' : 'en' };
    const token = localStorage.getItem(TOKEN_KEY);
    if (token && !publicUpload) headers.Authorization = `Bearer ${token}`;
    try {
      const res = await fetch(publicUpload ? attachmentUrls.uploadPublic : attachmentUrls.upload, { method: 'POST', body: form, headers });
      const body = (await res.json().catch(() => ({}))) as { flag?: number; msg?: string; dataInfo?: UploadedAttachment };
      if (!res.ok || body.flag !== 1 || !body.dataInfo) {
        if (res.status === 401) httpEvents.onUnauthorized(attachmentUrls.upload);
        throw new Error(body.msg || res.statusText || translate('badRequest', lang()));
      }
      const saved = body.dataInfo;
      // the uploading row goes before the stored one comes: a render between them (antd's onSuccess may render at
      // once) never lists the file twice under one uid
      setPending((p) => p.filter((x) => x.uid !== f.uid));
      setUploaded((u) => ({ ...u, [saved.path]: { name: saved.fileName, uid: f.uid } }));
      onUploaded?.(saved);
      onChange?.([...entries, { typeno: saved.typeno, path: saved.path }].slice(-maxCount));
      onSuccess?.(saved);
    } catch (e) {
      void message.error((e as Error).message, 3);
      onError?.(e as Error);
    } finally {
      setPending((p) => p.filter((x) => x.uid !== f.uid));
    }
  };

  const onRemove = (file: UploadFile) => {
    onChange?.(entries.filter((e) => e !== entryOf(file)));
    return true;
  };

  const onPreview = (file: UploadFile) => {
    const entry = entryOf(file);
    if (!entry) return;
    downloadAttachment(entry, file.name, businessCode).catch((e: Error) => void message.error(e.message, 3));
  };

  return (
    <div data-testid={`attachment-${type.code}`}>
      <Upload
        accept={acceptOf(type)}
        fileList={fileList}
        beforeUpload={beforeUpload}
        customRequest={customRequest}
        onRemove={disabled ? () => false : onRemove}
        onPreview={onPreview}
        maxCount={maxCount}
        disabled={disabled}
      >
        {!disabled && entries.length < maxCount && <Button icon={<UploadOutlined />}>{t('upload')}</Button>}
      </Upload>
      <div style={{ color: 'var(--registry-text-tertiary)', fontSize: 12, marginTop: 4 }}>{hint ?? t('hint', { formats: type.extensions.join(', '), size: type.maxSize })}</div>
    </div>
  );
}
