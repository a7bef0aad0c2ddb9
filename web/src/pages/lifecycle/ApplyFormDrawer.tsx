import { useEffect, useState, type ComponentType } from 'react';
import { Button, Drawer, Form, Space, Tag } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import { useTranslation } from 'react-i18next';
import { fileIdsOf, type DocumentFiles } from '@ccer/contracts';
import { ApiError } from '../../api/http';
import { applyServerErrors, showFieldErrors, type FieldMessage } from '../../forms/zod-rules';
import { messageLang } from '../../message-lang';
import { useUnsavedGuard } from '../../shell/useUnsavedGuard';
import BusinessDocuments from '../../components/attachments/BusinessDocuments';

/** What the form drawer needs of a saved row. */
export interface SavedRow {
  id: string;
  version: number;
  applyNo: string;
}

type Values = Record<string, unknown>;

/** An area's application form as a declaration: its fields, documents, rules and calls. */
export interface ApplyFormDeclaration<Row extends SavedRow> {
  /** i18n namespace holding addTitle, editTitle, saved, submitted, serverTimeMissing and actions.cancel/save/submit. */
  ns: string;
  /** The antd form's name (the fields' ids are `<name>_<field>`). */
  formName: string;
  /** The business-document setting of the form's documents and the business type they link to. */
  documents: { businessCode: string; businessType: string };
  /** The fields, two columns (inside the form: Form.useFormInstance). */
  Fields: ComponentType<{ record?: Row }>;
  valuesOf: (row: Row | undefined) => Values;
  /** What is sent: the schema's fields, blanks left out. */
  cleanValues: (values: Values) => Values;
  /** Every wrong field of a submission as message tokens: the full rules, and those that need the server's today. */
  submitErrors: (values: Values, today: string) => FieldMessage[];
  save: (body: Values & { id?: string; version?: number; fileIds?: string[] }) => Promise<Row>;
  submit: (body: Values & { id: string; version?: number; fileIds?: string[] }) => Promise<Row>;
  fetchServerToday: () => Promise<string>;
}

interface Props<Row extends SavedRow> {
  form: ApplyFormDeclaration<Row>;
  /** The application edited; undefined for a new one. */
  record?: Row;
  /** Field errors to show on opening (a row's 提交 that the server refused). */
  initialErrors?: FieldMessage[];
  messageApi: MessageInstance;
  /** The list changed (saved or submitted). */
  onChanged: () => void;
  /** The drawer has finished closing; the page unmounts it. */
  onClosed: () => void;
}

/**
 * An application form (新增 / 编辑) of either area. 保存 keeps a draft (the draft rules of each field);
 * 提交 runs the full rules and the date rules with the server's date, then submits. After a save the drawer keeps the
 * returned id and version, so later saves change the same row. Typed changes are never lost without asking.
 */
