import { useEffect, useState } from 'react';
import { Button, Drawer, Form, Space, Tag } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import { useTranslation } from 'react-i18next';
import { fileIdsOf, projectDocumentBusinesses, projectLifecycle, type ApplyRow, type DocumentFiles, type PrepPubApplyBody, type SaveApplyBody } from '@ccer/contracts';
import { ApiError } from '../../api/http';
import { fetchServerToday, saveApply, submitApply } from '../../api/project';
import { applyServerErrors, showFieldErrors } from '../../forms/zod-rules';
import { messageLang } from '../../message-lang';
import { useUnsavedGuard } from '../../shell/useUnsavedGuard';
import ApplyFormFields from './ApplyFormFields';
import BusinessDocuments from '../../components/attachments/BusinessDocuments';
import { cleanValues, submitErrors, valuesOf, type FieldError } from './apply-values';

interface Props {
  /** The application edited; undefined for a new one. */
  record?: ApplyRow;
  /** Field errors to show on opening (a row's 提交 that the server refused). */
  initialErrors?: FieldError[];
  messageApi: MessageInstance;
  /** The list changed (saved or submitted). */
  onChanged: () => void;
  /** The drawer has finished closing; the page unmounts it. */
  onClosed: () => void;
}

/**
 * The application form (新增 / 编辑). 保存 keeps a draft (only the name needed, draft rules);
 * 提交 runs the full rules and the date rules with the server's date, then submits.
 * After a save the drawer keeps the returned id and version, so later saves change the same row.
 */
export default function ApplyFormDrawer({ record, initialErrors, messageApi, onChanged, onClosed }: Props) {
  const { t, i18n } = useTranslation('project');
  const [form] = Form.useForm();
  const [open, setOpen] = useState(true);
  const [saved, setSaved] = useState<Pick<ApplyRow, 'id' | 'version' | 'applyNo'> | undefined>(record);
  const [busy, setBusy] = useState<'save' | 'submit'>();
  // typed since opened or last saved: closing the drawer, its tab, navigating or reloading asks first
  const [dirty, setDirty] = useState(false);
  const guard = useUnsavedGuard(dirty);
  const close = () => guard.confirmLeave(() => setOpen(false));

  // every wrong field at once, the others cleared (the check covers the whole form)
  const showErrors = (errors: FieldError[]) => showFieldErrors(form, errors, { lang: messageLang(i18n.language), replace: true, scroll: true });
  const fail = (e: unknown) => {
    if (e instanceof ApiError && e.status === 401) return; // the shell's dialog handles it
    const placed = applyServerErrors(form, e);
    if (placed > 0) form.scrollToField(form.getFieldsError().find((f) => f.errors.length)?.name ?? [], { block: 'center' });
    void messageApi.error(e instanceof Error ? e.message : String(e), 3);
  };
  /** Draft rules on every field; false when a field is wrong (antd shows it). */
  const draftValid = () => form.validateFields().then(() => true, () => false);
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
      const values = cleanValues(form.getFieldsValue(true));
      const row = await saveApply({ ...values, id: saved?.id, version: saved?.version, fileIds: fileIds() } as SaveApplyBody);
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

  // the full rules, not the draft rules of the fields first: those would stop at the name and hide the rest
  const submit = async () => {
    const values = cleanValues(form.getFieldsValue(true));
    setBusy('submit');
    try {
      const today = await fetchServerToday().catch(() => undefined);
      if (!today) return void messageApi.error(t('serverTimeMissing'), 3);
      const errors = submitErrors(values, today);
      // the fields' errors first (they replace earlier ones), then the documents' beside them: all shown at once
      if (errors.length > 0) showErrors(errors);
      const documentsOk = await documentsValid();
      if (errors.length > 0 || !documentsOk) return;
      // a new application is saved first: submitting needs its id
      const target = saved?.id ? saved : await saveApply({ ...values, fileIds: fileIds() } as SaveApplyBody);
      setSaved(target);
      await submitApply({ ...values, id: target.id, version: target.version, fileIds: fileIds() } as PrepPubApplyBody);
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
        <Space>
          {record ? t('editTitle') : t('addTitle')}
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
      <Form form={form} name="applyForm" layout="vertical" initialValues={valuesOf(record)} scrollToFirstError={{ block: 'center' }} onValuesChange={() => setDirty(true)}>
        <ApplyFormFields />
        <BusinessDocuments
          businessCode={projectDocumentBusinesses.apply}
          linked={saved?.id ? { businessType: projectLifecycle.businessType, businessKey: saved.id } : undefined}
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
