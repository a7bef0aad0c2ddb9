import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Button, Form, Spin } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { attachmentTypeOfDocument, type AttachmentEntry, type FormDocument, type UploadedAttachment } from '@ccer/contracts';
import { translate } from '@ccer/contracts/messages';
import { downloadTemplate, fetchFormDocuments, fetchLinkedFiles } from '../../api/electronic.ts';
import { messageLang } from '../../message-lang.ts';
import AttachmentUpload from './AttachmentUpload.tsx';

interface Props {
  /** The business function (contracts documentBusinesses, e.g. projectApply): its documents come from the settings. */
  businessCode: string;
  /** The form field that holds the file ids per type ({ P01: [id, …] }); the gateway's `files.<typeNo>` errors land on its types. */
  name?: string;
  /** The business row the form edits: its files already linked are shown (and kept unless removed). */
  linked?: { businessType: string; businessKey: string };
  /** Registration pages before sign-in use the public, rate-limited upload. */
  publicUpload?: boolean;
  disabled?: boolean;
}

interface StoredFile {
  fileId: string;
  typeNo: string;
  path: string;
  fileName: string;
}

const docName = (d: FormDocument) => (messageLang() === 'en' ? d.typeNameEn : d.typeName);

/**
 * The documents of a business function in a form (electronic document settings, /system/electronic): one upload
 * list per document type with its formats, size limit, number of files and template; required types are marked and
 * checked before sending. Use it inside an antd Form: the value at `name` is the uploaded file ids per type, which
 * the step's call sends (contracts documentFilesField) and the gateway links (linkDocuments).
 */
export default function BusinessDocuments({ businessCode, name = 'files', linked, publicUpload, disabled }: Props) {
  const { t } = useTranslation('electronic');
  const form = Form.useFormInstance();
  const documents = useQuery({ queryKey: ['formDocuments', businessCode], queryFn: () => fetchFormDocuments(businessCode) });
  const linkedFiles = useQuery({
    queryKey: ['linkedFiles', linked?.businessType, linked?.businessKey],
    queryFn: () => fetchLinkedFiles(linked!.businessType, linked!.businessKey),
    enabled: Boolean(linked),
  });
  // every file this form knows of, by id (linked ones and the ones uploaded here)
  const [known, setKnown] = useState<Record<string, StoredFile>>({});
  const remember = (f: StoredFile) => setKnown((k) => ({ ...k, [f.fileId]: f }));

  // the row's files of this business's types become the form's value once, for the types the form has not set yet
  // (a row keeps the documents of several businesses: the validation report beside the design document)
  const seeded = useRef(false);
  useEffect(() => {
    if (seeded.current || !linkedFiles.data || !documents.data) return;
    seeded.current = true;
    const types = new Set(documents.data.map((d) => d.typeNo));
    const files = linkedFiles.data.filter((f) => types.has(f.typeNo));
    setKnown((k) => ({ ...k, ...Object.fromEntries(files.map((f) => [f.fileId, f])) }));
    const current = (form.getFieldValue(name) as Record<string, string[]> | undefined) ?? {};
    const byType: Record<string, string[]> = {};
    for (const f of files) (byType[f.typeNo] ??= []).push(f.fileId);
    const merged = { ...byType, ...Object.fromEntries(Object.entries(current).filter(([, ids]) => ids !== undefined)) };
    form.setFieldValue(name, merged);
  }, [linkedFiles.data, documents.data, form, name]);

  if (documents.isLoading || (linked && linkedFiles.isLoading)) return <Spin tip={t('upload.loading')}>{<div style={{ minHeight: 48 }} />}</Spin>;
  if (documents.error) return <Alert type="error" showIcon message={t('upload.loadFailed', { msg: (documents.error as Error).message })} />;

  return (
    <div data-testid={`business-documents-${businessCode}`}>
      {(documents.data ?? []).map((d) => (
        <Form.Item
          key={d.typeNo}
          name={[name, d.typeNo]}
          label={
            <span>
              {docName(d)}
              {d.hasTemplate && (
                <Button
                  type="link"
                  size="small"
                  // a template stays downloadable in a read-only form
                  disabled={false}
                  icon={<DownloadOutlined />}
                  onClick={(e) => {
                    e.preventDefault();
                    void downloadTemplate(d.typeNo, docName(d));
                  }}
                  data-testid={`template-link-${d.typeNo}`}
                >
                  {t('upload.template')}
                </Button>
              )}
            </span>
          }
          required={d.required}
          rules={d.required ? [{ validator: async (_r, ids?: string[]) => { if (!ids?.length) throw new Error(translate(`documentRequired:${docName(d)}`, messageLang())); } }] : []}
        >
          <DocumentFiles document={d} known={known} onUploaded={remember} publicUpload={publicUpload} disabled={disabled} />
        </Form.Item>
      ))}
    </div>
  );
}

interface FilesProps {
  document: FormDocument;
  known: Readonly<Record<string, StoredFile>>;
  onUploaded: (f: StoredFile) => void;
  publicUpload?: boolean;
  disabled?: boolean;
  /** antd Form: the file ids of this type. */
  value?: string[];
  onChange?: (ids: string[]) => void;
}

/** One type's upload list: the form keeps file ids, the upload list shows {typeno, path} entries. */
function DocumentFiles({ document: d, known, onUploaded, publicUpload, disabled, value, onChange }: FilesProps) {
  const { t } = useTranslation('electronic');
  const type = useMemo(() => attachmentTypeOfDocument(d), [d]);
  // ids uploaded in this list, by path, so the list's change maps back to ids at once (before `known` updates)
  const fresh = useRef<Record<string, string>>({});
  const ids = value ?? [];
  const entries: AttachmentEntry[] = ids.flatMap((id) => (known[id] ? [{ typeno: d.typeNo, path: known[id].path }] : []));
  const fileNames = Object.fromEntries(ids.flatMap((id) => (known[id] ? [[known[id].path, known[id].fileName]] : [])));
  const idOfPath = (path: string) => fresh.current[path] ?? Object.values(known).find((f) => f.path === path)?.fileId;

  const uploaded = (saved: UploadedAttachment) => {
    fresh.current[saved.path] = saved.fileId;
    onUploaded({ fileId: saved.fileId, typeNo: saved.typeno, path: saved.path, fileName: saved.fileName });
  };
  const hint = t('upload.hint', { formats: d.extensions.join(messageLang() === 'en' ? ', ' : '、'), size: d.sizeLimit, unit: d.unit, count: d.docNumber });

  return (
    <AttachmentUpload
      typeNo={d.typeNo}
      type={type}
      value={entries}
      onChange={(list) => onChange?.(list.flatMap((e) => idOfPath(e.path) ?? []))}
      onUploaded={uploaded}
      fileNames={fileNames}
      hint={hint}
      maxCount={d.docNumber}
      publicUpload={publicUpload}
      disabled={disabled}
    />
  );
}