export default function ApplyFormDrawer<Row extends SavedRow>({ form: declared, record, initialErrors, messageApi, onChanged, onClosed }: Props<Row>) {
  const { t, i18n } = useTranslation(declared.ns);
  const [form] = Form.useForm();
  const [open, setOpen] = useState(true);
  const [saved, setSaved] = useState<SavedRow | undefined>(record);
  const [busy, setBusy] = useState<'save' | 'submit'>();
  // typed since opened or last saved: closing the drawer, its tab, navigating or reloading asks first
  const [dirty, setDirty] = useState(false);
  const guard = useUnsavedGuard(dirty);
  const close = () => guard.confirmLeave(() => setOpen(false));

  // every wrong field at once, the others cleared (the check covers the whole form)
  const showErrors = (errors: FieldMessage[]) => showFieldErrors(form, errors, { lang: messageLang(i18n.language), replace: true, scroll: true });
  const fail = (e: unknown) => {
    if (e instanceof ApiError && e.status === 401) return; // the shell's dialog handles it
    const placed = applyServerErrors(form, e);
    if (placed > 0) form.scrollToField(form.getFieldsError().find((f) => f.errors.length)?.name ?? [], { block: 'center' });
    void messageApi.error(e instanceof Error ? e.message : String(e), 3);
  };
  /**
   * Draft rules on every field but the documents (a draft may be saved without them; the submission asks for the
   * required ones); false when a field is wrong (antd shows it).
   */
  const draftValid = () => {
    const names = form.getFieldsError().map((f) => f.name).filter((n) => n[0] !== 'files');
    return form.validateFields(names).then(() => true, () => false);
  };
  /**
   * The documents as the form holds them; undefined until the linked ones are loaded into it, so an early save
   * leaves them as they are rather than unlinking them.
   */
  const fileIds = () => {
    const files = form.getFieldValue('files') as DocumentFiles | undefined;
    return files === undefined ? undefined : fileIdsOf(files);
  };
  /** The documents' own rules (required types); antd shows them on their upload lists. */
  const documentsValid = () => {
    const names = form.getFieldsError().map((f) => f.name).filter((n) => n[0] === 'files');
    return names.length === 0 ? Promise.resolve(true) : form.validateFields(names).then(() => true, () => false);
  };

  const save = async () => {
    if (!(await draftValid())) return;
    setBusy('save');
    try {
      const values = declared.cleanValues(form.getFieldsValue(true));
      const row = await declared.save({ ...values, id: saved?.id, version: saved?.version, fileIds: fileIds() });
      setSaved(row);
      setDirty(false);
      void messageApi.success(t('saved'));
      onChanged();
    } catch (e) {
      fail(e);
    } finally {
      setBusy(undefined);
    }
  };

  // the full rules, not the draft rules of the fields first: those would stop at the first and hide the rest
  const submit = async () => {
    const values = declared.cleanValues(form.getFieldsValue(true));
    setBusy('submit');
    try {
      const today = await declared.fetchServerToday().catch(() => undefined);
      if (!today) return void messageApi.error(t('serverTimeMissing'), 3);
      const errors = declared.submitErrors(values, today);
      // the fields' errors first (they replace earlier ones), then the documents' beside them: all shown at once
      if (errors.length > 0) showErrors(errors);
      const documentsOk = await documentsValid();
      if (errors.length > 0 || !documentsOk) return;
      // a new application is saved first: submitting needs its id
      const target = saved?.id ? saved : await declared.save({ ...values, fileIds: fileIds() });
      setSaved(target);
      await declared.submit({ ...values, id: target.id, version: target.version, fileIds: fileIds() });
      void messageApi.success(t('submitted'));
      onChanged();
      guard.release();
      setDirty(false);
      setOpen(false);
    } catch (e) {
      fail(e);
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <Drawer
      open={open}
      onClose={close}
      afterOpenChange={(o) => !o && onClosed()}
      title={
        <Space data-testid="apply-form-title">
          {/* a new application once saved is a draft this drawer edits */}
          {saved ? t('editTitle') : t('addTitle')}
          {saved?.applyNo && <Tag data-testid="apply-no">{saved.applyNo}</Tag>}
        </Space>
      }
      size={900}
      mask={{ closable: false }}
      footer={
        <Space style={{ width: '100%', justifyContent: 'flex-end' }}>
          <Button onClick={close} data-testid="apply-cancel">
            {t('actions.cancel')}
          </Button>
          <Button onClick={save} loading={busy === 'save'} disabled={!!busy} data-testid="apply-save">
            {t('actions.save')}
          </Button>
          <Button type="primary" onClick={submit} loading={busy === 'submit'} disabled={!!busy} data-testid="apply-submit">
            {t('actions.submit')}
          </Button>
        </Space>
      }
    >
      <Form form={form} name={declared.formName} layout="vertical" initialValues={declared.valuesOf(record)} scrollToFirstError={{ block: 'center' }} onValuesChange={() => setDirty(true)}>
        <declared.Fields record={record} />
        <BusinessDocuments
          businessCode={declared.documents.businessCode}
          linked={saved?.id ? { businessType: declared.documents.businessType, businessKey: saved.id } : undefined}
        />
        <OnMount run={() => initialErrors?.length && showErrors(initialErrors)} />
      </Form>
    </Drawer>
  );
}

/** Runs once after the fields above it have registered with the form (their errors would be lost before). */
function OnMount({ run }: { run: () => unknown }) {
  useEffect(() => void run(), []); // eslint-disable-line react-hooks/exhaustive-deps
  return null;
}
